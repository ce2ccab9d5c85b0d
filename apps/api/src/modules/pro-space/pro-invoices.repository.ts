import type { ProInvoiceStatusCode } from '@cabas/contracts';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-accounts.ts';
import type {} from '../../db/schema-orders.ts';
import type {} from '../../db/schema-pro.ts';
import type {} from '../../db/schema-pro-invoice-sequences.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** A withdrawn order as its invoice and its receivable read it: its client, store, amounts and payment. */
export function findOrderToInvoice(db: Db, orderId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('payment_sessions as p', 'p.id', 'o.payment_session_id')
    .select([
      'o.id',
      'o.client_id',
      'o.store_id',
      'o.total_cents',
      'o.final_total_cents',
      'o.pro_billing',
      'p.provider',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}

/** The payment term of the client's agreement at this store, or undefined outside it. */
export async function paymentTermDays(db: Db, clientId: number, storeId: number) {
  const row = await db
    .selectFrom('client_pro_stores')
    .select('payment_term_days')
    .where('client_id', '=', clientId)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return row?.payment_term_days;
}

/**
 * The next number of the year's series: one upsert of the year's counter row, which a concurrent
 * transaction waits on until this one ends (PostgreSQL) or cannot reach meanwhile (SQLite).
 */
export async function takeSequence(db: Db, year: number): Promise<number> {
  const row = await db
    .insertInto('pro_invoice_sequences')
    .values({ year, last_sequence: 1 })
    .onConflict((oc) =>
      oc.column('year').doUpdateSet({ last_sequence: sql`pro_invoice_sequences.last_sequence + 1` }),
    )
    .returning('last_sequence')
    .executeTakeFirstOrThrow();
  return Number(row.last_sequence);
}

export interface NewProInvoice {
  numero: string;
  orderId: number;
  clientId: number;
  storeId: number;
  cents: number;
  issuedAt: string;
  dueOn: string;
  paidAt: string | null;
}

/** Writes an order's invoice once: false when the order has one already. */
export async function insertInvoice(db: Db, i: NewProInvoice): Promise<boolean> {
  const result = await db
    .insertInto('pro_invoices')
    .values({
      numero: i.numero,
      order_id: i.orderId,
      client_id: i.clientId,
      store_id: i.storeId,
      amount_cents: i.cents,
      issued_at: i.issuedAt,
      due_on: i.dueOn,
      paid_at: i.paidAt,
      paid_by: null,
    })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export function hasInvoice(db: Db, orderId: number) {
  return db
    .selectFrom('pro_invoices')
    .select('numero')
    .where('order_id', '=', orderId)
    .executeTakeFirst()
    .then((row) => row !== undefined);
}

/** Whose invoices a list reads: a client's, or a store's. */
export type InvoiceOwner = { clientId: number } | { storeId: number };

export interface InvoiceFilter {
  owner: InvoiceOwner;
  status: ProInvoiceStatusCode | 'toutes';
  /** The Paris day the status is read on (late from the day after the due date). */
  today: string;
}

const invoices = (db: Db) =>
  db
    .selectFrom('pro_invoices as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .innerJoin('payment_sessions as p', 'p.id', 'o.payment_session_id')
    .innerJoin('stores as s', 's.id', 'i.store_id')
    .innerJoin('clients as c', 'c.id', 'i.client_id');

type InvoicesQuery = ReturnType<typeof invoices>;

function filtered<Q extends InvoicesQuery>(query: Q, f: InvoiceFilter): Q {
  let q = (
    'clientId' in f.owner
      ? query.where('i.client_id', '=', f.owner.clientId)
      : query.where('i.store_id', '=', f.owner.storeId)
  ) as Q;
  if (f.status === 'payee') q = q.where('i.paid_at', 'is not', null) as Q;
  if (f.status === 'a_payer') q = q.where('i.paid_at', 'is', null).where('i.due_on', '>=', f.today) as Q;
  if (f.status === 'en_retard') q = q.where('i.paid_at', 'is', null).where('i.due_on', '<', f.today) as Q;
  return q;
}

const INVOICE_COLUMNS = [
  'i.numero',
  'i.order_id',
  'i.client_id',
  'i.store_id',
  'i.amount_cents',
  'i.issued_at',
  'i.due_on',
  'i.paid_at',
  'o.code',
  'o.pro_billing',
  'p.provider',
  's.name as store_name',
  'c.pro_company_name',
] as const;

/** A page of invoices, the latest first. */
export function listInvoices(db: Db, f: InvoiceFilter, page: { limit: number; offset: number }) {
  return filtered(invoices(db), f)
    .select(INVOICE_COLUMNS)
    .orderBy('i.issued_at', 'desc')
    .orderBy('i.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
export type ProInvoiceRecord = Awaited<ReturnType<typeof listInvoices>>[number];

export async function countInvoices(db: Db, f: InvoiceFilter): Promise<number> {
  const row = await filtered(invoices(db), f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** One invoice of this owner (a client's or a store's), by its number. */
export function findInvoice(db: Db, owner: InvoiceOwner, numero: string) {
  return filtered(invoices(db), { owner, status: 'toutes', today: '' })
    .select(INVOICE_COLUMNS)
    .where('i.numero', '=', numero)
    .executeTakeFirst();
}

/** The client's invoices not paid yet: how many, their amount, how many are past their due date. */
export async function unpaidSummary(db: Db, clientId: number, today: string) {
  const row = await db
    .selectFrom('pro_invoices')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), sql<number>`0`).as('cents'),
      eb.fn.sum<number>(sql`case when due_on < ${today} then 1 else 0 end`).as('late'),
    ])
    .where('client_id', '=', clientId)
    .where('paid_at', 'is', null)
    .executeTakeFirst();
  return { count: Number(row?.n ?? 0), cents: Number(row?.cents ?? 0), late: Number(row?.late ?? 0) };
}

/** Records an invoice's payment once: of two recordings, one moves it, the other changes nothing. */
export async function markPaid(db: Db, numero: string, staffId: number, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('pro_invoices')
    .set({ paid_at: nowIso, paid_by: staffId })
    .where('numero', '=', numero)
    .where('paid_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
