import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-accounts.ts';
import type {} from '../../db/schema-checkout.ts';
import type { ReceiptLinesTable, ReceiptsTable } from '../../db/schema-order-documents.ts';
import type { TillReceiptsTable } from '../../db/schema-till-receipts.ts';

type Db = Kysely<DB> | Transaction<DB>;

export function storeExists(db: Db, storeId: number) {
  return db.selectFrom('stores').select('id').where('id', '=', storeId).executeTakeFirst();
}

/** The card where it is now: an account's (with its holder), else the issuer's register; none: unknown. */
export async function findCard(db: Db, numero: string) {
  const held = await db
    .selectFrom('loyalty_cards as c')
    .innerJoin('clients as cl', 'cl.id', 'c.client_id')
    .select(['c.numero', 'c.client_id', 'c.type_carte', 'c.sous_type', 'c.expired', 'cl.is_pro'])
    .where('c.numero', '=', numero)
    .executeTakeFirst();
  if (held) return { ...held, active: 1 };
  const issued = await db
    .selectFrom('loyalty_card_register')
    .select(['numero', 'type_carte', 'sous_type', 'expired', 'active'])
    .where('numero', '=', numero)
    .executeTakeFirst();
  return issued ? { ...issued, client_id: null, is_pro: 0 } : undefined;
}
export type CardRow = NonNullable<Awaited<ReturnType<typeof findCard>>>;

/** Claims a store's receipt number: false when a till already posted it (the claim waits for it). */
export async function claimTillReceipt(db: Db, row: Insertable<TillReceiptsTable>): Promise<number | null> {
  const inserted = await db
    .insertInto('till_receipts')
    .values(row)
    .onConflict((oc) => oc.columns(['store_id', 'numero']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

export function findTillReceipt(db: Db, storeId: number, numero: string) {
  return db
    .selectFrom('till_receipts')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('numero', '=', numero)
    .executeTakeFirst();
}

export async function linkCustomerReceipt(db: Db, tillReceiptId: number, receiptId: number) {
  await db
    .updateTable('till_receipts')
    .set({ receipt_id: receiptId })
    .where('id', '=', tillReceiptId)
    .execute();
}

/** The customer's receipt (her tickets page); null when another store's receipt has this number. */
export async function insertCustomerReceipt(db: Db, row: Insertable<ReceiptsTable>): Promise<number | null> {
  const inserted = await db
    .insertInto('receipts')
    .values(row)
    .onConflict((oc) => oc.column('numero').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

export async function insertReceiptLines(db: Db, rows: Insertable<ReceiptLinesTable>[]) {
  if (rows.length) await db.insertInto('receipt_lines').values(rows).execute();
}

/** The catalogue's products of these EANs. */
export async function productsByEan(db: Db, eans: readonly string[]): Promise<Map<string, number>> {
  if (!eans.length) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['id', 'ean'])
    .where('ean', 'in', [...new Set(eans)])
    .execute();
  return new Map(rows.map((r) => [r.ean, r.id]));
}
