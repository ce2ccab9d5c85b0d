import { SLOT_KEEPING_ORDER_STATUSES, type SlotMismatch, type SlotSpec } from '@cabas/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { SlotHoldRow, SlotRow } from '../../db/schema-checkout.ts';
import type {} from '../../db/schema-orders.ts';

type Db = Kysely<DB>;

export interface PlanningService {
  id: number;
  store_id: number;
  mode: string;
  label: string;
  tarif_mini_cents: number | null;
}

export function findStoreServices(db: Db, storeId: number): Promise<PlanningService[]> {
  return db
    .selectFrom('store_mode_services as s')
    .innerJoin('store_order_modes as m', 'm.id', 's.order_mode_id')
    .select(['s.id', 's.store_id', 'm.type as mode', 's.label', 'm.tarif_mini_cents'])
    .where('s.store_id', '=', storeId)
    .orderBy('m.position')
    .orderBy('s.id')
    .execute();
}

export interface NewSlotRow {
  service_id: number;
  store_id: number;
  day: string;
  starts_at: string;
  ends_at: string;
  cutoff_at: string;
  capacity: number;
  price_cents: number;
}

/** The row of a slot the planning gives a service. */
export function newSlotRow(service: { id: number; store_id: number }, slot: SlotSpec): NewSlotRow {
  return {
    service_id: service.id,
    store_id: service.store_id,
    day: slot.day,
    starts_at: slot.startsAt,
    ends_at: slot.endsAt,
    cutoff_at: slot.cutoffAt,
    capacity: slot.capacity,
    price_cents: slot.priceCents,
  };
}

/** Inserts the slots a service lacks (same service and start: kept as is). */
export async function insertMissingSlots(db: Db, rows: NewSlotRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('slots')
      .values(rows.slice(i, i + 500))
      .onConflict((oc) => oc.columns(['service_id', 'starts_at']).doNothing())
      .execute();
  }
}

export async function lastSlotDays(db: Db, storeId: number): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('slots')
    .select(['service_id', (eb) => eb.fn.max('day').as('last_day')])
    .where('store_id', '=', storeId)
    .groupBy('service_id')
    .execute();
  return new Map(rows.map((r) => [r.service_id, String(r.last_day)]));
}

export function findSlots(db: Db, serviceIds: number[], fromIso: string, toIso: string): Promise<SlotRow[]> {
  if (!serviceIds.length) return Promise.resolve([]);
  return db
    .selectFrom('slots')
    .selectAll()
    .where('service_id', 'in', serviceIds)
    .where('starts_at', '>=', fromIso)
    .where('starts_at', '<', toIso)
    .orderBy('service_id')
    .orderBy('starts_at')
    .execute();
}

export function findSlot(db: Db, slotId: number): Promise<SlotRow | undefined> {
  return db.selectFrom('slots').selectAll().where('id', '=', slotId).executeTakeFirst();
}

/** First open slot with a place left, per service of a store (slots of a service never overlap). */
export async function nextOpenSlots(
  db: Db,
  storeId: number,
  nowIso: string,
): Promise<Map<number, { debut: string; fin: string }>> {
  const rows = await db
    .selectFrom('slots')
    .select([
      'service_id',
      (eb) => eb.fn.min('starts_at').as('debut'),
      (eb) => eb.fn.min('ends_at').as('fin'),
    ])
    .where('store_id', '=', storeId)
    .where('cutoff_at', '>', nowIso)
    .whereRef('reserved', '<', 'capacity')
    .groupBy('service_id')
    .execute();
  return new Map(rows.map((r) => [r.service_id, { debut: String(r.debut), fin: String(r.fin) }]));
}

/**
 * The first slot still bookable (cut-off ahead, a place left) of each service of a store, with what
 * tells it bookable: the store page's « Prochain créneau » of each mode.
 */
export function firstBookableSlots(db: Db, storeId: number, nowIso: string) {
  return db
    .selectFrom('slots as s')
    .select(['s.service_id', 's.starts_at', 's.cutoff_at', 's.capacity', 's.reserved'])
    .where('s.store_id', '=', storeId)
    .where('s.cutoff_at', '>', nowIso)
    .whereRef('s.reserved', '<', 's.capacity')
    .where((eb) =>
      eb(
        's.starts_at',
        '=',
        eb
          .selectFrom('slots as f')
          .select((f) => f.fn.min('f.starts_at').as('first'))
          .whereRef('f.service_id', '=', 's.service_id')
          .where('f.cutoff_at', '>', nowIso)
          .whereRef('f.reserved', '<', 'f.capacity'),
      ),
    )
    .execute();
}

