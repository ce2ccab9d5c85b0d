import type { CagnotteMovement } from '@cabas/domain';
import { type Kysely, type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-accounts.ts';
import type {} from '../../db/schema-checkout.ts';
import type {} from '../../db/schema-ledger.ts';
import type {} from '../../db/schema-loyalty-challenges.ts';
import type {} from '../../db/schema-loyalty-ledger.ts';
import type {} from '../../db/schema-orders.ts';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Every movement of a card's cagnotte in the ledger's order, a refund with the payment session of
 * the order it refunds (what it gives back is what that payment took, decision 127).
 */
export async function cagnotteMovements(db: Db, numero: string): Promise<CagnotteMovement[]> {
  const rows = await db
    .selectFrom('stored_value_movements as m')
    .leftJoin('orders as o', 'o.id', 'm.order_id')
    .select([
      'm.id',
      'm.amount_cents',
      'm.cause',
      'm.created_at',
      'm.idempotency_key',
      'm.payment_session_id',
      'o.payment_session_id as order_session_id',
    ])
    .where('m.account', '=', 'cagnotte')
    .where('m.numero', '=', numero)
    .orderBy('m.id')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    cents: Number(r.amount_cents),
    cause: r.cause,
    at: r.created_at,
    payment: r.payment_session_id ?? r.order_session_id ?? null,
    key: r.idempotency_key,
  }));
}

export interface HistoryFilter {
  numero: string;
  /** ISO bounds: `from` included, `before` excluded. */
  from?: string;
  before?: string;
  sens?: 'credit' | 'debit';
  account?: 'cagnotte' | 'points';
  /** The ledger causes asked for; `exclude`: every cause but these. */
  causes?: { only: readonly string[] } | { exclude: readonly string[] };
}

const M = 'stored_value_movements' as const;

function filtered<O>(
  query: SelectQueryBuilder<DB, typeof M, O>,
  f: HistoryFilter,
): SelectQueryBuilder<DB, typeof M, O> {
  let q = query.where(`${M}.numero`, '=', f.numero).where(`${M}.account`, 'in', ['cagnotte', 'points']);
  if (f.from) q = q.where(`${M}.created_at`, '>=', f.from);
  if (f.before) q = q.where(`${M}.created_at`, '<', f.before);
  if (f.sens) q = q.where(`${M}.amount_cents`, f.sens === 'credit' ? '>' : '<', 0);
  if (f.account) q = q.where(`${M}.account`, '=', f.account);
  if (f.causes && 'only' in f.causes) q = q.where(`${M}.cause`, 'in', [...f.causes.only]);
  if (f.causes && 'exclude' in f.causes) q = q.where(`${M}.cause`, 'not in', [...f.causes.exclude]);
  return q;
}

/** One page of a card's movements, newest first, with the order each names (its code). */
export function historyPage(db: Db, f: HistoryFilter, page: { limit: number; offset: number }) {
  return filtered(db.selectFrom(M), f)
    .leftJoin('payment_sessions as ps', 'ps.id', `${M}.payment_session_id`)
    .leftJoin('orders as o', (join) =>
      join.on(sql<boolean>`o.id = COALESCE(${sql.ref(`${M}.order_id`)}, ps.order_id)`),
    )
    .select([
      `${M}.id`,
      `${M}.account`,
      `${M}.amount_cents`,
      `${M}.cause`,
      `${M}.created_at`,
      `${M}.idempotency_key`,
      'o.code as order_code',
    ])
    .orderBy(`${M}.created_at`, 'desc')
    .orderBy(`${M}.id`, 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
export type HistoryRow = Awaited<ReturnType<typeof historyPage>>[number];

export async function historyCount(db: Db, f: HistoryFilter): Promise<number> {
  const row = await filtered(db.selectFrom(M), f)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function challengeTitles(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('loyalty_challenges')
    .select(['id', 'titre'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [Number(r.id), r.titre]));
}

/** The names of these stores (the till receipts of a history's page, decision 128). */
export async function storeNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('stores')
    .select(['id', 'name'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

/** The cards with a cagnotte credit written between these instants (the expiry job's candidates). */
export async function cardsCreditedBetween(db: Db, fromIso: string, beforeIso: string): Promise<string[]> {
  const rows = await db
    .selectFrom('stored_value_movements')
    .select('numero')
    .distinct()
    .where('account', '=', 'cagnotte')
    .where('created_at', '>=', fromIso)
    .where('created_at', '<', beforeIso)
    .where('amount_cents', '>', 0)
    .orderBy('numero')
    .execute();
  return rows.map((r) => r.numero);
}

/**
 * Locks a card where it is (the register's row, then the account's: decision 093's order) before
 * its movements are read, so that no payment or refund moves it between the read and the write.
 */
export async function lockCard(db: Db, numero: string, nowIso: string): Promise<void> {
  await db
    .updateTable('loyalty_card_register')
    .set({ updated_at: nowIso })
    .where('numero', '=', numero)
    .execute();
  await db.updateTable('loyalty_cards').set({ updated_at: nowIso }).where('numero', '=', numero).execute();
}

/** Who holds the card now, to remind her (none: a partner card back in its register). */
export function holderOf(db: Db, numero: string) {
  return db
    .selectFrom('loyalty_cards as c')
    .innerJoin('clients as cl', 'cl.id', 'c.client_id')
    .select(['c.id as card_id', 'c.client_id', 'c.type_carte', 'cl.email', 'cl.prenom'])
    .where('c.numero', '=', numero)
    .executeTakeFirst();
}

/** Records a reminder once per card and day: false when it was already written. */
export async function insertReminder(
  db: Db,
  r: { numero: string; expiresOn: string; clientId: number; cents: number; nowIso: string },
): Promise<boolean> {
  const result = await db
    .insertInto('loyalty_expiry_reminders')
    .values({
      numero: r.numero,
      expires_on: r.expiresOn,
      client_id: r.clientId,
      cents: r.cents,
      created_at: r.nowIso,
    })
    .onConflict((oc) => oc.columns(['numero', 'expires_on']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
