import { checkoutMessages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckout, fillDriveCart, marie, type Shopper } from '../../../../test/helpers/checkout.ts';
import {
  checkoutRow,
  contextOf,
  expectRefused,
  refusal,
  type StepWorld,
  stepWorld,
} from '../../../../test/helpers/checkout-steps.ts';
import { HttpError } from '../../../platform/errors.ts';
import { choosePromoCode } from './promo-code.ts';

let w: StepWorld;
let m: Shopper;

beforeAll(async () => {
  w = await stepWorld();
  m = await marie(w.t);
  await fillDriveCart(w.t, m, 40);
  await w.deps.db.updateTable('stores').set({ allow_code_promo: 1 }).where('id', '=', m.shop).execute();
});
afterAll(() => w?.t.close());

const deps = () => ({ db: w.deps.db, carts: w.deps.carts });
const promoOf = async () =>
  (await contextOf(w, m, (await createCheckout(w.t, m)).data.id)).cart.reductions.find(
    (r) => r.type === 'code_promo',
  )?.code ?? null;

describe('promo code step', () => {
  it('refuses an unknown code by the cart’s rule, without moving the checkout’s version', async () => {
    const c = await createCheckout(w.t, m);
    const ctx = await contextOf(w, m, c);
    const error = await refusal(() => choosePromoCode(deps(), ctx, 'INCONNU'));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.statusCode).toBe(422);
    expect(Object.keys(error.errors ?? {})).toEqual(['code_promo']);
    expect((await checkoutRow(w, c.data.id)).updated_at).toBe(ctx.row.updated_at);
  });

  it('applies the code to the cart and removes it with null; the benefits are to be computed again', async () => {
    const c = await createCheckout(w.t, m);
    await w.deps.db
      .updateTable('checkouts')
      .set({ advantages_computed: 1 })
      .where('id', '=', c.data.id)
      .execute();
    await choosePromoCode(deps(), await contextOf(w, m, c), 'BIENVENUE10');
    const row = await checkoutRow(w, c.data.id);
    const ctx = await contextOf(w, m, c);
    expect(row).toMatchObject({ advantages_computed: 0, cart_updated_at: ctx.cart.dateLastUpdate });
    expect(row.updated_at > c.data.attributes.dateLastUpdate).toBe(true);
    expect(await promoOf()).toBe('BIENVENUE10');
    await choosePromoCode(deps(), ctx, null);
    expect(await promoOf()).toBeNull();
    await expectRefused(() => choosePromoCode(deps(), ctx, null), 409, checkoutMessages.checkoutStale);
  });
});
