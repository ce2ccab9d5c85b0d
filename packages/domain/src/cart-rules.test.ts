import { describe, expect, it } from 'vitest';
import { cartEligibility } from './cart-eligibility.ts';
import { canStillPickUp, festivePickupDays, frenchDayText, permanentPickupDays } from './caterer-pickup.ts';
import { sellerDelay } from './seller-delay.ts';

describe('cart eligibility', () => {
  it('puts a product only in the cart kinds it lists', () => {
    expect(cartEligibility({ cartKind: 'drive', productKinds: ['drive', 'ldd'], isPro: false })).toBeNull();
    expect(cartEligibility({ cartKind: 'ldd', productKinds: ['drive'], isPro: false })).toBe(
      'type_panier_interdit',
    );
  });

  it('keeps pros to drive products in a drive cart', () => {
    expect(cartEligibility({ cartKind: 'drive', productKinds: ['drive'], isPro: true })).toBeNull();
    expect(cartEligibility({ cartKind: 'drive', productKinds: ['ldd'], isPro: true })).toBe(
      'produit_interdit_pro',
    );
    expect(
      cartEligibility({
        cartKind: 'click_and_collect',
        productKinds: ['drive', 'click_and_collect'],
        isPro: true,
      }),
    ).toBe('produit_interdit_pro');
  });
});

describe('seller delay', () => {
  it('names the delay of a single-line cart only', () => {
    expect(sellerDelay([])).toBeNull();
    expect(sellerDelay([{ delayDays: 3 }])).toEqual({ kind: 'single', days: 3 });
    expect(sellerDelay([{ delayDays: 3 }, { delayDays: 5 }])).toEqual({ kind: 'many' });
  });
});

describe('caterer pickup days', () => {
  it('closes the Christmas days at 17 December noon and the New Year days at 23 December noon (Paris)', () => {
    const before = festivePickupDays(new Date('2026-12-17T10:59:00Z'));
    expect(before.map((d) => [d.date, d.disponible])).toEqual([
      ['2026-12-23', true],
      ['2026-12-24', true],
      ['2026-12-30', true],
      ['2026-12-31', true],
    ]);
    expect(before[0]).toMatchObject({ jour_numero: 3, jour_texte: 'mercredi 23 décembre' });
    const after = festivePickupDays(new Date('2026-12-17T11:00:00Z'));
    expect(after.map((d) => d.disponible)).toEqual([false, false, true, true]);
    expect(canStillPickUp('click_and_collect_traiteur_noel', new Date('2026-12-23T11:00:00Z'))).toBe(false);
    expect(canStillPickUp('drive', new Date('2026-12-23T11:00:00Z'))).toBe(true);
  });

  it('offers the next 4 working days for the permanent caterer, skipping Sundays and holidays', () => {
    // Thursday 24 December 2026: Friday 25 is Christmas, Sunday 27 is closed.
    const days = permanentPickupDays(new Date('2026-12-24T09:00:00Z'));
    expect(days.map((d) => d.date)).toEqual(['2026-12-26', '2026-12-28', '2026-12-29', '2026-12-30']);
  });

  it('writes a day in French from a date or a YYYY-MM-DD day', () => {
    expect(frenchDayText('2026-12-27')).toBe('dimanche 27 décembre');
    expect(frenchDayText(new Date(Date.UTC(2027, 0, 1)))).toBe('vendredi 1 janvier');
  });
});
