import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB } from '../schema.ts';
import type {} from '../schema-accounts.ts';
import type { LoyaltyEarningRulesTable } from '../schema-loyalty-earning.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { insertRows } from './batch-insert.ts';
import { offeredProducts } from './preparation.ts';
import type { SeedClock } from './product-builder.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** « 10 % sur la carte »: hundredths of a percent (decision 123). */
export const DEMO_PRODUCT_CAGNOTTE_RATE = 1000;
/** Points per euro on the department of Julien Moreau's first weighed product. */
export const DEMO_DEPARTMENT_POINTS_RATE = 2;
/** Points per euro everywhere else, in every store. */
export const DEMO_STORE_POINTS_RATE = 1;

/**
 * The demo's loyalty earning rules (decision 123): every store gives 1 point per euro; Julien Moreau's
 * store gives « 10 % sur la carte » on its first plain drive products and 2 points per euro on the
 * department of his order to prepare's first weighed product. Handing that order over credits his
 * own-brand card with points; an order of those products also credits its cagnotte.
 */
export async function seedLoyaltyEarningRules(db: Db, clock: SeedClock): Promise<void> {
  const created = clock.today.toISOString();
  const from = new Date(clock.today.getTime() - 7 * 86_400_000).toISOString();
  const until = new Date(clock.today.getTime() + 90 * 86_400_000).toISOString();
  const rows: Insertable<LoyaltyEarningRulesTable>[] = [
    {
      store_id: null,
      scope: 'magasin',
      category_id: null,
      product_id: null,
      kind: 'points',
      rate: DEMO_STORE_POINTS_RATE,
      libelle: '1 point par euro dépensé',
      starts_at: null,
      ends_at: null,
      created_at: created,
    },
  ];
  const client = await db
    .selectFrom('clients')
    .select('id_magasin')
    .where('email', '=', DEMO_ACCOUNTS.loyalty.email)
    .executeTakeFirst();
  const storeId = client?.id_magasin;
  if (storeId) {
    const department = await departmentOf(db, (await offeredProducts(db, storeId, true, 1))[0]?.category_id);
    // Not on his order to prepare's lines nor their categories (where its substitutes come from):
    // handing it over (a journey does) earns points only, and the cagnotte totals other journeys
    // read stay as seeded.
    const demoOrder = await offeredProducts(db, storeId, false, 3);
    const products = await plainDriveProducts(db, storeId, department, 3, {
      products: new Set(demoOrder.map((p) => p.id)),
      categories: new Set(demoOrder.map((p) => p.category_id)),
    });
    for (const productId of products)
      rows.push({
        store_id: storeId,
        scope: 'produit',
        category_id: null,
        product_id: productId,
        kind: 'cagnotte',
        rate: DEMO_PRODUCT_CAGNOTTE_RATE,
        libelle: '10 % sur la carte',
        starts_at: from,
        ends_at: until,
        created_at: created,
      });
    if (department !== null)
      rows.push({
        store_id: storeId,
        scope: 'rayon',
        category_id: department,
        product_id: null,
        kind: 'points',
        rate: DEMO_DEPARTMENT_POINTS_RATE,
        libelle: '2 points par euro sur le rayon',
        starts_at: from,
        ends_at: null,
        created_at: created,
      });
  }
  await insertRows(db, 'loyalty_earning_rules', rows);
}

/** The department (top of the tree) of a category, or null. */
async function departmentOf(db: Db, categoryId: number | undefined): Promise<number | null> {
  let id = categoryId ?? null;
  for (let depth = 0; id !== null && depth < 5; depth++) {
    const row = await db.selectFrom('categories').select('parent_id').where('id', '=', id).executeTakeFirst();
    if (!row || row.parent_id === null) return id;
    id = row.parent_id;
  }
  return id;
}

/** The first plain drive products of the store's range by id (unit, outside `department` and `left`). */
async function plainDriveProducts(
  db: Db,
  storeId: number,
  department: number | null,
  count: number,
  left: { products: ReadonlySet<number>; categories: ReadonlySet<number> },
) {
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('offers as o', 'o.product_id', 'p.id')
    .select(['p.id', 'p.category_id'])
    .where('o.store_id', '=', storeId)
    .where('p.types_panier', '=', '["drive"]')
    .where('p.is_weighed', '=', 0)
    .where('p.type', '=', 'TC')
    .where('o.types_panier', 'is', null)
    .orderBy('p.id')
    .limit(count + 40)
    .execute();
  const ids: number[] = [];
  for (const row of rows) {
    if (ids.length === count) break;
    if (left.products.has(row.id) || left.categories.has(row.category_id)) continue;
    if (department === null || (await departmentOf(db, row.category_id)) !== department) ids.push(row.id);
  }
  return ids;
}
