import { checkoutMessages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/helpers/cart.ts';
import {
  checkoutPath,
  createCheckout,
  fillDriveCart,
  julien,
  marie,
  q,
  type Shopper,
} from '../../../../test/helpers/checkout.ts';
import {
  checkoutRow,
  expectRefused,
  type StepWorld,
  stepWorld,
  writeOf,
} from '../../../../test/helpers/checkout-steps.ts';
import { DEMO_GIFT_CARDS } from '../../../db/seed/checkout.ts';
import { commitWrite } from './checkout-write.ts';
import { choosePaymentMode } from './payment-mode.ts';

let w: StepWorld;
let m: Shopper;
let j: Shopper;

beforeAll(async () => {
  w = await stepWorld();
  [m, j] = await Promise.all([marie(w.t), julien(w.t)]);
  await fillDriveCart(w.t, m, 40);
  await fillDriveCart(w.t, j, 40);
});
afterAll(() => w?.t.close());

const storeTakesClubCard = (allow: 0 | 1) =>
  w.deps.db.updateTable('stores').set({ allow_carte_carrefour: allow }).where('id', '=', m.shop).execute();

describe('payment mode step', () => {
  it('refuses a mode the client cannot use, with the reason', async () => {
    const c = await createCheckout(w.t, m);
    expect(c.data.attributes.montants.reste_a_payer).toBeLessThan(200);
    const write = await writeOf(w, m, c);
    const refusals = [
      ['carte_cabas', checkoutMessages.paymentNoCabasCard],
      ['carte_malin', checkoutMessages.paymentNoMalinCard],
      ['CRF', checkoutMessages.paymentClubNotInStore],
      ['3FCB', checkoutMessages.instalmentRange],
    ] as const;
    for (const [mode, reason] of refusals)
      await expectRefused(() => choosePaymentMode(write, mode), 422, reason, 'modePaiement');
    expect(write.changes).toEqual({});
    // In a store that takes the club card, a client without one.
    await storeTakesClubCard(1);
    const inClubStore = await writeOf(w, m, c);
    await expectRefused(
      () => choosePaymentMode(inClubStore, 'CRF'),
      422,
      checkoutMessages.paymentNoClubCard,
      'modePaiement',
    );
    await storeTakesClubCard(0);
  });

  it('records a possible mode, and clears it with null', async () => {
    const c = await createCheckout(w.t, j);
    const write = await writeOf(w, j, c);
    choosePaymentMode(write, 'carte_cabas');
    expect(write.changes).toEqual({ payment_mode: 'carte_cabas' });
    await commitWrite(w.deps, write);
    expect((await checkoutRow(w, c.data.id)).payment_mode).toBe('carte_cabas');
    const cleared = await writeOf(w, j, c);
    choosePaymentMode(cleared, null);
    expect(cleared.changes).toEqual({ payment_mode: null });
  });

  it('refuses every mode but the gift card when nothing is left to pay', async () => {
    const c = await createCheckout(w.t, j);
    const big = DEMO_GIFT_CARDS[1];
    const res = await call(w.t, 'POST', checkoutPath(j, c.data.id, `/carte-cadeau${q(c)}`), j.headers, {
      carte_cadeau: { numero: big.numero, pin: big.pin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.reste_a_payer).toBe(0);
    const write = await writeOf(w, j, c);
    await expectRefused(
      () => choosePaymentMode(write, 'cb'),
      422,
      checkoutMessages.paymentNothingToPay,
      'modePaiement',
    );
    choosePaymentMode(write, 'ckdo');
    expect(write.changes).toEqual({ payment_mode: 'ckdo' });
  });
});
