import { checkoutMessages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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
  expectRefused,
  type StepWorld,
  stepWorld,
  writeOf,
} from '../../../../test/helpers/checkout-steps.ts';
import { commitWrite } from './checkout-write.ts';
import { chooseService } from './service.ts';

let w: StepWorld;
let m: Shopper;

beforeAll(async () => {
  w = await stepWorld();
  m = await marie(w.t);
  await fillDriveCart(w.t, m, 40);
});
afterAll(() => w?.t.close());

const slotReserved = (id: number) =>
  w.deps.db.selectFrom('slots').select('reserved').where('id', '=', id).executeTakeFirstOrThrow();

describe('service step', () => {
  it('refuses an unknown service, and a service the cart cannot use with its reason', async () => {
    const c = await createCheckout(w.t, m);
    const write = await writeOf(w, m, c);
    await expectRefused(
      () => chooseService(write, 999_999),
      422,
      checkoutMessages.serviceUnknown,
      'service_id',
    );
    const ldd = serviceOf(c, 'LDD');
    await expectRefused(
      () => chooseService(write, ldd.id),
      422,
      checkoutMessages.serviceWrongKind,
      'service_id',
    );
    expect(write.changes).toEqual({});
  });

  it('changes nothing for the service already chosen; another one has its benefits computed again', async () => {
    const c = await createCheckout(w.t, m);
    const drive = serviceOf(c, 'DRIVE');
    const first = await writeOf(w, m, c);
    chooseService(first, drive.id);
    expect(first.changes).toEqual({ service_id: drive.id, advantages_computed: 0 });
    expect(first.releaseHoldId).toBeNull();
    await commitWrite(w.deps, first);
    const same = await writeOf(w, m, c);
    chooseService(same, drive.id);
    expect(same.changes).toEqual({});
  });

  it('releases the slot held for the previous service when the write is committed, not before', async () => {
    let c = await createCheckout(w.t, m);
    const drive = serviceOf(c, 'DRIVE');
    c = (await put(w.t, m, c, { service_id: drive.id })).json();
    const slot = await openSlot(w.t, m, c, drive.id);
    const held = await chooseSlot(w.t, m, c, slot.id);
    expect(held.statusCode).toBe(200);
    const holdId = (await checkoutRow(w, c.data.id)).hold_id!;
    const taken = (await slotReserved(slot.id)).reserved;
    const write = await writeOf(w, m, c);
    chooseService(write, null);
    expect(write.changes).toEqual({ service_id: null, advantages_computed: 0, hold_id: null });
    expect(write.releaseHoldId).toBe(holdId);
    expect((await slotReserved(slot.id)).reserved).toBe(taken);
    await commitWrite(w.deps, write);
    expect((await slotReserved(slot.id)).reserved).toBe(taken - 1);
    expect(await checkoutRow(w, c.data.id)).toMatchObject({ service_id: null, hold_id: null });
    const hold = await w.deps.db
      .selectFrom('slot_holds')
      .select('released_at')
      .where('id', '=', holdId)
      .executeTakeFirstOrThrow();
    expect(hold.released_at).not.toBeNull();
  });
});
