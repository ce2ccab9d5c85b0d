import { type Kysely, sql, type Transaction } from 'kysely';
import { isPostgres } from '../../db/migrations/dialect.ts';
import type { DB, Flag } from '../../db/schema.ts';
import type {} from '../../db/schema-accounts.ts';
import type {} from '../../db/schema-cart.ts';
import { executePrepared } from '../../platform/prepared-statements.ts';
import { CART_RULE_COLUMNS, productsWithStoreOffer } from '../catalogue/products/cards.repository.ts';

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

/** The cart's unique key: one cart per shopper, store and cart kind. */
const CART_KEY_COLUMNS = ['owner_key', 'store_id', 'type_panier'] as const;

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

function cartValues(
  key: CartKey,
  owner: { clientId: number | null; visitorUuid: string | null },
  nowIso: string,
) {
  return {
    owner_key: key.ownerKey,
    client_id: owner.clientId,
    visitor_uuid: owner.visitorUuid,
    store_id: key.storeId,
    type_panier: key.kind,
    promo_code: null,
    created_at: nowIso,
    updated_at: nowIso,
    last_used_at: nowIso,
  };
}

/**
 * The cart's id, creating the row on first use. INSERT … ON CONFLICT on the unique key: concurrent
 * first adds all get the same cart.
 */
