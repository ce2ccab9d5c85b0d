import { type CheckoutResponse, checkoutMessages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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
import { holdSlot, releaseSlot } from './slot.ts';

let w: StepWorld;
let m: Shopper;

beforeAll(async () => {
  w = await stepWorld();
  m = await marie(w.t);
  await fillDriveCart(w.t, m, 40);
});
afterAll(() => w?.t.close());

const slotRow = (id: number) =>
  w.deps.db.selectFrom('slots').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const holdRow = (id: number) =>
  w.deps.db.selectFrom('slot_holds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A checkout of Marie's cart with the drive service chosen, and two open slots of that service. */
async function driveCheckout() {
  const created = await createCheckout(w.t, m);
  const drive = serviceOf(created, 'DRIVE');
  const c: CheckoutResponse = (await put(w.t, m, created, { service_id: drive.id })).json();
  const [first, second] = [await openSlot(w.t, m, c, drive.id, 0), await openSlot(w.t, m, c, drive.id, 1)];
  return { c, drive, first: first.id, second: second.id };
}

describe('slot step', () => {
  it('refuses a checkout without a service, a slot of another service, and a mode without slots', async () => {
    const { c, first } = await driveCheckout();
    const fresh = await createCheckout(w.t, m);
    await w.deps.db.updateTable('checkouts').set({ service_id: null }).where('id', '=', c.data.id).execute();
    const none = await contextOf(w, m, c);
    await expectRefused(
      () => holdSlot(w.deps, none, first),
      422,
      checkoutMessages.serviceRequired,
      'creneau_id',
    );
    const other = serviceOf(fresh, 'LAD');
    await w.deps.db
      .updateTable('checkouts')
      .set({ service_id: other.id })
      .where('id', '=', c.data.id)
      .execute();
    const lad = await contextOf(w, m, c);
    await expectRefused(() => holdSlot(w.deps, lad, first), 422, checkoutMessages.slotUnknown, 'creneau_id');
    await expectRefused(
      () => holdSlot(w.deps, lad, 999_999),
      422,
      checkoutMessages.slotUnknown,
      'creneau_id',
    );
    // A slot row for a mode that has none (delivery by parcel): still refused.
    const ldd = serviceOf(fresh, 'LDD');
    const slot = await slotRow(first);
    const { id: lddSlot } = await w.deps.db
      .insertInto('slots')
      .values({ ...slot, id: undefined, service_id: ldd.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await w.deps.db
      .updateTable('checkouts')
      .set({ service_id: ldd.id })
      .where('id', '=', c.data.id)
      .execute();
    const parcel = await contextOf(w, m, c);
    await expectRefused(
      () => holdSlot(w.deps, parcel, lddSlot),
      422,
      checkoutMessages.slotUnknown,
      'creneau_id',
    );
    expect((await slotRow(first)).reserved).toBe(slot.reserved);
  });

  it('takes one place, moves it on a change of slot, and only moves the version for the same slot', async () => {
    const { c, first, second } = await driveCheckout();
    const [before1, before2] = [(await slotRow(first)).reserved, (await slotRow(second)).reserved];
    await holdSlot(w.deps, await contextOf(w, m, c), first);
    const held = await checkoutRow(w, c.data.id);
    expect(held.hold_id).not.toBeNull();
    expect(held.updated_at > c.data.attributes.dateLastUpdate).toBe(true);
    expect(await holdRow(held.hold_id!)).toMatchObject({
      slot_id: first,
      checkout_id: c.data.id,
      released_at: null,
    });
    expect((await slotRow(first)).reserved).toBe(before1 + 1);

    await holdSlot(w.deps, await contextOf(w, m, c), first);
    const again = await checkoutRow(w, c.data.id);
    expect(again.hold_id).toBe(held.hold_id);
    expect(again.updated_at > held.updated_at).toBe(true);
    expect((await slotRow(first)).reserved).toBe(before1 + 1);

    await holdSlot(w.deps, await contextOf(w, m, c), second);
    const moved = await checkoutRow(w, c.data.id);
    expect((await holdRow(moved.hold_id!)).slot_id).toBe(second);
    expect((await holdRow(held.hold_id!)).released_at).not.toBeNull();
    expect((await slotRow(first)).reserved).toBe(before1);
    expect((await slotRow(second)).reserved).toBe(before2 + 1);

    await releaseSlot(w.deps, await contextOf(w, m, c));
    expect((await checkoutRow(w, c.data.id)).hold_id).toBeNull();
    expect((await slotRow(second)).reserved).toBe(before2);
    expect((await holdRow(moved.hold_id!)).released_at).not.toBeNull();
  });

  it('refuses a slot past its cut-off or full (409), and a stale version, without taking a place', async () => {
    const { c, first } = await driveCheckout();
    const slot = await slotRow(first);
    const ctx = await contextOf(w, m, c);
    const late = { ...ctx, now: new Date(new Date(slot.cutoff_at).getTime() + 1000) };
    await expectRefused(() => holdSlot(w.deps, late, first), 409, checkoutMessages.slotClosed, 'creneau_id');

    await w.deps.db.updateTable('slots').set({ capacity: slot.reserved }).where('id', '=', first).execute();
    await expectRefused(() => holdSlot(w.deps, ctx, first), 409, checkoutMessages.slotFull, 'creneau_id');
    const row = await checkoutRow(w, c.data.id);
    expect(row.updated_at).toBe(ctx.row.updated_at);
    expect(row.hold_id).toBeNull();
    await w.deps.db.updateTable('slots').set({ capacity: slot.capacity }).where('id', '=', first).execute();

    await put(w.t, m, c, { avec_sacs: true });
    await expectRefused(() => holdSlot(w.deps, ctx, first), 409, checkoutMessages.checkoutStale);
    await expectRefused(() => releaseSlot(w.deps, ctx), 409, checkoutMessages.checkoutStale);
    expect((await slotRow(first)).reserved).toBe(slot.reserved);
  });
});
