import {
  API_ERROR_CODES,
  type CheckoutResponse,
  checkoutMessages,
  SLOT_HOLD_MINUTES,
} from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE, testClock } from '../../../test/accounts-helpers.ts';
import { call } from '../../../test/helpers/cart.ts';
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
} from '../../../test/helpers/checkout.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let m: Shopper;
const clock = testClock();

beforeAll(async () => {
  t = await createTestApp({ clock });
  m = await marie(t);
  await fillDriveCart(t, m, 40);
});
afterAll(() => t?.close());

async function driveCheckout(): Promise<CheckoutResponse> {
  const c = await createCheckout(t, m);
  if (c.data.attributes.mode_commande === 'DRIVE') return c;
  return (await put(t, m, c, { service_id: serviceOf(c, 'DRIVE').id })).json();
}

const reserved = async (slotId: number) =>
  await t.database.db
    .selectFrom('slots')
    .select(['reserved', 'capacity'])
    .where('id', '=', slotId)
    .executeTakeFirstOrThrow();

describe('slot planning', () => {
  it('lists days of slots with remaining places, price and state; public planning too', async () => {
    const c = await driveCheckout();
    const drive = serviceOf(c, 'DRIVE');
    const res = await call(t, 'GET', checkoutPath(m, c.data.id, '/creneaux'), m.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ service_id: drive.id, duree_reservation_minutes: SLOT_HOLD_MINUTES });
    expect(body.data.length).toBeGreaterThanOrEqual(5);
    const slot = body.data[1].creneaux[0];
    expect(slot).toMatchObject({
      service_id: drive.id,
      capacite: 8,
      places_restantes: 8,
      etat: 'disponible',
    });
    expect(slot.heure_debut).toMatch(/^\d{2}:\d{2}$/);
    expect(body.data[1].jour_texte).toMatch(/^(lundi|mardi|mercredi|jeudi|vendredi|samedi) \d+ /);
    const planning = await call(t, 'GET', `/api/magasins/${m.shop}/planning`, {});
    expect(planning.statusCode).toBe(200);
    const modes = planning.json().data.map((s: { mode: string }) => s.mode);
    expect(modes).toContain('DRIVE');
    expect(modes).not.toContain('LDD');
    expect((await call(t, 'GET', '/api/magasins/123456/planning', {})).statusCode).toBe(404);
  });

  it('shows festive caterer days only on 23, 24, 30 and 31 December', async () => {
    const planning = (await call(t, 'GET', `/api/magasins/${m.shop}/planning`, {})).json();
    const noel = planning.data.find((s: { mode: string }) => s.mode === 'CC_TRAITEUR_NOEL');
    expect(noel.jours.map((d: { date: string }) => d.date.slice(5))).toEqual([
      '12-23',
      '12-24',
      '12-30',
      '12-31',
    ]);
  });
});

