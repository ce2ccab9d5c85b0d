import { type CheckoutResponse, checkoutMessages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/helpers/cart.ts';
import {
  checkoutPath,
  chooseSlot,
  createCheckout,
  fillDriveCart,
  marie,
  openSlot,
  put,
  type Shopper,
  serviceOf,
} from '../../../../test/helpers/checkout.ts';
import {
  checkoutRow,
  contextOf,
  expectRefused,
  type StepWorld,
  stepWorld,
} from '../../../../test/helpers/checkout-steps.ts';
import { cancelCheckout } from './cancel.ts';

let w: StepWorld;
let m: Shopper;

beforeAll(async () => {
  w = await stepWorld();
  m = await marie(w.t);
  await fillDriveCart(w.t, m, 40);
});
afterAll(() => w?.t.close());

describe('cancel step', () => {
  it('closes the checkout and gives its slot place back; a stale version changes nothing', async () => {
    const created = await createCheckout(w.t, m);
    const drive = serviceOf(created, 'DRIVE');
    const c: CheckoutResponse = (await put(w.t, m, created, { service_id: drive.id })).json();
    const slot = await openSlot(w.t, m, c, drive.id);
    const reserved = async () =>
      (
        await w.deps.db
          .selectFrom('slots')
          .select('reserved')
          .where('id', '=', slot.id)
          .executeTakeFirstOrThrow()
      ).reserved;
    const free = await reserved();
    expect((await chooseSlot(w.t, m, c, slot.id)).statusCode).toBe(200);
    expect(await reserved()).toBe(free + 1);
    const stale = await contextOf(w, m, c);
    const current: CheckoutResponse = (await call(w.t, 'GET', checkoutPath(m, c.data.id), m.headers)).json();
    expect((await put(w.t, m, current, { avec_sacs: true })).statusCode).toBe(200);
    await expectRefused(() => cancelCheckout(w.deps, stale), 409, checkoutMessages.checkoutStale);
    expect(await reserved()).toBe(free + 1);

    const ctx = await contextOf(w, m, c);
    await cancelCheckout(w.deps, ctx);
    expect(await checkoutRow(w, c.data.id)).toMatchObject({
      status: 'annule',
      open_key: null,
      hold_id: null,
    });
    expect(await reserved()).toBe(free);
    const next = await createCheckout(w.t, m);
    expect(next.data.id).not.toBe(c.data.id);
  });
});