/** The one conditional update that takes a place: no place, or past the cut-off → 0 rows. */
export async function takePlace(db: Db, slotId: number, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('slots')
    .set((eb) => ({ reserved: eb('reserved', '+', 1) }))
    .where('id', '=', slotId)
    .whereRef('reserved', '<', 'capacity')
    .where('cutoff_at', '>', nowIso)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function givePlacesBack(db: Db, slotIds: number[]): Promise<void> {
  const counts = new Map<number, number>();
  for (const id of slotIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const [id, n] of counts) {
    await db
      .updateTable('slots')
      .set((eb) => ({
        reserved: sql<number>`CASE WHEN ${eb.ref('reserved')} >= ${n} THEN ${eb.ref('reserved')} - ${n} ELSE 0 END`,
      }))
      .where('id', '=', id)
      .execute();
  }
}

/**
 * Releases the expired holds of some slots (lazy expiry, on read). Each hold is released once:
 * `released_at IS NULL` in the update, so two readers never give the same place back twice.
 */
export async function releaseExpiredHolds(
  db: Db,
  slotScope: { serviceId?: number; slotId?: number },
  nowIso: string,
): Promise<number> {
  let query = db
    .updateTable('slot_holds')
    .set({ released_at: nowIso })
    .where('released_at', 'is', null)
    .where('booked_at', 'is', null)
    .where('expires_at', '<=', nowIso);
  if (slotScope.slotId !== undefined) query = query.where('slot_id', '=', slotScope.slotId);
  if (slotScope.serviceId !== undefined) {
    const serviceId = slotScope.serviceId;
    query = query.where('slot_id', 'in', (eb) =>
      eb.selectFrom('slots').select('id').where('service_id', '=', serviceId),
    );
  }
  const released = await query.returning('slot_id').execute();
  await givePlacesBack(
    db,
    released.map((r) => r.slot_id),
  );
  return released.length;
}

/** Releases one hold (slot change, cancel); false when it was already released or booked. */
export async function releaseHold(db: Db, holdId: number, nowIso: string): Promise<boolean> {
  const released = await db
    .updateTable('slot_holds')
    .set({ released_at: nowIso })
    .where('id', '=', holdId)
    .where('released_at', 'is', null)
    .where('booked_at', 'is', null)
    .returning('slot_id')
    .execute();
  await givePlacesBack(
    db,
    released.map((r) => r.slot_id),
  );
  return released.length === 1;
}

/**
 * The slot hold becomes a booking, once. A hold still counted in its slot (neither released nor
 * booked) is booked as is. A hold released by its expiry (still the checkout's current hold: every
 * other end of a hold clears it) takes a place again with the slot's conditional update, if one is
 * left. A hold booked already, or ended otherwise, is never booked (again).
 */
export async function bookHold(
  db: Db,
  hold: { holdId: number; slotId: number; checkoutId: number },
  nowIso: string,
): Promise<boolean> {
  const kept = await db
    .updateTable('slot_holds')
    .set({ booked_at: nowIso })
    .where('id', '=', hold.holdId)
    .where('released_at', 'is', null)
    .where('booked_at', 'is', null)
    .executeTakeFirst();
  if (Number(kept.numUpdatedRows) === 1) return true;
  const expired = await db
    .updateTable('slot_holds')
    .set({ booked_at: nowIso, released_at: null })
    .where('id', '=', hold.holdId)
    .where('released_at', 'is not', null)
    .where('booked_at', 'is', null)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('checkouts')
        .select('hold_id')
        .where('id', '=', hold.checkoutId)
        .where('hold_id', 'is not', null),
    )
    .executeTakeFirst();
  if (Number(expired.numUpdatedRows) !== 1) return false;
  // The caller's transaction is undone when no place is left: the hold stays released.
  const retaken = await db
    .updateTable('slots')
    .set({ reserved: sql`reserved + 1` })
    .where('id', '=', hold.slotId)
    .where(sql<boolean>`reserved < capacity`)
    .executeTakeFirst();
  return Number(retaken.numUpdatedRows) === 1;
}

/**
 * Gives a booked place back (a pending payment finally refused). The caller makes this run once; the
 * place goes back even when the hold row went with its checkout (cart deleted by a store change): the
 * order, not the hold, kept it.
 */
export async function releaseBooking(db: Db, holdId: number, slotId: number, nowIso: string) {
  await db
    .updateTable('slot_holds')
    .set({ released_at: nowIso })
    .where('id', '=', holdId)
    .where('released_at', 'is', null)
    .execute();
  await givePlacesBack(db, [slotId]);
}

/** Keeps a live hold at least until `until`. */
export async function extendHold(db: Db, holdId: number, until: string) {
  await db
    .updateTable('slot_holds')
    .set({ expires_at: until })
    .where('id', '=', holdId)
    .where('released_at', 'is', null)
    .where('booked_at', 'is', null)
    .where('expires_at', '<', until)
    .execute();
}

