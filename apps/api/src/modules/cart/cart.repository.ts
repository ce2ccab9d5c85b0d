import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-accounts.ts';
import type {} from '../../db/schema-cart.ts';
import { productsWithStoreOffer } from '../catalogue/products/cards.repository.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface CartKey {
  ownerKey: string;
  storeId: number;
  kind: string;
}

const CART_COLUMNS = [
  'id',
  'owner_key',
  'client_id',
  'store_id',
  'type_panier',
  'promo_code',
  'updated_at',
  'last_used_at',
] as const;

export function findCart(db: Db, key: CartKey) {
  return db
    .selectFrom('carts')
    .select(CART_COLUMNS)
    .where('owner_key', '=', key.ownerKey)
    .where('store_id', '=', key.storeId)
    .where('type_panier', '=', key.kind)
    .executeTakeFirst();
}
export type CartRecord = NonNullable<Awaited<ReturnType<typeof findCart>>>;

/** Every cart of a shopper (all stores and kinds), or of one store. */
export function findOwnerCarts(db: Db, ownerKey: string, storeId?: number) {
  let query = db.selectFrom('carts').select(CART_COLUMNS).where('owner_key', '=', ownerKey);
  if (storeId !== undefined) query = query.where('store_id', '=', storeId);
  return query.orderBy('id').execute();
}

/**
 * The cart's id, creating the row on first use. INSERT … ON CONFLICT on the unique key: concurrent
 * first adds all get the same cart.
 */
export async function ensureCart(
  db: Db,
  key: CartKey,
  owner: { clientId: number | null; visitorUuid: string | null },
  nowIso: string,
): Promise<CartRecord> {
  const row = await db
    .insertInto('carts')
    .values({
      owner_key: key.ownerKey,
      client_id: owner.clientId,
      visitor_uuid: owner.visitorUuid,
      store_id: key.storeId,
      type_panier: key.kind,
      promo_code: null,
      created_at: nowIso,
      updated_at: nowIso,
      last_used_at: nowIso,
    })
    .onConflict((oc) =>
      oc
        .columns(['owner_key', 'store_id', 'type_panier'])
        .doUpdateSet({ updated_at: nowIso, last_used_at: nowIso }),
    )
    .returning(CART_COLUMNS)
    .executeTakeFirstOrThrow();
  return row;
}

export function touchCart(db: Db, cartId: number, nowIso: string) {
  return db
    .updateTable('carts')
    .set({ updated_at: nowIso, last_used_at: nowIso })
    .where('id', '=', cartId)
    .execute();
}

export function setPromoCode(db: Db, cartId: number, code: string | null, nowIso: string) {
  return db
    .updateTable('carts')
    .set({ promo_code: code, updated_at: nowIso, last_used_at: nowIso })
    .where('id', '=', cartId)
    .execute();
}

export function findLines(db: Db, cartId: number) {
  return db
    .selectFrom('cart_lines')
    .select([
      'id',
      'product_id',
      'quantity',
      'substitution_accord',
      'designation',
      'price_cents',
      'added_at',
      'updated_at',
      'gift_card_cents',
    ])
    .where('cart_id', '=', cartId)
    .orderBy('added_at')
    .orderBy('id')
    .execute();
}
export type LineRecord = Awaited<ReturnType<typeof findLines>>[number];

/** Lines of several carts at once (merge, store change). */
export function findLinesOfCarts(db: Db, cartIds: readonly number[]) {
  if (!cartIds.length) return Promise.resolve([]);
  return db
    .selectFrom('cart_lines')
    .select([
      'id',
      'cart_id',
      'product_id',
      'quantity',
      'substitution_accord',
      'designation',
      'price_cents',
      'gift_card_cents',
    ])
    .where('cart_id', 'in', cartIds)
    .orderBy('cart_id')
    .orderBy('id')
    .execute();
}

export type LineOfCarts = Awaited<ReturnType<typeof findLinesOfCarts>>[number];

export interface LineWrite {
  productId: number;
  /** Gift cards: the amount of one card; 0 for every other product. */
  giftCardCents: number;
  quantity: number;
  substitution: 0 | 1 | null;
  designation: string;
  priceCents: number;
}

/** Sets a line's absolute quantity: one line per cart, product and gift card amount (INSERT … ON CONFLICT). */
export function upsertLine(db: Db, cartId: number, line: LineWrite, nowIso: string) {
  return db
    .insertInto('cart_lines')
    .values({
      cart_id: cartId,
      product_id: line.productId,
      gift_card_cents: line.giftCardCents,
      quantity: line.quantity,
      substitution_accord: line.substitution ?? 0,
      designation: line.designation,
      price_cents: line.priceCents,
      added_at: nowIso,
      updated_at: nowIso,
    })
    .onConflict((oc) =>
      oc.columns(['cart_id', 'product_id', 'gift_card_cents']).doUpdateSet((eb) => ({
        quantity: eb.ref('excluded.quantity'),
        designation: eb.ref('excluded.designation'),
        price_cents: eb.ref('excluded.price_cents'),
        updated_at: eb.ref('excluded.updated_at'),
        ...(line.substitution === null
          ? {}
          : { substitution_accord: eb.ref('excluded.substitution_accord') }),
      })),
    )
    .execute();
}

