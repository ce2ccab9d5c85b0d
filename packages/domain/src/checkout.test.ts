import { describe, expect, it } from 'vitest';
import { canReachStep, preselectLad, reachableStep, serviceCheck, tariffText } from './checkout.ts';

describe('checkout rules', () => {
  it('checks the cart kind, the minimum and the maximum of a service', () => {
    const base = { mode: 'LAD', cartKind: 'drive', cartCents: 5000, minimumCents: 6000, maximumCents: null };
    expect(serviceCheck(base)).toEqual({ possible: false, refusals: [{ code: 'minimum', cents: 6000 }] });
    expect(serviceCheck({ ...base, cartCents: 6000 }).possible).toBe(true);
    expect(serviceCheck({ ...base, cartKind: 'ldd', cartCents: 7000 }).refusals).toEqual([
      { code: 'type_panier' },
    ]);
    expect(serviceCheck({ ...base, cartCents: 20_000, maximumCents: 15_000 }).refusals).toEqual([
      { code: 'maximum', cents: 15_000 },
    ]);
    expect(serviceCheck({ ...base, cartCents: 0 }).refusals).toEqual([{ code: 'panier_vide' }]);
  });

  it('preselects LAD only when the store, the service and a subscription agree', () => {
    expect(preselectLad({ storeEligible: true, ladServicePossible: true, activeSubscription: true })).toBe(
      true,
    );
    expect(preselectLad({ storeEligible: false, ladServicePossible: true, activeSubscription: true })).toBe(
      false,
    );
    expect(preselectLad({ storeEligible: true, ladServicePossible: false, activeSubscription: true })).toBe(
      false,
    );
    expect(preselectLad({ storeEligible: true, ladServicePossible: true, activeSubscription: false })).toBe(
      false,
    );
  });

  it('walks the steps: mode and slot, address for home delivery, then payment', () => {
    expect(reachableStep({ mode: null, slotHeld: false, addressChosen: false })).toBe('mode');
    expect(reachableStep({ mode: 'DRIVE', slotHeld: false, addressChosen: false })).toBe('mode');
    expect(reachableStep({ mode: 'DRIVE', slotHeld: true, addressChosen: false })).toBe('paiement');
    expect(reachableStep({ mode: 'LAD', slotHeld: true, addressChosen: false })).toBe('adresse');
    expect(reachableStep({ mode: 'LAD', slotHeld: true, addressChosen: true })).toBe('paiement');
    expect(reachableStep({ mode: 'LDD', slotHeld: false, addressChosen: false })).toBe('paiement');
    expect(canReachStep('paiement', { mode: 'LAD', slotHeld: true, addressChosen: false })).toBe(false);
    expect(canReachStep('adresse', { mode: 'LAD', slotHeld: true, addressChosen: false })).toBe(true);
  });

  it('words the lowest fee', () => {
    expect(tariffText(590)).toBe('Dès 5,90 €');
    expect(tariffText(0)).toBeNull();
  });
});
