import type { LabelFilter, ListSort } from '@cabas/contracts';

/** A product list to compute: its scope, text match, filters, sort and page (see listing.repository). */
export interface ListPlan {
  storeId: number;
  /** Leave out pro-only products (always for non-pro users). */
  hideProOnly: boolean;
  /** Only the pro-only products (a pro's « Produits pro » quick filter); never with hideProOnly. */
  proOnly: boolean;
  /** Leaf categories of the category being browsed; null: the whole catalogue. */
  scopeLeafIds: number[] | null;
  match: ListMatch;
  filters: PlanFilters;
  sort: ListSort;
  limit: number;
  offset: number;
}

export type ListMatch =
  | { kind: 'all' }
  | { kind: 'words'; tokens: string[] }
  | { kind: 'ean'; prefix: string; upper: string | null }
  /** A query that can match nothing (only stop words). */
  | { kind: 'none' };

export interface PlanFilters {
  /** Leaf categories of the chosen categories; null when no category filter is active. */
  rayonLeafIds: number[] | null;
  marque: string[];
  nutriscore: string[];
  prix: { minCents: number; maxCents: number } | null;
  labels: LabelFilter[];
  /** Bits of the allergens to exclude (0: none). */
  allergenMask: number;
}

/**
 * One row of the list statement: a facet count, the total, a product of the page, or (for a pro's
 * list only) how many of the results are pro-only (`pro`).
 */
export interface ListRow {
  facet: 'total' | 'page' | 'rayon' | 'marque' | 'nutriscore' | 'prix' | 'labels' | 'allergenes' | 'pro';
  value: string | null;
  label: string | null;
  n: number | null;
  n2: number | null;
}

/** Bits of the labels facet rows (n2): bio 8, local 4, nouveau 2, promo 1. */
export const LABEL_BITS: Record<LabelFilter, number> = { bio: 8, local: 4, nouveau: 2, promo: 1 };
