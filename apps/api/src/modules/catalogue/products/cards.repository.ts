import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/schema.ts';

type Db = Kysely<DB>;

/**
 * Product columns a card shows. The long texts (ingredients, nutrition, additives) stay out: they
 * spill over several database pages and reading them for 48 cards costs more than the rest.
 */
/** The product columns the cart's rules read: kind, gift card amounts, quantity step and limits. */
export const CART_RULE_COLUMNS = [
  'p.type',
  'p.config_prix_min_cents',
  'p.config_prix_max_cents',
  'p.qte_pas',
  'p.qte_min_panier',
  'p.qte_max_panier',
  'p.is_weighed',
  'p.types_panier',
  'p.corapro',
] as const;

const CARD_COLUMNS = [
  'p.id',
  'p.ean',
  'p.slug',
  'p.designation',
  'p.description',
  'p.marque',
  'p.marque_slug',
  'p.category_id',
  'p.nutriscore',
  'p.allergens',
  'p.palm_oil',
  'p.quantity_label',
  'p.code_unite_mesure',
  'p.valeur_unite_mesure',
  'p.unite_reference',
  'p.quantite_reference',
  ...CART_RULE_COLUMNS,
  'p.is_bio',
  'p.is_local',
  'p.is_nouveau',
  'p.is_alcool',
  'p.origine',
  'p.garantie_legale',
  'p.source',
] as const;

/** Products `p` by id left-joined to the store's offer `o` (null `o` columns when not carried there). */
export function productsWithStoreOffer(db: Kysely<DB>, storeId: number, ids: readonly number[]) {
  return db
    .selectFrom('products as p')
    .leftJoin('offers as o', (join) => join.onRef('o.product_id', '=', 'p.id').on('o.store_id', '=', storeId))
    .where('p.id', 'in', ids);
}

/** Products by id with the store's offer (null columns when the store does not carry them). */
export function findProductsWithOffers(db: Db, storeId: number, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return productsWithStoreOffer(db, storeId, ids)
    .select(CARD_COLUMNS)
    .select(sql<number>`CASE WHEN p.ingredients IS NULL THEN 0 ELSE 1 END`.as('has_ingredients'))
    .select([
      'o.price_cents',
      'o.strike_price_cents',
      'o.stock',
      'o.reserved',
      'o.types_panier as offer_types_panier',
      'o.unavailable_services',
    ])
    .execute();
}
export type ProductOfferRow = Awaited<ReturnType<typeof findProductsWithOffers>>[number];

/** The long texts of products: for a sheet and the consumer information. */
export function findProductTexts(db: Db, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('products')
    .select(['id', 'ingredients', 'nutrition', 'additives'])
    .where('id', 'in', ids)
    .execute();
}
export type ProductTextsRow = Awaited<ReturnType<typeof findProductTexts>>[number];

/** The advantages running at `nowIso` on the store's offers of these products. */
export function findActiveAdvantages(db: Db, storeId: number, ids: readonly number[], nowIso: string) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('offer_advantages')
    .select([
      'product_id',
      'type_avantage',
      'texte_avantage',
      'lot',
      'nb_pdt_lot',
      'valeur',
      'unite',
      'prime_fid',
      'starts_at',
      'ends_at',
      'mix_group_id',
    ])
    .where('store_id', '=', storeId)
    .where('product_id', 'in', ids)
    .where('starts_at', '<=', nowIso)
    .where('ends_at', '>=', nowIso)
    .orderBy('id')
    .execute();
}
export type AdvantageRow = Awaited<ReturnType<typeof findActiveAdvantages>>[number];

/** Number of reviews and average rating per product. */
export function findReviewStats(db: Db, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('reviews')
    .select((eb) => [
      'product_id',
      eb.fn.countAll<number>().as('count'),
      eb.fn.avg<number>('rating').as('average'),
    ])
    .where('product_id', 'in', ids)
    .groupBy('product_id')
    .execute();
}
