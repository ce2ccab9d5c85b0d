import {
  type Filter,
  filterSegment,
  PRO_ONLY_FILTER,
  QUICK_FILTERS_MAX,
  type QuickFilter,
} from '@cabas/contracts';
import type { FacetContext } from './facets.ts';
import type { ListRow } from './list-plan.ts';
import { listPath } from './list-urls.ts';

/**
 * A pro's quick filters above a list (doc 2 §6, at most 5 by §9): « Produits pro » when the list
 * holds pro-only products (or the filter is on), then the label values of the labels facet (same
 * counts and links). `rows` are the list statement's, with its `pro` count.
 */
export function buildQuickFilters(
  rows: readonly ListRow[],
  facets: readonly Filter[],
  ctx: FacetContext,
): QuickFilter[] {
  const quick: QuickFilter[] = [];
  const proOnly = rows.find((r) => r.facet === 'pro')?.n ?? 0;
  if (proOnly > 0 || ctx.filters.proOnly)
    quick.push({
      valeur: PRO_ONLY_FILTER.segment,
      libelle: PRO_ONLY_FILTER.label,
      actif: ctx.filters.proOnly,
      nb_total_produits: proOnly,
      seo_url: listPath(ctx.location, { ...ctx.filters, proOnly: !ctx.filters.proOnly }),
    });
  for (const value of facets.find((f) => f.code === 'labels')?.values ?? [])
    quick.push({
      valeur: filterSegment('labels', value.valeur),
      libelle: value.libelle,
      actif: value.actif,
      nb_total_produits: value.nb_total_produits,
      seo_url: value.seo_url,
    });
  return quick.slice(0, QUICK_FILTERS_MAX);
}
