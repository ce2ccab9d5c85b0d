import { COMPLEMENTARY_PRODUCTS } from '@cabas/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { type CardInput, inStock } from '../presenters/product-card.ts';
import type { CategoryIndex } from '../shared/category-index.ts';
import type { StoreScope } from '../shared/store-scope.ts';
import { COMPLEMENTARY_CATEGORIES } from './complementary-categories.ts';
import { findPopularInCategory, findSameBrand } from './products.repository.ts';

/**
 * The products shown with a sheet (`associations`): 3 complementary products (from the
 * categories that go with the product's one, else its sibling categories), similar products for an
 * unavailable product (same category, closest prices) and alternatives (same brand and category).
 * Each query walks an index and stops early: a few milliseconds even on the 100k catalogue.
 */
const SIMILAR_PRODUCTS = 6;
const SIMILAR_CANDIDATES = 200;
const ALTERNATIVE_PRODUCTS = 4;

export interface AssociationIds {
  complementaire: number[];
  similaire: number[];
  alternatifs: number[];
}

/** One item of each list in turn: [[a, b], [c]] -> [a, c, b]. */
function roundRobin(lists: number[][]): number[] {
  const out: number[] = [];
  for (let i = 0; lists.some((l) => i < l.length); i++)
    for (const list of lists) if (i < list.length) out.push(list[i]!);
  return [...new Set(out)];
}

export async function findAssociations(
  db: Kysely<DB>,
  input: CardInput,
  store: StoreScope,
  categories: CategoryIndex,
  hideProOnly: boolean,
): Promise<AssociationIds> {
  const { row } = input;
  const category = categories.get(row.category_id);
  const parent = category?.path.at(-2);
  const mapped = (COMPLEMENTARY_CATEGORIES[category?.slug ?? ''] ?? [])
    .map((slug) => categories.bySlug(slug)?.id)
    .filter((id): id is number => id !== undefined);
  const siblings = (parent?.leafIds ?? []).filter((id) => id !== row.category_id);
  const base = { storeId: store.id, excludeId: row.id, hideProOnly };
  // Complementary: the most popular of each complementary category, one category after the other.
  const complementary = await Promise.all(
    (mapped.length ? mapped : siblings)
      .slice(0, COMPLEMENTARY_PRODUCTS)
      .map((categoryId) => findPopularInCategory(db, { ...base, categoryId, limit: COMPLEMENTARY_PRODUCTS })),
  );
  const complementaire = roundRobin(complementary.map((rows) => rows.map((r) => r.id))).slice(
    0,
    COMPLEMENTARY_PRODUCTS,
  );
  // Similar, for an unavailable product: the closest prices among the category's popular products.
  const similaire = inStock(row)
    ? []
    : (
        await findPopularInCategory(db, {
          ...base,
          categoryId: row.category_id,
          limit: SIMILAR_CANDIDATES,
        })
      )
        .sort(
          (a, b) =>
            Math.abs(a.price_cents - (row.price_cents ?? 0)) -
              Math.abs(b.price_cents - (row.price_cents ?? 0)) || b.popularity - a.popularity,
        )
        .slice(0, SIMILAR_PRODUCTS)
        .map((r) => r.id);
  const alternatifs = row.marque_slug
    ? (
        await findSameBrand(db, {
          ...base,
          categoryId: row.category_id,
          brandSlug: row.marque_slug,
          limit: ALTERNATIVE_PRODUCTS,
        })
      ).map((r) => r.id)
    : [];
  return { complementaire, similaire, alternatifs };
}
