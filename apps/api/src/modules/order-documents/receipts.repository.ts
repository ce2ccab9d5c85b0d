import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-order-documents.ts';
import type {} from '../../db/schema-till-receipts.ts';

type Db = Kysely<DB>;

export interface ReceiptFilter {
  /** ISO instants: from `start` included to `end` excluded. */
  start?: string;
  end?: string;
  storeId?: number;
}

function filtered(db: Db, clientId: number, filter: ReceiptFilter) {
  let query = db.selectFrom('receipts as r').where('r.client_id', '=', clientId);
  if (filter.start) query = query.where('r.purchased_at', '>=', filter.start);
  if (filter.end) query = query.where('r.purchased_at', '<', filter.end);
  if (filter.storeId !== undefined) query = query.where('r.store_id', '=', filter.storeId);
  return query;
}

/** A page of the client's receipts, newest first, with their store and number of articles. */
export function listReceipts(db: Db, clientId: number, filter: ReceiptFilter, limit: number, offset: number) {
  return filtered(db, clientId, filter)
    .innerJoin('stores as s', 's.id', 'r.store_id')
    .select((eb) => [
      'r.id',
      'r.numero',
      'r.store_id',
      's.name as store_name',
      's.ville as store_ville',
      'r.purchased_at',
      'r.total_cents',
      'r.remise_cents',
      'r.cagnotte_gagnee_cents',
      'r.cagnotte_utilisee_cents',
      'r.mode_paiement',
      eb
        .selectFrom('receipt_lines as l')
        .select((e) => e.fn.coalesce(e.fn.sum<number>('l.quantity'), e.lit(0)).as('n'))
        .whereRef('l.receipt_id', '=', 'r.id')
        .as('nb_articles'),
    ])
    .orderBy('r.purchased_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countReceipts(db: Db, clientId: number, filter: ReceiptFilter) {
  const row = await filtered(db, clientId, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The stores where the client has receipts, for the store filter. */
export function receiptStores(db: Db, clientId: number) {
  return db
    .selectFrom('receipts as r')
    .innerJoin('stores as s', 's.id', 'r.store_id')
    .select(['s.id', 's.name'])
    .where('r.client_id', '=', clientId)
    .groupBy(['s.id', 's.name'])
    .orderBy('s.name')
    .execute();
}

/** One receipt of this client: another client's receipt is not found. */
export function findReceipt(db: Db, clientId: number, id: number) {
  return db
    .selectFrom('receipts')
    .selectAll()
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

export function receiptLines(db: Db, receiptId: number) {
  return db
    .selectFrom('receipt_lines')
    .select(['designation', 'quantity', 'unit_price_cents', 'total_cents', 'tva_taux'])
    .where('receipt_id', '=', receiptId)
    .orderBy('id')
    .execute();
}

export async function findTicketPreference(db: Db, clientId: number) {
  const row = await db
    .selectFrom('ticket_preferences')
    .select('preference')
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row?.preference ?? null;
}

export async function saveTicketPreference(db: Db, clientId: number, preference: string, nowIso: string) {
  await db
    .insertInto('ticket_preferences')
    .values({ client_id: clientId, preference, updated_at: nowIso })
    .onConflict((oc) => oc.column('client_id').doUpdateSet({ preference, updated_at: nowIso }))
    .execute();
}
