import type { Insertable } from 'kysely';
import type { PushZonesTable } from '../schema.ts';
import { CATEGORY_TREE, LEAVES_BY_ID } from './category-tree.ts';
import type { SeedProduct } from './product-builder.ts';

/**
 * Editorial push zones (grid positions 3, 4 and 13): per department an
 * organic selection, the new products and the best-known products, and two zones for search
 * results. The texts are ours; the products are the department's most widely carried ones.
 */
const ZONE_SIZE = 8;
const MIN_PRODUCTS = 2;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

interface ZoneSpec {
  code: string;
  position: number;
  titre: string;
  html: (department: string) => string;
  keep: (product: SeedProduct) => boolean;
}

const DEPARTMENT_ZONES: ZoneSpec[] = [
  {
    code: 'SELECTION_BIO',
    position: 3,
    titre: 'Notre sélection bio',
    html: (d) => `<p>Des produits issus de l’agriculture biologique, choisis pour vous au rayon ${d}.</p>`,
    keep: (p) => p.row.is_bio === 1,
  },
  {
    code: 'NOUVEAUTES',
    position: 4,
    titre: 'Les nouveautés du rayon',
    html: (d) => `<p>Découvrez les derniers produits arrivés au rayon ${d}.</p>`,
    keep: (p) => p.row.is_nouveau === 1,
  },
  {
    code: 'INCONTOURNABLES',
    position: 13,
    titre: 'Les incontournables',
    html: (d) => `<p>Les produits les plus choisis du rayon ${d}, toujours au bon prix.</p>`,
    keep: () => true,
  },
];

const SEARCH_ZONES: ZoneSpec[] = [
  {
    code: 'PRODUITS_LOCAUX',
    position: 3,
    titre: 'Produits locaux',
    html: () => '<p>Des produits de nos régions, élaborés près de chez vous.</p>',
    keep: (p) => p.row.is_local === 1,
  },
  {
    code: 'INCONTOURNABLES',
    position: 13,
    titre: 'Les incontournables du moment',
    html: () => '<p>Les produits préférés de nos clients cette semaine.</p>',
    keep: () => true,
  },
];

const displayable = (p: SeedProduct) =>
  p.row.type === 'TC' && !p.row.corapro && p.row.source !== 'generated' && !p.facts.fixedPrice;

function zone(spec: ZoneSpec, categoryId: number | null, department: string, candidates: SeedProduct[]) {
  const ids = candidates
    .filter(spec.keep)
    .slice(0, ZONE_SIZE)
    .map((p) => p.row.id);
  if (ids.length < MIN_PRODUCTS) return null;
  return {
    category_id: categoryId,
    code: spec.code,
    position: spec.position,
    titre: spec.titre,
    html_content: spec.html(escapeHtml(department.toLocaleLowerCase('fr-FR'))),
    product_ids: JSON.stringify(ids),
  } satisfies Insertable<PushZonesTable>;
}

export function buildPushZones(products: readonly SeedProduct[]): Insertable<PushZonesTable>[] {
  const ranked = products
    .filter(displayable)
    .sort((a, b) => a.facts.tier - b.facts.tier || a.row.id - b.row.id);
  const byDepartment = new Map<number, SeedProduct[]>();
  for (const product of ranked) {
    const department = LEAVES_BY_ID.get(product.row.category_id)?.department.id;
    if (department === undefined) continue;
    byDepartment.set(department, [...(byDepartment.get(department) ?? []), product]);
  }
  const rows: Insertable<PushZonesTable>[] = [];
  for (const department of CATEGORY_TREE) {
    const candidates = byDepartment.get(department.id) ?? [];
    for (const spec of DEPARTMENT_ZONES) {
      const row = zone(spec, department.id, department.libelle, candidates);
      if (row) rows.push(row);
    }
  }
  for (const spec of SEARCH_ZONES) {
    const row = zone(spec, null, '', ranked);
    if (row) rows.push(row);
  }
  return rows;
}
