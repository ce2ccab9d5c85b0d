import {
  allergenMask,
  categorySearchText,
  parseAllergens,
  productSearchDocument,
  slugify,
} from '@cabas/domain';

/** The columns a product gets for search, facets and sorts (migration 0002). */
export interface ProductSearchColumns {
  search_designation: string;
  search_brand: string;
  search_labels: string;
  search_category: string;
  marque_slug: string | null;
  allergen_mask: number;
}

export interface SearchColumnSource {
  designation: string;
  marque: string | null;
  allergens: string;
  is_bio: number;
  is_local: number;
}

/** `categoryText`: the search words of the product's category path (categorySearchTexts). */
export function productSearchColumns(
  product: SearchColumnSource,
  categoryText: string,
): ProductSearchColumns {
  const brandSlug = product.marque ? slugify(product.marque) : '';
  return {
    ...productSearchDocument({
      designation: product.designation,
      marque: product.marque,
      categoryText,
      isOrganic: product.is_bio === 1,
      isLocal: product.is_local === 1,
    }),
    marque_slug: brandSlug || null,
    allergen_mask: allergenMask(parseAllergens(product.allergens)),
  };
}

/** The search words of every category's path (its names from the department down), by category id. */
export function categorySearchTexts(
  categories: readonly { id: number; parent_id: number | null; libelle: string }[],
): Map<number, string> {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const texts = new Map<number, string>();
  for (const category of categories) {
    const path: string[] = [];
    for (
      let c: typeof category | undefined = category;
      c;
      c = c.parent_id ? byId.get(c.parent_id) : undefined
    )
      path.unshift(c.libelle);
    texts.set(category.id, categorySearchText(path));
  }
  return texts;
}