describe('slot hold', () => {
  it('holds a slot for 30 minutes, moves the place on change, and gives it back on release', async () => {
    let c = await driveCheckout();
    const first = await openSlot(t, m, c, c.data.attributes.service_id!, 3);
    const before = (await reserved(first.id)).reserved;
    let res = await chooseSlot(t, m, c, first.id);
    expect(res.statusCode).toBe(200);
    c = res.json();
    expect(c.data.attributes.creneau).toMatchObject({ creneau_id: first.id, duree_reservation_minutes: 30 });
    expect(new Date(c.data.attributes.creneau!.expire_le).getTime() - clock().getTime()).toBe(30 * MINUTE);
    expect(c.data.attributes.etape).toBe('paiement');
    // Marie's drive has a bag deposit: the bag choice, then the payment mode, are still missing.
    expect(c.data.attributes.a_completer.map((x) => x.champ)).toEqual(['avec_sacs', 'modePaiement']);
    expect((await reserved(first.id)).reserved).toBe(before + 1);
    // The same slot again: no second place taken.
    c = (await chooseSlot(t, m, c, first.id)).json();
    expect((await reserved(first.id)).reserved).toBe(before + 1);
    const second = await openSlot(t, m, c, c.data.attributes.service_id!, 5);
    c = (await chooseSlot(t, m, c, second.id)).json();
    expect(c.data.attributes.creneau?.creneau_id).toBe(second.id);
    expect((await reserved(first.id)).reserved).toBe(before);
    expect((await reserved(second.id)).reserved).toBe(1);
    const list = (await call(t, 'GET', checkoutPath(m, c.data.id, '/creneaux'), m.headers)).json();
    expect(list.meta.creneau_choisi).toBe(second.id);
    res = await call(
      t,
      'DELETE',
      checkoutPath(
        m,
        c.data.id,
        `/creneau?dateLastUpdate=${encodeURIComponent(c.data.attributes.dateLastUpdate)}`,
      ),
      m.headers,
    );
    expect(res.json().data.attributes.creneau).toBeNull();
    expect((await reserved(second.id)).reserved).toBe(0);
  });

  it('releases an expired hold when the planning is read (lazy expiry)', async () => {
    let c = await driveCheckout();
    const slot = await openSlot(t, m, c, c.data.attributes.service_id!, 7);
    c = (await chooseSlot(t, m, c, slot.id)).json();
    expect((await reserved(slot.id)).reserved).toBe(1);
    clock.advance(SLOT_HOLD_MINUTES * MINUTE);
    // Access tokens live less than a hold: log in again.
    m = await marie(t);
    await call(t, 'GET', checkoutPath(m, c.data.id, '/creneaux'), m.headers);
    expect((await reserved(slot.id)).reserved).toBe(0);
    const read: CheckoutResponse = (await call(t, 'GET', checkoutPath(m, c.data.id), m.headers)).json();
    expect(read.data.attributes.creneau).toBeNull();
    expect(read.data.attributes.etape).toBe('mode');
    expect(read.data.attributes.a_completer[0]).toEqual({
      champ: 'creneau_id',
      message: checkoutMessages.slotHoldExpired,
    });
  });

  it('refuses a full slot, a closed slot, and a slot of another service', async () => {
    let c = await driveCheckout();
    const slot = await openSlot(t, m, c, c.data.attributes.service_id!, 9);
    await t.database.db.updateTable('slots').set({ reserved: 8 }).where('id', '=', slot.id).execute();
    const full = await chooseSlot(t, m, c, slot.id);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ message: checkoutMessages.slotFull, code: API_ERROR_CODES.slotFull });
    c = (await call(t, 'GET', checkoutPath(m, c.data.id), m.headers)).json();
    await t.database.db
      .updateTable('slots')
      .set({ reserved: 0, cutoff_at: new Date(clock().getTime() - MINUTE).toISOString() })
      .where('id', '=', slot.id)
      .execute();
    const closed = await chooseSlot(t, m, c, slot.id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({
      message: checkoutMessages.slotClosed,
      code: API_ERROR_CODES.slotClosed,
    });
    const other = await t.database.db
      .selectFrom('slots')
      .select('id')
      .where('service_id', '!=', c.data.attributes.service_id!)
      .executeTakeFirstOrThrow();
    const wrong = await chooseSlot(t, m, c, other.id);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.creneau_id).toEqual([checkoutMessages.slotUnknown]);
  });

  it('gives exactly the capacity to 50 concurrent holds of the last places', async () => {
    const c = await driveCheckout();
    const slot = await openSlot(t, m, c, c.data.attributes.service_id!, 11);
    // 3 places left; 50 checkouts of the same client, each its own open key.
    await t.database.db.updateTable('slots').set({ reserved: 5 }).where('id', '=', slot.id).execute();
    const nowIso = clock().toISOString();
    const ids: number[] = [];
    for (let i = 0; i < 50; i++) {
      const row = await t.database.db
        .insertInto('checkouts')
        .values({
          client_id: m.clientId,
          store_id: m.shop,
          cart_id: c.data.attributes.panier.id!,
          type_panier: 'drive',
          open_key: `concurrent-${i}`,
          service_id: c.data.attributes.service_id,
          created_at: nowIso,
          updated_at: nowIso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    const answers = await Promise.all(
      ids.map((id) =>
        call(
          t,
          'POST',
          checkoutPath(m, id, `/creneau?dateLastUpdate=${encodeURIComponent(nowIso)}`),
          m.headers,
          {
            creneau_id: slot.id,
          },
        ),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((s) => s === 200)).toHaveLength(3);
    expect(codes.filter((s) => s === 409)).toHaveLength(47);
    expect(await reserved(slot.id)).toEqual({ reserved: 8, capacity: 8 });
    const holds = await t.database.db
      .selectFrom('slot_holds')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('slot_id', '=', slot.id)
      .where('released_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(holds.n)).toBe(3);
  });
});
