import { describe, expect, it } from 'vitest';
import { checkoutPage, checkoutPageOf } from './checkout-page.ts';

describe('the checkout page a route declares', () => {
  it('gives the frame the deepest checkout page’s title and step', () => {
    const matches = [
      { handle: undefined },
      { handle: { other: true } },
      { handle: checkoutPage({ step: 'mode', title: 'Mode de livraison' }) },
    ];
    expect(checkoutPageOf(matches)).toEqual({ title: 'Mode de livraison', step: 'mode' });
  });

  it('falls back on « Ma commande » without a step for a page that declares nothing', () => {
    expect(checkoutPageOf([{ handle: undefined }])).toEqual({ title: 'Ma commande', step: null });
    expect(checkoutPage({ step: 'payment' })).toEqual({
      checkout: { title: 'Ma commande', step: 'payment' },
    });
  });
});
