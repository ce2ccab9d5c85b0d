import {
  type ActiveFilter,
  ALLERGEN_FILTER_VALUES,
  FILTER_LABELS,
  type Filter,
  type FilterCode,
  type FilterValue,
  LABEL_FILTER_VALUES,
  type ListFilters,
  NUTRISCORES,
} from '@cabas/contracts';
import { allergenBit, centsToEuros } from '@cabas/domain';
import type { CategoryIndex, CategoryNode } from '../shared/category-index.ts';
import { LABEL_BITS, type ListRow } from './list-plan.ts';
import { filterValues, type ListLocation, listPath, toggleFilter } from './list-urls.ts';

/**
 * The facets of a list from the aggregate rows of listing.repository: each
 * value's count is the number of results once that value is chosen together with the other active
 * filters. The hidden non-pro filter never appears here.
 */
export interface FacetContext {
  filters: ListFilters;
  categories: CategoryIndex;
  /** The category being browsed (its children are the rayon values), null for search. */
  scope: CategoryNode | null;
  location: ListLocation;
}

type Counted = { valeur: string; libelle: string; count: number; picto?: string | null };

function values(code: FilterCode, counted: readonly Counted[], ctx: FacetContext): FilterValue[] {
  const active = new Set(filterValues(ctx.filters, code));
  return counted.map((c) => ({
    valeur: c.valeur,
    libelle: c.libelle,
    actif: active.has(c.valeur),
    nb_total_produits: c.count,
    picto: c.picto ?? null,
    seo_url: listPath(ctx.location, toggleFilter(ctx.filters, code, c.valeur)),
  }));
}

const facet = (
  code: FilterCode,
  list: FilterValue[],
  render: Filter['render_mode'] = 'checkbox',
): Filter => ({
  code,
  libelle: FILTER_LABELS[code],
  render_mode: render,
  type: code === 'prix' ? 'Slider' : 'List',
  values: list,
});

function rayonFacet(rows: ListRow[], ctx: FacetContext): Filter | null {
  const counts = new Map<number, number>();
  for (const r of rows) {
    const node = ctx.categories.childUnder(ctx.scope, r.n2 ?? 0);
    if (node) counts.set(node.id, (counts.get(node.id) ?? 0) + (r.n ?? 0));
  }
  const nodes = ctx.scope ? ctx.scope.children : ctx.categories.departments;
  const counted = nodes
    .filter((n) => counts.has(n.id) || ctx.filters.rayon.includes(n.id))
    .map((n) => ({ valeur: String(n.id), libelle: n.libelle, count: counts.get(n.id) ?? 0 }));
  return counted.length ? facet('rayon', values('rayon', counted, ctx)) : null;
}

function brandFacet(rows: ListRow[], ctx: FacetContext): Filter | null {
  const brands = new Map<string, Counted>();
  for (const r of rows)
    if (r.value) brands.set(r.value, { valeur: r.value, libelle: r.label ?? r.value, count: r.n ?? 0 });
  for (const slug of ctx.filters.marque)
    if (!brands.has(slug)) brands.set(slug, { valeur: slug, libelle: slug, count: 0 });
  const counted = [...brands.values()].sort(
    (a, b) => b.count - a.count || a.libelle.localeCompare(b.libelle, 'fr'),
  );
  return counted.length ? facet('marque', values('marque', counted, ctx)) : null;
}

function nutriscoreFacet(rows: ListRow[], ctx: FacetContext): Filter | null {
  const counts = new Map(rows.map((r) => [r.value ?? '', r.n ?? 0]));
  const counted = NUTRISCORES.filter((s) => counts.has(s) || ctx.filters.nutriscore.includes(s)).map((s) => ({
    valeur: s,
    libelle: `Nutri-Score ${s.toUpperCase()}`,
    count: counts.get(s) ?? 0,
    picto: `nutriscore-${s}`,
  }));
  return counted.length ? facet('nutriscore', values('nutriscore', counted, ctx), 'nutriscore') : null;
}

function priceFacet(rows: ListRow[], ctx: FacetContext, total: number): Filter | null {
  const row = rows[0];
  if (!row || row.n === null || row.n2 === null) return null;
  const withoutPrice = listPath(ctx.location, { ...ctx.filters, prix: null });
  const bound = (cents: number, libelle: string, actif: boolean): FilterValue => ({
    valeur: String(centsToEuros(cents)),
    libelle,
    actif,
    nb_total_produits: total,
    picto: null,
    seo_url: withoutPrice,
  });
  const chosen = ctx.filters.prix;
  return facet(
    'prix',
    [bound(row.n, 'Prix minimum', chosen !== null), bound(row.n2, 'Prix maximum', chosen !== null)],
    'slider',
  );
}

function labelsFacet(rows: ListRow[], ctx: FacetContext): Filter | null {
  const counted = LABEL_FILTER_VALUES.map((l) => ({
    valeur: l.valeur,
    libelle: l.libelle,
    picto: l.valeur,
    count: rows.reduce((sum, r) => sum + ((r.n2 ?? 0) & LABEL_BITS[l.valeur] ? (r.n ?? 0) : 0), 0),
  })).filter((c) => c.count > 0 || ctx.filters.labels.includes(c.valeur));
  return counted.length ? facet('labels', values('labels', counted, ctx)) : null;
}

function allergensFacet(rows: ListRow[], ctx: FacetContext): Filter | null {
  const counted = ALLERGEN_FILTER_VALUES.map((a) => {
    const bit = allergenBit(a.valeur);
    return {
      valeur: a.valeur,
      libelle: a.libelle,
      count: rows.reduce((sum, r) => sum + (((r.n2 ?? 0) & bit) === 0 ? (r.n ?? 0) : 0), 0),
    };
  }).filter((c) => c.count > 0 || ctx.filters.allergenes.includes(c.valeur));
  return counted.length ? facet('allergenes', values('allergenes', counted, ctx)) : null;
}

export function buildFacets(rows: readonly ListRow[], ctx: FacetContext, total: number): Filter[] {
  const of = (name: ListRow['facet']) => rows.filter((r) => r.facet === name);
  return [
    rayonFacet(of('rayon'), ctx),
    brandFacet(of('marque'), ctx),
    nutriscoreFacet(of('nutriscore'), ctx),
    priceFacet(of('prix'), ctx, total),
    labelsFacet(of('labels'), ctx),
    allergensFacet(of('allergenes'), ctx),
  ].filter((f): f is Filter => f !== null);
}

/** The chosen filter values, each with the list path without it. */
export function activeFilters(facets: readonly Filter[], ctx: FacetContext): ActiveFilter[] {
  const labelOf = (code: FilterCode, value: string): string => {
    const fromFacet = facets.find((f) => f.code === code)?.values.find((v) => v.valeur === value)?.libelle;
    if (fromFacet && code !== 'prix') return fromFacet;
    if (code === 'rayon') return ctx.categories.get(Number(value))?.libelle ?? value;
    if (code === 'prix' && ctx.filters.prix)
      return `De ${centsToEuros(ctx.filters.prix.minCents)} € à ${centsToEuros(ctx.filters.prix.maxCents)} €`.replaceAll(
        '.',
        ',',
      );
    return value;
  };
  const active: ActiveFilter[] = [];
  for (const code of Object.keys(FILTER_LABELS) as FilterCode[])
    for (const value of filterValues(ctx.filters, code))
      active.push({
        code,
        libelle: FILTER_LABELS[code],
        valeur: value,
        valeur_libelle: labelOf(code, value),
        seo_url: listPath(ctx.location, toggleFilter(ctx.filters, code, value)),
      });
  return active;
}