export function deleteLine(db: Db, cartId: number, productId: number, giftCardCents: number) {
  return db
    .deleteFrom('cart_lines')
    .where('cart_id', '=', cartId)
    .where('product_id', '=', productId)
    .where('gift_card_cents', '=', giftCardCents)
    .execute();
}

export function setSubstitution(db: Db, cartId: number, productId: number, value: 0 | 1, nowIso: string) {
  return db
    .updateTable('cart_lines')
    .set({ substitution_accord: value, updated_at: nowIso })
    .where('cart_id', '=', cartId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
}

export function deleteAllLines(db: Db, cartId: number) {
  return db.deleteFrom('cart_lines').where('cart_id', '=', cartId).execute();
}

/** Deletes cart rows (their checkouts go with them); cart.service's deleteCarts gives slot places back first. */
export function deleteCartRows(db: Db, cartIds: readonly number[]) {
  return db.deleteFrom('carts').where('id', 'in', cartIds).execute();
}

/** Per product, the quantity in each cart kind of a shopper in one store: one query. */
export function findQuantities(db: Db, ownerKey: string, storeId: number) {
  return db
    .selectFrom('cart_lines as l')
    .innerJoin('carts as c', 'c.id', 'l.cart_id')
    .select(['l.product_id', 'c.type_panier', 'l.quantity'])
    .where('c.owner_key', '=', ownerKey)
    .where('c.store_id', '=', storeId)
    .execute();
}

/** What the rules need of products in a store: the offer (null columns when not sold there). */
export function findProductsForCart(db: Db, storeId: number, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return productsWithStoreOffer(db, storeId, ids)
    .select([
      'p.id',
      'p.designation',
      'p.type',
      'p.qte_pas',
      'p.qte_min_panier',
      'p.qte_max_panier',
      'p.is_weighed',
      'p.types_panier',
      'p.corapro',
      'p.config_prix_min_cents',
      'p.config_prix_max_cents',
      'o.price_cents',
      'o.stock',
      'o.reserved',
      'o.types_panier as offer_types_panier',
    ])
    .execute();
}
export type ProductForCart = Awaited<ReturnType<typeof findProductsForCart>>[number];

/** What a removal needs to know of a product: whether it is a gift card. */
export function findProductType(db: Db, id: number) {
  return db
    .selectFrom('products')
    .select(['type', 'config_prix_min_cents', 'config_prix_max_cents'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findSellers(db: Db, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('product_sellers')
    .select(['product_id', 'nom', 'delai_livraison_jours'])
    .where('product_id', 'in', ids)
    .execute();
}

export function findPromoCode(db: Db, code: string) {
  return db.selectFrom('promo_codes').selectAll().where('code', '=', code).executeTakeFirst();
}

/**
 * Whether the client already has an order, for first-order promo codes: any order but a refused or
 * failed one (a cancelled order counts: docs/decisions "promo-first-order").
 */
export async function clientHasOrdered(db: Db, clientId: number): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('client_id', '=', clientId)
    .where('statut_code', 'not in', ['REFUSEE', 'ERREUR'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The store flags and drive bag deposit a cart needs. */
export function findCartStore(db: Db, storeId: number) {
  return db
    .selectFrom('stores as s')
    .leftJoin('store_order_modes as m', (join) =>
      join.onRef('m.store_id', '=', 's.id').on('m.type', '=', 'DRIVE'),
    )
    .select([
      's.id',
      's.is_national',
      's.allow_code_promo',
      's.has_choix_substitution',
      'm.bag_deposit_cents',
    ])
    .where('s.id', '=', storeId)
    .executeTakeFirst();
}

export function findClientIsPro(db: Db, clientId: number) {
  return db.selectFrom('clients').select('is_pro').where('id', '=', clientId).executeTakeFirst();
}

/** The store's offers of some products: small rows, read on every cart answer. */
export function findOffers(db: Db, storeId: number, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('offers')
    .select([
      'product_id',
      'price_cents',
      'strike_price_cents',
      'stock',
      'reserved',
      'types_panier',
      'unavailable_services',
    ])
    .where('store_id', '=', storeId)
    .where('product_id', 'in', ids)
    .execute();
}
export type OfferRecord = Awaited<ReturnType<typeof findOffers>>[number];
