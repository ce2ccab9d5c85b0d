import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-order-documents.ts';
import type {} from '../../db/schema-orders.ts';
import type {} from '../../db/schema-usual-products.ts';

/**
 * What one client bought, as lines with their date (read only), and the usual products they hid. Orders count unless cancelled or
 * refused; receipt lines count when the till knew the product. Both queries start from the client's
 * index (`orders_client_placed`, `receipts_client_purchased`) and join their lines by order or receipt.
 */
export interface PurchaseRow {
  /** `o{order id}` or `r{receipt id}`. */
  occasion: string;
  product_id: number;
  at: string;
  quantity: number;
}

const NOT_BOUGHT = ['ANNULEE', 'REFUSEE'];

export async function findPurchases(db: Kysely<DB>, clientId: number): Promise<PurchaseRow[]> {
  const [orders, receipts] = await Promise.all([
    db
      .selectFrom('orders as o')
      .innerJoin('order_lines as l', 'l.order_id', 'o.id')
      .select(['o.id', 'l.product_id', 'o.placed_at as at', 'l.quantity'])
      .where('o.client_id', '=', clientId)
      .where('o.statut_code', 'not in', NOT_BOUGHT)
      .where('l.gift_card_cents', '=', 0)
      .execute(),
    db
      .selectFrom('receipts as t')
      .innerJoin('receipt_lines as r', 'r.receipt_id', 't.id')
      .select(['t.id', 'r.product_id', 't.purchased_at as at', 'r.quantity'])
      .where('t.client_id', '=', clientId)
      .where('r.product_id', 'is not', null)
      .execute(),
  ]);
  return [
    ...orders.map((o) => ({
      occasion: `o${o.id}`,
      product_id: o.product_id,
      at: o.at,
      quantity: o.quantity,
    })),
    ...receipts.map((r) => ({
      occasion: `r${r.id}`,
      product_id: r.product_id as number,
      at: r.at,
      quantity: r.quantity,
    })),
  ];
}

/** The usual products this client removed from their list, with the instant of each removal. */
export function findHidden(db: Kysely<DB>, clientId: number) {
  return db
    .selectFrom('usual_products_hidden')
    .select(['product_id', 'hidden_at'])
    .where('client_id', '=', clientId)
    .execute();
}

/** Hides these products for the client now; hiding one again moves its instant to now. */
export async function hideProducts(
  db: Kysely<DB>,
  clientId: number,
  productIds: readonly number[],
  nowIso: string,
): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .insertInto('usual_products_hidden')
    .values(productIds.map((product_id) => ({ client_id: clientId, product_id, hidden_at: nowIso })))
    .onConflict((oc) => oc.columns(['client_id', 'product_id']).doUpdateSet({ hidden_at: nowIso }))
    .execute();
}
