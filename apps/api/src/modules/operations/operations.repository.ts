import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * The read-only counts behind the database gauges of `/metrics` (decision 131), run at each scrape.
 * Each reads an index range of recent or pending rows only (migration 0062, `outbox_due`), never a
 * whole table.
 */

export interface CountBy {
  key: string;
  count: number;
}

/** Orders placed since `sinceIso`, by their current status. */
export async function recentOrdersByStatus(db: Kysely<DB>, sinceIso: string): Promise<CountBy[]> {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => ['statut_code as key', eb.fn.countAll<number>().as('count')])
    .where('placed_at', '>=', sinceIso)
    .groupBy('statut_code')
    .execute();
  return rows.map((r) => ({ key: r.key.toLowerCase(), count: Number(r.count) }));
}

/** Payment sessions changed since `sinceIso` (opened, paid, refused…), by status. */
export async function recentPaymentSessionsByStatus(db: Kysely<DB>, sinceIso: string): Promise<CountBy[]> {
  const rows = await db
    .selectFrom('payment_sessions')
    .select((eb) => ['status as key', eb.fn.countAll<number>().as('count')])
    .where('updated_at', '>=', sinceIso)
    .groupBy('status')
    .execute();
  return rows.map((r) => ({ key: r.key, count: Number(r.count) }));
}

/** Slot holds still running: not expired, not released, not turned into an order. */
export async function activeSlotHolds(db: Kysely<DB>, nowIso: string): Promise<number> {
  const row = await db
    .selectFrom('slot_holds')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('expires_at', '>', nowIso)
    .where('released_at', 'is', null)
    .where('booked_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export interface OutboxBacklog {
  status: 'en_attente' | 'echec';
  count: number;
  /** When the oldest of them was written; null when there is none. */
  oldestCreatedAt: string | null;
}

/** Messages waiting to be sent, and those given up, with the age of the oldest. */
export async function outboxBacklog(db: Kysely<DB>): Promise<OutboxBacklog[]> {
  const rows = await db
    .selectFrom('outbox')
    .select((eb) => ['status', eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('status', 'in', ['en_attente', 'echec'])
    .groupBy('status')
    .execute();
  return (['en_attente', 'echec'] as const).map((status) => {
    const row = rows.find((r) => r.status === status);
    return { status, count: Number(row?.count ?? 0), oldestCreatedAt: row?.oldest ?? null };
  });
}
