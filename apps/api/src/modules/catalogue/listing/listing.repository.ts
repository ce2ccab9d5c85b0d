import { BRAND_FACET_SIZE, type FilterCode, type ListSort } from '@cabas/contracts';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { SearchIndex } from '../../../platform/search/search-index.ts';
import type { ListPlan, ListRow, PlanFilters } from './list-plan.ts';

/**
 * One statement computes a whole product list: the matching products of the store are gathered once
 * (a MATERIALIZED common table expression: text match, store offer, visibility, category scope), then
 * UNION ALL branches count each facet with every active filter but its own (standard faceting), count
 * the results and pick the page. Works unchanged on SQLite and PostgreSQL.
 */

const LABEL_COLUMNS = { bio: 'is_bio', local: 'is_local', nouveau: 'is_nouveau', promo: 'promo' } as const;

const ints = (values: readonly number[]) => sql.join(values.map((v) => sql.lit(Math.trunc(v))));

function filterSql(f: PlanFilters, except: FilterCode | null): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [];
  if (except !== 'rayon' && f.rayonLeafIds)
    parts.push(f.rayonLeafIds.length ? sql`category_id IN (${ints(f.rayonLeafIds)})` : sql`1 = 0`);
  if (except !== 'marque' && f.marque.length) parts.push(sql`marque_slug IN (${sql.join(f.marque)})`);
  if (except !== 'nutriscore' && f.nutriscore.length)
    parts.push(sql`nutriscore IN (${sql.join(f.nutriscore)})`);
  if (except !== 'prix' && f.prix)
    parts.push(sql`price_cents BETWEEN ${sql.lit(f.prix.minCents)} AND ${sql.lit(f.prix.maxCents)}`);
  if (except !== 'labels' && f.labels.length)
    parts.push(
      sql`(${sql.join(
        f.labels.map((l) => sql.raw(`${LABEL_COLUMNS[l]} = 1`)),
        sql` OR `,
      )})`,
    );
  if (except !== 'allergenes' && f.allergenMask)
    parts.push(sql`(allergen_mask & ${sql.lit(f.allergenMask)}) = 0`);
  return parts.length ? sql.join(parts, sql` AND `) : sql`1 = 1`;
}

function orderSql(sort: ListSort, byRelevance: boolean, bucket: number): RawBuilder<unknown> {
  switch (sort) {
    case 'prix-croissant':
      return sql`price_cents ASC, id ASC`;
    case 'prix-decroissant':
      return sql`price_cents DESC, id ASC`;
    case 'prix-kg-croissant':
      return sql`CASE WHEN quantite_reference > 0 THEN 0 ELSE 1 END, price_cents / NULLIF(quantite_reference, 0) ASC, price_cents ASC, id ASC`;
    case 'nutriscore':
      return sql`CASE WHEN nutriscore IS NULL THEN 1 ELSE 0 END, nutriscore ASC, in_stock DESC, popularity DESC, id ASC`;
    case 'nouveautes':
      return sql`is_nouveau DESC, created_at DESC, id ASC`;
    default:
      // Relevance first (in buckets, so that close scores count as equal), then what is in stock.
      return byRelevance
        ? sql`ROUND(score * ${sql.lit(bucket)}) DESC, in_stock DESC, score DESC, popularity DESC, id ASC`
        : sql`in_stock DESC, popularity DESC, id ASC`;
  }
}

/**
 * PostgreSQL: the store's offer of each matching product, looked up by primary key. PostgreSQL
 * overestimates how many products a text search matches (the weights of the tsquery are checked
 * after the GIN index) and would otherwise read all the store's 100,000 offers into a hash join;
 * `LIMIT 1` (one offer per store and product, the primary key) keeps the planner from flattening
 * the lookup back into that join.
 */
const offerPerProduct = (storeId: number) =>
  sql`CROSS JOIN LATERAL (SELECT price_cents, strike_price_cents, stock, reserved FROM offers
      WHERE offers.store_id = ${sql.lit(storeId)} AND offers.product_id = p.id LIMIT 1) o`;