export function ensureCart(
  db: Db,
  key: CartKey,
  owner: { clientId: number | null; visitorUuid: string | null },
  nowIso: string,
): Promise<CartRecord> {
  return db
    .insertInto('carts')
    .values(cartValues(key, owner, nowIso))
    .onConflict((oc) =>
      oc.columns(CART_KEY_COLUMNS).doUpdateSet({ updated_at: nowIso, last_used_at: nowIso }),
    )
    .returning(CART_COLUMNS)
    .executeTakeFirstOrThrow();
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

const LINE_COLUMNS = [
  'id',
  'product_id',
  'quantity',
  'substitution_accord',
  'designation',
  'price_cents',
  'added_at',
  'updated_at',
  'gift_card_cents',
] as const;

export function findLines(db: Db, cartId: number) {
  return db
    .selectFrom('cart_lines')
    .select(LINE_COLUMNS)
    .where('cart_id', '=', cartId)
    .orderBy('added_at')
    .orderBy('id')
    .execute();
}
export type LineRecord = Awaited<ReturnType<typeof findLines>>[number];

/** The offer's columns beside a line's (null when the store does not sell the product). */
const OFFER_COLUMNS = [
  'o.product_id as offer_product_id',
  'o.price_cents as offer_price_cents',
  'o.strike_price_cents as offer_strike_price_cents',
  'o.stock as offer_stock',
  'o.reserved as offer_reserved',
  'o.types_panier as offer_types_panier',
  'o.unavailable_services as offer_unavailable_services',
] as const;

export type LineWithOfferRow = LineRecord & {
  offer_product_id: number | null;
  offer_price_cents: number | null;
  offer_strike_price_cents: number | null;
  offer_stock: number | null;
  offer_reserved: number | null;
  offer_types_panier: string | null;
  offer_unavailable_services: string | null;
};

/**
 * A cart's lines with the store's offer of each product (null columns when it is not sold there):
 * what every cart answer reads, in one query.
 */
export function findLinesWithOffers(db: Db, cartId: number, storeId: number): Promise<LineWithOfferRow[]> {
  return db
    .selectFrom('cart_lines as l')
    .leftJoin('offers as o', (join) =>
      join.onRef('o.product_id', '=', 'l.product_id').on('o.store_id', '=', storeId),
    )
    .select(LINE_COLUMNS.map((c) => `l.${c}` as const))
    .select(OFFER_COLUMNS)
    .where('l.cart_id', '=', cartId)
    .orderBy('l.added_at')
    .orderBy('l.id')
    .execute();
}

/** The lines and the offers of `findLinesWithOffers`'s rows, apart. */
export function splitLinesAndOffers(rows: readonly LineWithOfferRow[]) {
  const lines: LineRecord[] = [];
  const offers: OfferRecord[] = [];
  for (const row of rows) {
    lines.push({
      id: row.id,
      product_id: row.product_id,
      quantity: row.quantity,
      substitution_accord: row.substitution_accord,
      designation: row.designation,
      price_cents: row.price_cents,
      added_at: row.added_at,
      updated_at: row.updated_at,
      gift_card_cents: row.gift_card_cents,
    });
    if (row.offer_product_id !== null)
      offers.push({
        product_id: row.offer_product_id,
        price_cents: row.offer_price_cents!,
        strike_price_cents: row.offer_strike_price_cents,
        stock: row.offer_stock!,
        reserved: row.offer_reserved!,
        types_panier: row.offer_types_panier,
        unavailable_services: row.offer_unavailable_services!,
      });
  }
  return { lines, offers };
}

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

/** The row of a line write, in the cart `cartId` (an id, or the id a query gives). */
function lineValues<C>(cartId: C, line: LineWrite, nowIso: string) {
  return {
    cart_id: cartId,
    product_id: line.productId,
    gift_card_cents: line.giftCardCents,
    quantity: line.quantity,
    substitution_accord: line.substitution ?? 0,
    designation: line.designation,
    price_cents: line.priceCents,
    added_at: nowIso,
    updated_at: nowIso,
  };
}

/** The line's unique key: one line per cart, product and gift card amount. */
const LINE_KEY_COLUMNS = ['cart_id', 'product_id', 'gift_card_cents'] as const;

/** On the line's unique key: the new quantity, name and price; the shopper's substitution choice when given. */
function lineConflictSet(line: LineWrite) {
  return {
    quantity: sql<number>`excluded.quantity`,
    designation: sql<string>`excluded.designation`,
    price_cents: sql<number>`excluded.price_cents`,
    updated_at: sql<string>`excluded.updated_at`,
    ...(line.substitution === null ? {} : { substitution_accord: sql<Flag>`excluded.substitution_accord` }),
  };
}

/** Sets a line's absolute quantity: one line per cart, product and gift card amount (INSERT … ON CONFLICT). */
export function upsertLine(db: Db, cartId: number, line: LineWrite, nowIso: string) {
  return db
    .insertInto('cart_lines')
    .values(lineValues(cartId, line, nowIso))
    .onConflict((oc) => oc.columns(LINE_KEY_COLUMNS).doUpdateSet(lineConflictSet(line)))
    .execute();
}

/** The cart row and its lines with their offers, as a write of a line leaves them. */
export interface WrittenCart {
  cart: CartRecord;
  rows: LineWithOfferRow[];
}

/**
 * Sets a line in the shopper's cart, creating the cart on first use, and answers the cart row and its
 * lines with their offers: all an add to cart needs besides the product. On PostgreSQL this is one
 * statement, so one round trip and one implicit transaction (was BEGIN, two INSERTs, COMMIT and two
 * reads): the cart's INSERT … ON CONFLICT, then the line's, chained by WITH, then the lines. A statement
 * does not see its own writes in its tables, so the lines are the written line (RETURNING) plus the
 * cart's other lines. SQLite cannot write in a WITH: there, the statements share one transaction in
 * the process, where a statement costs no round trip.
 */
export async function writeLine(
  db: Kysely<DB>,
  key: CartKey,
  owner: { clientId: number | null; visitorUuid: string | null },
  line: LineWrite,
  nowIso: string,
): Promise<WrittenCart> {
  if (!isPostgres(db))
    return db.transaction().execute(async (trx) => {
      const cart = await ensureCart(trx, key, owner, nowIso);
      await upsertLine(trx, cart.id, line, nowIso);
      return { cart, rows: await findLinesWithOffers(trx, cart.id, key.storeId) };
    });
  const rows = await executePrepared(
    db,
    db
      .with('cart', (qb) =>
        qb
          .insertInto('carts')
          .values(cartValues(key, owner, nowIso))
          .onConflict((oc) =>
            oc.columns(CART_KEY_COLUMNS).doUpdateSet({ updated_at: nowIso, last_used_at: nowIso }),
          )
          .returning(CART_COLUMNS),
      )
      .with('line', (qb) =>
        qb
          .insertInto('cart_lines')
          .values(lineValues(qb.selectFrom('cart').select('cart.id'), line, nowIso))
          .onConflict((oc) => oc.columns(LINE_KEY_COLUMNS).doUpdateSet(lineConflictSet(line)))
          .returning(LINE_COLUMNS),
      )
      .with('lines', (qb) =>
        qb
          .selectFrom('line')
          .select(LINE_COLUMNS)
          .unionAll(
            qb
              .selectFrom('cart_lines as l')
              .innerJoin('cart', 'cart.id', 'l.cart_id')
              .select(LINE_COLUMNS.map((c) => `l.${c}` as const))
              .where((eb) =>
                eb.not(
                  eb.and([
                    eb('l.product_id', '=', line.productId),
                    eb('l.gift_card_cents', '=', line.giftCardCents),
                  ]),
                ),
              ),
          ),
      )
      .selectFrom('lines as l')
      .innerJoin('cart as c', (join) => join.onTrue())
      .leftJoin('offers as o', (join) =>
        join.onRef('o.product_id', '=', 'l.product_id').on('o.store_id', '=', key.storeId),
      )
      .select(LINE_COLUMNS.map((c) => `l.${c}` as const))
      .select(OFFER_COLUMNS)
      .select([
        'c.id as cart_id',
        'c.owner_key as cart_owner_key',
        'c.client_id as cart_client_id',
        'c.store_id as cart_store_id',
        'c.type_panier as cart_type_panier',
        'c.promo_code as cart_promo_code',
        'c.updated_at as cart_updated_at',
        'c.last_used_at as cart_last_used_at',
      ])
      .orderBy('l.added_at')
      .orderBy('l.id'),
  );
  const first = rows[0];
  if (!first) throw new Error('the written line is missing from its cart');
  const cart: CartRecord = {
    id: first.cart_id,
    owner_key: first.cart_owner_key,
    client_id: first.cart_client_id,
    store_id: first.cart_store_id,
    type_panier: first.cart_type_panier,
    promo_code: first.cart_promo_code,
    updated_at: first.cart_updated_at,
    last_used_at: first.cart_last_used_at,
  };
  return { cart, rows };
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

/**
 * What the rules need of products in a store: the offer (null columns when not sold there). One
 * product, the add to cart's case, is a prepared statement; a list's text depends on its length.
 */
export function findProductsForCart(db: Db, storeId: number, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  const query = productsWithStoreOffer(db, storeId, ids).select([
    'p.id',
    'p.designation',
    ...CART_RULE_COLUMNS,
    'o.price_cents',
    'o.stock',
    'o.reserved',
    'o.types_panier as offer_types_panier',
  ]);
  return ids.length === 1 ? executePrepared(db, query) : query.execute();
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
