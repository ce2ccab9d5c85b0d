import { emptyListFilters, type Filter, QUICK_FILTERS_MAX } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import type { CategoryIndex } from '../shared/category-index.ts';
import type { FacetContext } from './facets.ts';
import type { ListRow } from './list-plan.ts';
import { buildQuickFilters } from './quick-filters.ts';

const ctx = (proOnly = false): FacetContext => ({
  filters: { ...emptyListFilters(), proOnly },
  categories: {} as CategoryIndex,
  scope: null,
  location: { basePath: '/recherche', keywords: 'farine', sort: 'pertinence' },
});
const proRow = (n: number): ListRow => ({ facet: 'pro', value: null, label: null, n, n2: null });
const labels: Filter = {
  code: 'labels',
  libelle: 'Labels et offres',
  render_mode: 'checkbox',
  type: 'List',
  values: ['Bio', 'Produit local', 'Nouveauté', 'En promotion', 'Autre'].map((libelle, i) => ({
    valeur: `v${i}`,
    libelle,
    actif: i === 1,
    nb_total_produits: 10 + i,
    picto: null,
    seo_url: `/recherche/labels-v${i}?keywords=farine`,
  })),
};

describe('a pro’s quick filters', () => {
  it('start with « Produits pro » toggled through the URL, then the labels, at most 5', () => {
    const quick = buildQuickFilters([proRow(7)], [labels], ctx());
    expect(quick).toHaveLength(QUICK_FILTERS_MAX);
    expect(quick[0]).toEqual({
      valeur: 'produits-pro',
      libelle: 'Produits pro',
      actif: false,
      nb_total_produits: 7,
      seo_url: '/recherche/produits-pro?keywords=farine',
    });
    expect(quick.slice(1).map((q) => q.libelle)).toEqual([
      'Bio',
      'Produit local',
      'Nouveauté',
      'En promotion',
    ]);
    expect(quick[2]).toMatchObject({ valeur: 'labels-v1', actif: true, seo_url: labels.values[1]?.seo_url });
  });

  it('leave « Produits pro » out of a list without pro-only products, unless it is on', () => {
    expect(buildQuickFilters([proRow(0)], [], ctx())).toEqual([]);
    expect(buildQuickFilters([], [], ctx())).toEqual([]);
    const on = buildQuickFilters([proRow(0)], [], ctx(true));
    expect(on).toEqual([
      {
        valeur: 'produits-pro',
        libelle: 'Produits pro',
        actif: true,
        nb_total_produits: 0,
        seo_url: '/recherche?keywords=farine',
      },
    ]);
  });
});
