import type { Insertable } from 'kysely';
import { categorySearchTexts, productSearchColumns } from '../../platform/search/search-columns.ts';
import { buildSearchTerms } from '../../platform/search/search-terms.ts';
import type { ProductsTable, SearchTermsTable } from '../schema.ts';
import { buildCategoryRows } from './categories.ts';
import type { SeedProduct } from './product-builder.ts';

/**
 * What the seed adds to products for search (migration 0002): the search columns read by the
 * full-text index, the brand slug and allergen mask of the filters, and a popularity (products the
 * most stores carry come first in category lists).
 */
export function searchableProductRows(products: readonly SeedProduct[]): Insertable<ProductsTable>[] {
  const categoryTexts = categorySearchTexts(
    buildCategoryRows().map((c) => ({ id: c.id, parent_id: c.parent_id ?? null, libelle: c.libelle })),
  );
  // Object.assign into a new object: a spread of these wide rows is ten times slower.
  return products.map(({ row, facts }) =>
    Object.assign(
      {},
      row,
      productSearchColumns(
        {
          designation: row.designation,
          marque: row.marque ?? null,
          allergens: row.allergens ?? '[]',
          is_bio: row.is_bio ?? 0,
          is_local: row.is_local ?? 0,
        },
        categoryTexts.get(row.category_id) ?? '',
      ),
      { popularity: 1000 - facts.tier },
    ),
  );
}

/** Word suggestions from the names of the real and hand-written products (not generated variants). */
export function searchTermRows(products: readonly SeedProduct[]): Insertable<SearchTermsTable>[] {
  return buildSearchTerms(products.filter((p) => p.row.source !== 'generated').map((p) => p.row.designation));
}