/**
 * Ends every hold of some checkouts (or of the checkouts of some carts) that still counts in its slot:
 * released once (`released_at IS NULL`), its place given back, and the checkouts' `hold_id` cleared so
 * a late payment cannot take the place again. Call it in the transaction that ends the checkout or
 * deletes the cart: ON DELETE CASCADE removes hold rows without giving their places back.
 */
export async function releaseLiveHolds(
  db: Db,
  scope: { checkoutIds?: readonly number[]; cartIds?: readonly number[] },
  nowIso: string,
): Promise<number> {
  const checkoutIds = scope.checkoutIds ?? [];
  const cartIds = scope.cartIds ?? [];
  if (!checkoutIds.length && !cartIds.length) return 0;
  // Checkouts first, then holds: the order in which an order's transaction locks them.
  await db
    .updateTable('checkouts')
    .set({ hold_id: null })
    .where('status', '=', 'ouvert')
    .where('hold_id', 'is not', null)
    .where((eb) =>
      eb.or([
        ...(checkoutIds.length ? [eb('id', 'in', checkoutIds)] : []),
        ...(cartIds.length ? [eb('cart_id', 'in', cartIds)] : []),
      ]),
    )
    .execute();
  const released = await db
    .updateTable('slot_holds')
    .set({ released_at: nowIso })
    .where('released_at', 'is', null)
    .where('booked_at', 'is', null)
    .where((eb) =>
      eb.or([
        ...(checkoutIds.length ? [eb('checkout_id', 'in', checkoutIds)] : []),
        ...(cartIds.length
          ? [eb('checkout_id', 'in', eb.selectFrom('checkouts').select('id').where('cart_id', 'in', cartIds))]
          : []),
      ]),
    )
    .returning('slot_id')
    .execute();
  await givePlacesBack(
    db,
    released.map((r) => r.slot_id),
  );
  return released.length;
}

/**
 * The slots whose `reserved` counter differs from their places in use: holds neither released nor
 * booked (an expired hold keeps its place until it is released) plus the orders that keep their place
 * (a booked hold is counted through its order, which outlives the checkout). One aggregate query: it
 * runs in /readyz.
 */
export async function slotMismatches(db: Db): Promise<SlotMismatch[]> {
  const statuses = sql.join(SLOT_KEEPING_ORDER_STATUSES.map((status) => sql`${status}`));
  const { rows } = await sql<{ slot_id: number; reserved: number; expected: number | string }>`
    SELECT s.id AS slot_id, s.reserved AS reserved, COALESCE(u.n, 0) AS expected
    FROM slots s
    LEFT JOIN (
      SELECT slot_id, COUNT(*) AS n FROM (
        SELECT slot_id FROM slot_holds WHERE released_at IS NULL AND booked_at IS NULL
        UNION ALL
        SELECT slot_id FROM orders WHERE slot_id IS NOT NULL AND statut_code IN (${statuses})
      ) used
      GROUP BY slot_id
    ) u ON u.slot_id = s.id
    WHERE s.reserved <> COALESCE(u.n, 0)
    ORDER BY s.id`.execute(db);
  return rows.map((r) => ({
    slot_id: Number(r.slot_id),
    reserved: Number(r.reserved),
    expected: Number(r.expected),
  }));
}

export async function insertHold(
  db: Db,
  hold: { slot_id: number; checkout_id: number; created_at: string; expires_at: string },
): Promise<number> {
  const row = await db.insertInto('slot_holds').values(hold).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function findHold(
  db: Db,
  holdId: number,
): Promise<(SlotHoldRow & { slot: SlotRow }) | undefined> {
  const row = await db
    .selectFrom('slot_holds as h')
    .innerJoin('slots as s', 's.id', 'h.slot_id')
    .select([
      'h.id',
      'h.slot_id',
      'h.checkout_id',
      'h.created_at',
      'h.expires_at',
      'h.released_at',
      'h.booked_at',
      's.service_id',
      's.store_id',
      's.day',
      's.starts_at',
      's.ends_at',
      's.cutoff_at',
      's.capacity',
      's.reserved',
      's.price_cents',
    ])
    .where('h.id', '=', holdId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    slot_id: row.slot_id,
    checkout_id: row.checkout_id,
    created_at: row.created_at,
    expires_at: row.expires_at,
    released_at: row.released_at,
    booked_at: row.booked_at,
    slot: {
      id: row.slot_id,
      service_id: row.service_id,
      store_id: row.store_id,
      day: row.day,
      starts_at: row.starts_at,
      ends_at: row.ends_at,
      cutoff_at: row.cutoff_at,
      capacity: row.capacity,
      reserved: row.reserved,
      price_cents: row.price_cents,
    },
  };
}
