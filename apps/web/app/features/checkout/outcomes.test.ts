import { describe, expect, it } from 'vitest';
import { failedOutcome } from './outcomes.ts';

describe('failedOutcome', () => {
  it('names the three statuses and goes back to the cart of the kind', () => {
    const refused = failedOutcome(
      new URL('http://x/commander/confirmation/refus?type_panier=click_and_collect'),
    );
    expect(refused).toMatchObject({
      status: 'refused',
      title: 'Paiement refusé',
      cartUrl: '/panier?type_panier=click_and_collect',
    });
    expect(failedOutcome(new URL('http://x/commander/confirmation/annulation'))).toMatchObject({
      status: 'cancelled',
      title: 'Paiement annulé',
      cartUrl: '/panier?type_panier=drive',
    });
    expect(failedOutcome(new URL('http://x/commander/confirmation/erreur?type_panier=x'))?.title).toBe(
      'Erreur technique',
    );
  });
  it('uses the kind remembered when the payment started', () => {
    expect(failedOutcome(new URL('http://x/commander/confirmation/refus'), 'ldd')?.cartUrl).toBe(
      '/panier?type_panier=ldd',
    );
  });
  it('knows no other outcome', () =>
    expect(failedOutcome(new URL('http://x/commander/confirmation/ok'))).toBeNull());
});
