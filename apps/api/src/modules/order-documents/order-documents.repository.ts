import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-accounts.ts';
import type { InvoicesTable } from '../../db/schema-order-documents.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** What the documents need of a store: its name, address and phone. */
export function findStore(db: Db, storeId: number) {
  return db
    .selectFrom('stores')
    .select(['id', 'name', 'adresse', 'cp', 'ville', 'telephone', 'ticket_dematerialise'])
    .where('id', '=', storeId)
    .executeTakeFirst();
}

/** The buyer: name, pro flag, card-holder flags, profile address and store. */
export function findClient(db: Db, clientId: number) {
  return db
    .selectFrom('clients')
    .select([
      'id',
      'civilite',
      'nom',
      'prenom',
      'is_pro',
      'own_cards_holder',
      'partner_card_holder',
      'num_carte_cabas',
      'num_carte_malin',
      'id_magasin',
      'adresse',
      'complement_adresse',
      'cp',
      'ville',
      'departement',
      'pays',
    ])
    .where('id', '=', clientId)
    .executeTakeFirst();
}

/** The VAT facts of an order's lines: the rate kept on the line, else what the product tells. */
/** The placed total and, once the store closed the order, what was captured (decision 114). */
export function orderTotals(db: Db, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['total_cents', 'final_total_cents'])
    .where('id', '=', orderId)
    .executeTakeFirst();
}

export function orderLineVatFacts(db: Db, orderId: number) {
  return db
    .selectFrom('order_lines as l')
    .leftJoin('products as p', 'p.id', 'l.product_id')
    .select(['l.id', 'l.tva_taux', 'p.category_id', 'p.is_alcool', 'p.type', 'l.gift_card_cents'])
    .where('l.order_id', '=', orderId)
    .execute();
}

export function findInvoice(db: Db, orderId: number, clientId: number) {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/** The client's latest invoice: its address starts the next invoice's form. */
export function latestInvoice(db: Db, clientId: number) {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('issued_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The next number of a year's series, in the caller's transaction: the year's row is created at 0
 * when missing, then moved up by one with a single update whose answer is the number. Concurrent
 * invoices wait on the row (PostgreSQL) or on the write transaction (SQLite): no gap, no repeat.
 */
export async function nextInvoiceNumber(trx: Transaction<DB>, year: number): Promise<number> {
  await trx
    .insertInto('invoice_sequences')
    .values({ year, last_number: 0 })
    .onConflict((oc) => oc.column('year').doNothing())
    .execute();
  const row = await trx
    .updateTable('invoice_sequences')
    .set({ last_number: sql<number>`last_number + 1` })
    .where('year', '=', year)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

export async function insertInvoice(trx: Transaction<DB>, row: Omit<InvoicesTable, 'id'>) {
  await trx.insertInto('invoices').values(row).execute();
}