function matchedProducts(plan: ListPlan, index: SearchIndex): RawBuilder<unknown> {
  const visibility = [
    plan.hideProOnly ? sql`p.corapro = 0` : plan.proOnly ? sql`p.corapro = 1` : sql`1 = 1`,
    plan.scopeLeafIds ? sql`p.category_id IN (${ints(plan.scopeLeafIds)})` : sql`1 = 1`,
  ];
  const columns = sql`p.id, p.category_id, p.marque_slug, p.marque, p.nutriscore, p.is_bio, p.is_local,
      p.is_nouveau, p.allergen_mask, p.created_at, p.popularity, p.quantite_reference, p.corapro, o.price_cents,
      CASE WHEN o.strike_price_cents IS NOT NULL THEN 1 ELSE 0 END AS promo,
      CASE WHEN o.stock > o.reserved AND p.type <> 'indisponible' THEN 1 ELSE 0 END AS in_stock`;
  const offer = sql`JOIN offers o ON o.store_id = ${sql.lit(plan.storeId)} AND o.product_id = p.id`;
  const where = sql.join(visibility, sql` AND `);
  switch (plan.match.kind) {
    case 'words': {
      const match = index.match(plan.match.tokens);
      // Only the relevance order reads the score: other sorts skip ranking every match.
      const score = plan.sort === 'pertinence' ? match.score : sql`0.0`;
      return sql`SELECT ${columns}, ${score} AS score
        FROM ${match.from} ${index.dialect === 'postgres' ? offerPerProduct(plan.storeId) : offer}
        WHERE ${match.where} AND ${where}`;
    }
    case 'ean': {
      const upper = plan.match.upper === null ? sql`1 = 1` : sql`p.ean < ${plan.match.upper}`;
      return sql`SELECT ${columns}, CASE WHEN p.ean = ${plan.match.prefix} THEN 2.0 ELSE 1.0 END AS score
        FROM products p ${offer}
        WHERE p.ean >= ${plan.match.prefix} AND ${upper} AND ${where}`;
    }
    case 'none':
      return sql`SELECT ${columns}, 0.0 AS score FROM products p ${offer} WHERE 1 = 0`;
    default:
      return sql`SELECT ${columns}, 0.0 AS score FROM products p ${offer} WHERE ${where}`;
  }
}

export async function queryProductList(
  db: Kysely<DB>,
  index: SearchIndex,
  plan: ListPlan,
): Promise<ListRow[]> {
  const f = plan.filters;
  const all = filterSql(f, null);
  const order = orderSql(
    plan.sort,
    plan.match.kind === 'words' || plan.match.kind === 'ean',
    index.relevanceBucket,
  );
  const branches: RawBuilder<unknown>[] = [
    sql`SELECT 'total' AS facet, NULL AS value, NULL AS label, COUNT(*) AS n, NULL AS n2 FROM m WHERE ${all}`,
    // The page's rows only are sorted in full (a top-N sort), then numbered in that order.
    sql`SELECT 'page', NULL, NULL, ROW_NUMBER() OVER (ORDER BY ${order}), pg.id FROM (
          SELECT * FROM m WHERE ${all}
          ORDER BY ${order} LIMIT ${sql.lit(plan.limit)} OFFSET ${sql.lit(plan.offset)}) pg`,
    sql`SELECT 'rayon', NULL, NULL, COUNT(*), category_id FROM m WHERE ${filterSql(f, 'rayon')} GROUP BY category_id`,
    sql`SELECT 'marque', b.marque_slug, b.marque, b.n, NULL FROM (
          SELECT marque_slug, MIN(marque) AS marque, COUNT(*) AS n FROM m
          WHERE marque_slug IS NOT NULL AND ${filterSql(f, 'marque')}
          GROUP BY marque_slug ORDER BY COUNT(*) DESC, marque_slug ASC LIMIT ${sql.lit(BRAND_FACET_SIZE)}) b`,
    sql`SELECT 'nutriscore', nutriscore, NULL, COUNT(*), NULL FROM m
        WHERE nutriscore IS NOT NULL AND ${filterSql(f, 'nutriscore')} GROUP BY nutriscore`,
    sql`SELECT 'prix', NULL, NULL, MIN(price_cents), MAX(price_cents) FROM m WHERE ${filterSql(f, 'prix')}`,
    sql`SELECT 'labels', NULL, NULL, COUNT(*), is_bio * 8 + is_local * 4 + is_nouveau * 2 + promo FROM m
        WHERE ${filterSql(f, 'labels')} GROUP BY is_bio, is_local, is_nouveau, promo`,
    sql`SELECT 'allergenes', NULL, NULL, COUNT(*), allergen_mask FROM m
        WHERE ${filterSql(f, 'allergenes')} GROUP BY allergen_mask`,
  ];
  // The « Produits pro » quick filter's count: only a pro's list can hold pro-only products.
  if (!plan.hideProOnly)
    branches.push(sql`SELECT 'pro', NULL, NULL, COUNT(*), NULL FROM m WHERE corapro <> 0 AND ${all}`);
  if (f.marque.length)
    branches.push(sql`SELECT 'marque', marque_slug, MIN(marque), COUNT(*), NULL FROM m
      WHERE marque_slug IN (${sql.join(f.marque)}) AND ${filterSql(f, 'marque')} GROUP BY marque_slug`);
  const statement = sql<ListRow>`WITH m AS MATERIALIZED (${matchedProducts(plan, index)})
    ${sql.join(branches, sql` UNION ALL `)}`;
  const { rows } = await statement.execute(db);
  return rows.map((r) => ({
    facet: r.facet,
    value: r.value,
    label: r.label,
    n: r.n === null ? null : Number(r.n),
    n2: r.n2 === null ? null : Number(r.n2),
  }));
}
