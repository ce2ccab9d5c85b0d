import { type CheckoutResponse, checkoutMessages, type UpdateCheckoutBody } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/helpers/cart.ts';
import {
  chooseSlot,
  createCheckout,
  fillDriveCart,
  julien,
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
  refusal,
  type StepWorld,
  stepWorld,
} from '../../../../test/helpers/checkout-steps.ts';
import { updateCheckout } from './update.ts';

let w: StepWorld;
let j: Shopper;
let m: Shopper;

beforeAll(async () => {
  w = await stepWorld();
  [j, m] = await Promise.all([julien(w.t), marie(w.t)]);
  await fillDriveCart(w.t, j, 90);
  await fillDriveCart(w.t, m, 90);
});
afterAll(() => w?.t.close());

/** The update's steps on the checkout as read now (the route checked `dateLastUpdate` before). */
const update = async (c: CheckoutResponse, body: Omit<UpdateCheckoutBody, 'dateLastUpdate'>, s = j) =>
  updateCheckout(w.deps, await contextOf(w, s, c), { dateLastUpdate: '', ...body });
const aliasOf = () =>
  w.deps.db
    .selectFrom('payment_aliases')
    .select('id')
    .where('client_id', '=', j.clientId)
    .executeTakeFirstOrThrow();
const slotReserved = async (id: number) =>
  (await w.deps.db.selectFrom('slots').select('reserved').where('id', '=', id).executeTakeFirstOrThrow())
    .reserved;

describe('update: the steps of the fields present, written at once', () => {
  it('writes every field of one PUT with one new version', async () => {
    const c = await createCheckout(w.t, j);
    const drive = serviceOf(c, 'DRIVE');
    const alias = await aliasOf();
    await update(c, {
      service_id: drive.id,
      avec_sacs: false,
      modePaiement: 'cb',
      tirelire: { montant: 2 },
      carteCarrefour: { montant: 1 },
      selectedPaymentId: alias.id,
    });
    const row = await checkoutRow(w, c.data.id);
    expect(row).toMatchObject({
      service_id: drive.id,
      avec_sacs: 0,
      payment_mode: 'cb',
      wallet_cents: 200,
      crf_card_cents: 100,
      alias_id: alias.id,
      advantages_computed: 0,
    });
    expect(row.updated_at > c.data.attributes.dateLastUpdate).toBe(true);
  });

  it('answers the refusal of the earliest page first', async () => {
    const c = await createCheckout(w.t, j);
    const error = await refusal(() => update(c, { service_id: 999_999, selectedPaymentId: 999_999 }));
    expect(error.errors).toEqual({ service_id: [checkoutMessages.serviceUnknown] });
    const later = await refusal(() => update(c, { avec_sacs: true, selectedPaymentId: 999_999 }));
    expect(later.errors).toEqual({ selectedPaymentId: [checkoutMessages.aliasUnknown] });
  });

  it('writes nothing, and keeps the slot, when a later step refuses', async () => {
    const created = await createCheckout(w.t, j);
    const drive = serviceOf(created, 'DRIVE');
    const c: CheckoutResponse = (await put(w.t, j, created, { service_id: drive.id })).json();
    const slot = await openSlot(w.t, j, c, drive.id);
    const held: CheckoutResponse = (await chooseSlot(w.t, j, c, slot.id)).json();
    const before = await checkoutRow(w, c.data.id);
    const taken = await slotReserved(slot.id);
    await expectRefused(
      () => update(held, { service_id: null, avec_sacs: true, selectedPaymentId: 999_999 }),
      422,
      checkoutMessages.aliasUnknown,
      'selectedPaymentId',
    );
    expect(await checkoutRow(w, c.data.id)).toEqual(before);
    expect(await slotReserved(slot.id)).toBe(taken);
    await update(held, { service_id: null });
    expect(await checkoutRow(w, c.data.id)).toMatchObject({ service_id: null, hold_id: null });
    expect(await slotReserved(slot.id)).toBe(taken - 1);
  });

  it('removes the address when the service leaves home delivery, and refuses a stale version', async () => {
    const c = await createCheckout(w.t, m);
    const lad = serviceOf(c, 'LAD');
    const list = await call(w.t, 'GET', `/api/me/adresses?magasin_id=${m.shop}`, m.headers);
    const home = list.json().data.find((a: { livrable: boolean }) => a.livrable);
    expect(home).toBeDefined();
    await update(c, { service_id: lad.id, idAdresseLivraison: home.id }, m);
    expect(await checkoutRow(w, c.data.id)).toMatchObject({ service_id: lad.id, address_id: home.id });
    const stale = await contextOf(w, m, c);
    await update(c, { service_id: serviceOf(c, 'DRIVE').id }, m);
    expect((await checkoutRow(w, c.data.id)).address_id).toBeNull();
    const latest = await checkoutRow(w, c.data.id);
    await expectRefused(
      () => updateCheckout(w.deps, stale, { dateLastUpdate: '', avec_sacs: true }),
      409,
      checkoutMessages.checkoutStale,
    );
    expect(await checkoutRow(w, c.data.id)).toEqual(latest);
  });
});
