import { API_ERROR_CODES, checkoutMessages, paymentMessages } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import { payableCheckoutContext } from '../../../../test/fixtures/checkout-context.ts';
import { refuseUnpayable } from './payability.ts';
import { paymentModeOf } from './payment-mode.ts';

const refusalOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  return null;
};
const field = (message: string, name: string) => ({
  statusCode: 422,
  message,
  errors: { [name]: [message] },
});

describe('a payable checkout', () => {
  it('has an available product, a slot still held, the address of a delivery, the redevance form', () => {
    const ctx = payableCheckoutContext();
    expect(refusalOf(() => refuseUnpayable(ctx, ctx.now))).toBeNull();
    const gone = payableCheckoutContext();
    gone.cart = {
      ...gone.cart,
      lignes_panier: gone.cart.lignes_panier.map((l) => ({ ...l, disponible: false })),
    };
    expect(refusalOf(() => refuseUnpayable(gone, gone.now))).toMatchObject(
      field(paymentMessages.emptyCart, 'panier'),
    );
    const noHold = payableCheckoutContext();
    noHold.hold = null;
    expect(refusalOf(() => refuseUnpayable(noHold, noHold.now))).toMatchObject(
      field(paymentMessages.noSlot, 'creneau'),
    );
    const later = new Date(ctx.now.getTime() + 31 * 60_000);
    expect(refusalOf(() => refuseUnpayable(ctx, later))).toMatchObject({
      statusCode: 409,
      code: API_ERROR_CODES.slotHoldExpired,
      message: paymentMessages.slotExpired,
    });
    const delivered = payableCheckoutContext();
    delivered.modes = delivered.modes.map((m) => (m.type === 'DRIVE' ? { ...m, type: 'LAD' } : m));
    expect(refusalOf(() => refuseUnpayable(delivered, delivered.now))).toMatchObject(
      field(paymentMessages.noAddress, 'idAdresseLivraison'),
    );
    const tv = payableCheckoutContext();
    tv.facts = tv.facts.map((f) => ({ ...f, category_slug: 'televiseurs' }));
    expect(refusalOf(() => refuseUnpayable(tv, tv.now))).toMatchObject(
      field(checkoutMessages.redevanceRequired, 'redevance'),
    );
  });

  it('is paid by a mode of its call: the card by default, the own cards apart, instalments in range', () => {
    const ctx = payableCheckoutContext();
    ctx.row.payment_mode = null;
    expect(paymentModeOf(ctx, false)).toBe('cb');
    expect(paymentModeOf(ctx, true)).toBe('carte_cabas');
    ctx.row.payment_mode = 'CRF';
    expect(refusalOf(() => paymentModeOf(ctx, false))).toMatchObject(
      field(paymentMessages.modeNotPossible, 'modePaiement'),
    );
    expect(paymentModeOf(ctx, true)).toBe('CRF');
    ctx.row.payment_mode = '4FCB';
    expect(refusalOf(() => paymentModeOf(ctx, false))).toMatchObject(
      field(checkoutMessages.instalmentRange, 'modePaiement'),
    );
  });
});
