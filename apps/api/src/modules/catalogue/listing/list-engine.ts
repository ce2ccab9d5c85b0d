import { BRAND_FACET_SIZE, type LabelFilter } from '@cabas/contracts';
import type { Dialect } from '../../../platform/database.ts';
import { LABEL_BITS, type ListPlan, type ListRow } from './list-plan.ts';

/**
 * The product list computed in memory (decision 082): the same rows as the SQL statement of
 * listing.repository.ts (total, page, the six facets with every active filter but their own), from
 * the products' list columns and the store's offers held in typed arrays, in one pass over the
 * matching products. The text match itself (ids and relevance) still comes from the database.
 */

/** Product flags: the label bits of LABEL_BITS (bio 8, local 4, nouveau 2), then these. */
const PRO_ONLY = 16;
const UNAVAILABLE = 32;
/** Offer flags. */
export const OFFER_EXISTS = 1;
export const OFFER_PROMO = 2;
export const OFFER_IN_STOCK = 4;

export interface ProductRecord {
  id: number;
  category_id: number;
  marque_slug: string | null;
  marque: string | null;
  nutriscore: string | null;
  is_bio: number;
  is_local: number;
  is_nouveau: number;
  corapro: number;
  unavailable: number;
  allergen_mask: number;
  created_at: string;
  popularity: number;
  quantite_reference: number | null;
}

/** The store-independent list columns of every product, by position (products in id order). */
export interface ProductColumns {
  version: number;
  count: number;
  ids: Int32Array;
  /** Product id to position, -1 when absent. */
  positions: Int32Array;
  category: Int32Array;
  brand: Int32Array;
  brandSlugs: string[];
  brandName: Int32Array;
  brandNames: string[];
  nutriscore: Int8Array;
  /** In ascending order, so that comparing indexes compares the grades. */
  nutriscores: string[];
  flags: Uint8Array;
  allergens: Int32Array;
  /** The rank of created_at (equal dates, equal ranks). */
  created: Int32Array;
  popularity: Float64Array;
  /** quantite_reference, NaN when unknown. */
  quantity: Float64Array;
  byCategory: Map<number, number[]>;
}

/** A store's offers by product position: price and OFFER_* flags (0: no offer). */
export interface StoreOffers {
  columns: ProductColumns;
  price: Int32Array;
  flags: Uint8Array;
}

/** The matching products of a text or EAN search, with their relevance. */
export interface MatchList {
  ids: ArrayLike<number>;
  scores: ArrayLike<number>;
}

function interned(values: (string | null)[], sorted = false) {
  const names = [...new Set(values.filter((v): v is string => v !== null))];
  if (sorted) names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const index = new Map(names.map((n, i) => [n, i]));
  return { names, of: (v: string | null) => (v === null ? -1 : (index.get(v) ?? -1)) };
}

/** `records` in id order. */
export function buildProductColumns(records: readonly ProductRecord[], version: number): ProductColumns {
  const count = records.length;
  const maxId = records.reduce((max, r) => Math.max(max, r.id), 0);
  const positions = new Int32Array(maxId + 1).fill(-1);
  const slugs = interned(records.map((r) => r.marque_slug));
  const names = interned(records.map((r) => r.marque));
  const grades = interned(
    records.map((r) => r.nutriscore),
    true,
  );
  const dates = interned(
    records.map((r) => r.created_at),
    true,
  );
  const columns: ProductColumns = {
    version,
    count,
    ids: new Int32Array(count),
    positions,
    category: new Int32Array(count),
    brand: new Int32Array(count),
    brandSlugs: slugs.names,
    brandName: new Int32Array(count),
    brandNames: names.names,
    nutriscore: new Int8Array(count),
    nutriscores: grades.names,
    flags: new Uint8Array(count),
    allergens: new Int32Array(count),
    created: new Int32Array(count),
    popularity: new Float64Array(count),
    quantity: new Float64Array(count),
    byCategory: new Map(),
  };
  records.forEach((r, i) => {
    columns.ids[i] = r.id;
    positions[r.id] = i;
    columns.category[i] = r.category_id;
    columns.brand[i] = slugs.of(r.marque_slug);
    columns.brandName[i] = names.of(r.marque);
    columns.nutriscore[i] = grades.of(r.nutriscore);
    columns.flags[i] =
      (r.is_bio === 1 ? LABEL_BITS.bio : 0) |
      (r.is_local === 1 ? LABEL_BITS.local : 0) |
      (r.is_nouveau === 1 ? LABEL_BITS.nouveau : 0) |
      (r.corapro !== 0 ? PRO_ONLY : 0) |
      (r.unavailable ? UNAVAILABLE : 0);
    columns.allergens[i] = r.allergen_mask;
    columns.created[i] = dates.of(r.created_at);
    columns.popularity[i] = r.popularity;
    columns.quantity[i] = r.quantite_reference ?? Number.NaN;
    const list = columns.byCategory.get(r.category_id);
    if (list) list.push(i);
    else columns.byCategory.set(r.category_id, [i]);
  });
  return columns;
}

export function buildStoreOffers(
  columns: ProductColumns,
  productIds: ArrayLike<number>,
  prices: ArrayLike<number>,
  flags: ArrayLike<number>,
): StoreOffers {
  const offers: StoreOffers = {
    columns,
    price: new Int32Array(columns.count),
    flags: new Uint8Array(columns.count),
  };
  for (let i = 0; i < productIds.length; i++) {
    const id = productIds[i] as number;
    const pos = id < columns.positions.length ? (columns.positions[id] as number) : -1;
    if (pos < 0) continue;
    offers.price[pos] = prices[i] as number;
    offers.flags[pos] = (flags[i] as number) | OFFER_EXISTS;
  }
  return offers;
}

/** ROUND() of each database: PostgreSQL rounds halves to even, SQLite away from zero. */
function rounder(dialect: Dialect): (x: number) => number {
  if (dialect === 'postgres')
    return (x) => {
      const r = Math.round(x);
      return r - x === 0.5 && r % 2 !== 0 ? r - 1 : r;
    };
  return (x) => (x < 0 ? -Math.floor(-x + 0.5) : Math.floor(x + 0.5));
}

const RAYON = 1;
const MARQUE = 2;
const NUTRISCORE = 4;
const PRIX = 8;
const LABELS = 16;
const ALLERGENES = 32;

/** The rows of `queryProductList` for `plan`; `matches` for word and EAN searches. */
export function computeProductList(
  plan: ListPlan,
  offers: StoreOffers,
  matches: MatchList | null,
  options: { dialect: Dialect; relevanceBucket: number },
): ListRow[] {
  const c = offers.columns;
  const f = plan.filters;
  const byRelevance = plan.match.kind === 'words' || plan.match.kind === 'ean';
  const scope = plan.scopeLeafIds ? new Set(plan.scopeLeafIds) : null;
  const rayon = f.rayonLeafIds ? new Set(f.rayonLeafIds) : null;
  const brandWanted = new Uint8Array(c.brandSlugs.length);
  for (const slug of f.marque) {
    const b = c.brandSlugs.indexOf(slug);
    if (b >= 0) brandWanted[b] = 1;
  }
  const gradeWanted = new Uint8Array(c.nutriscores.length);
  for (const grade of f.nutriscore) {
    const g = c.nutriscores.indexOf(grade);
    if (g >= 0) gradeWanted[g] = 1;
  }
  const labelWanted = f.labels.reduce((bits, l: LabelFilter) => bits | LABEL_BITS[l], 0);
  const minPrice = f.prix ? Math.trunc(f.prix.minCents) : 0;
  const maxPrice = f.prix ? Math.trunc(f.prix.maxCents) : 0;

  const score = byRelevance && matches ? new Float64Array(c.count) : null;
  const level = score ? new Float64Array(c.count) : null;
  const round = rounder(options.dialect);
  const candidates: number[] = [];
  if (plan.match.kind === 'none') {
    // no product
  } else if (matches) {
    for (let k = 0; k < matches.ids.length; k++) {
      const id = matches.ids[k] as number;
      const pos = id < c.positions.length ? (c.positions[id] as number) : -1;
      if (pos < 0) continue;
      if (scope && !scope.has(c.category[pos] as number)) continue;
      candidates.push(pos);
      if (score && level) {
        score[pos] = matches.scores[k] as number;
        level[pos] = round((matches.scores[k] as number) * options.relevanceBucket);
      }
    }
  } else if (scope) {
    for (const leaf of scope) for (const pos of c.byCategory.get(leaf) ?? []) candidates.push(pos);
  } else for (let pos = 0; pos < c.count; pos++) candidates.push(pos);

  let total = 0;
  const page: number[] = [];
  const rayonCounts = new Map<number, number>();
  const brandCounts = new Int32Array(c.brandSlugs.length);
  const brandLabel = new Int32Array(c.brandSlugs.length).fill(-1);
  const gradeCounts = new Int32Array(c.nutriscores.length);
  let priceMin = Number.POSITIVE_INFINITY;
  let priceMax = Number.NEGATIVE_INFINITY;
  let priced = false;
  const labelCounts = new Int32Array(16);
  const allergenCounts = new Map<number, number>();
  let proOnlyCount = 0;
  for (const pos of candidates) {
    const offer = offers.flags[pos] as number;
    if (offer === 0) continue;
    const flags = c.flags[pos] as number;
    if (plan.hideProOnly && flags & PRO_ONLY) continue;
    if (plan.proOnly && !(flags & PRO_ONLY)) continue;
    const category = c.category[pos] as number;
    const brand = c.brand[pos] as number;
    const grade = c.nutriscore[pos] as number;
    const price = offers.price[pos] as number;
    const labels = (flags & 14) | (offer & OFFER_PROMO ? 1 : 0);
    const allergens = c.allergens[pos] as number;
    let fails = 0;
    if (rayon && !rayon.has(category)) fails |= RAYON;
    if (f.marque.length && !(brand >= 0 && brandWanted[brand])) fails |= MARQUE;
    if (f.nutriscore.length && !(grade >= 0 && gradeWanted[grade])) fails |= NUTRISCORE;
    if (f.prix && !(price >= minPrice && price <= maxPrice)) fails |= PRIX;
    if (labelWanted && !(labels & labelWanted)) fails |= LABELS;
    if (f.allergenMask && allergens & f.allergenMask) fails |= ALLERGENES;
    if (fails === 0) {
      total++;
      page.push(pos);
      if (flags & PRO_ONLY) proOnlyCount++;
    }
    if ((fails & ~RAYON) === 0) rayonCounts.set(category, (rayonCounts.get(category) ?? 0) + 1);
    if ((fails & ~MARQUE) === 0 && brand >= 0) {
      brandCounts[brand] = (brandCounts[brand] as number) + 1;
      const name = c.brandName[pos] as number;
      const current = brandLabel[brand] as number;
      if (
        name >= 0 &&
        name !== current &&
        (current < 0 || (c.brandNames[name] as string) < (c.brandNames[current] as string))
      )
        brandLabel[brand] = name;
    }
    if ((fails & ~NUTRISCORE) === 0 && grade >= 0) gradeCounts[grade] = (gradeCounts[grade] as number) + 1;
    if ((fails & ~PRIX) === 0) {
      priced = true;
      if (price < priceMin) priceMin = price;
      if (price > priceMax) priceMax = price;
    }
    if ((fails & ~LABELS) === 0) labelCounts[labels] = (labelCounts[labels] as number) + 1;
    if ((fails & ~ALLERGENES) === 0) allergenCounts.set(allergens, (allergenCounts.get(allergens) ?? 0) + 1);
  }

  const ordered = firstInOrder(
    page,
    plan.offset + plan.limit,
    comparator(plan, offers, score, level, options),
  );
  const rows: ListRow[] = [{ facet: 'total', value: null, label: null, n: total, n2: null }];
  ordered.slice(plan.offset, plan.offset + plan.limit).forEach((pos, i) => {
    rows.push({ facet: 'page', value: null, label: null, n: i + 1, n2: c.ids[pos] as number });
  });
  for (const [category, n] of rayonCounts)
    rows.push({ facet: 'rayon', value: null, label: null, n, n2: category });
  const brands: number[] = [];
  brandCounts.forEach((n, b) => {
    if (n > 0) brands.push(b);
  });
  const brandRow = (b: number): ListRow => ({
    facet: 'marque',
    value: c.brandSlugs[b] as string,
    label: (brandLabel[b] as number) >= 0 ? (c.brandNames[brandLabel[b] as number] as string) : null,
    n: brandCounts[b] as number,
    n2: null,
  });
  brands.sort((a, b) => {
    const d = (brandCounts[b] as number) - (brandCounts[a] as number);
    if (d) return d;
    const sa = c.brandSlugs[a] as string;
    const sb = c.brandSlugs[b] as string;
    return sa < sb ? -1 : sa > sb ? 1 : 0;
  });
  for (const b of brands.slice(0, BRAND_FACET_SIZE)) rows.push(brandRow(b));
  gradeCounts.forEach((n, g) => {
    if (n > 0)
      rows.push({ facet: 'nutriscore', value: c.nutriscores[g] as string, label: null, n, n2: null });
  });
  rows.push({
    facet: 'prix',
    value: null,
    label: null,
    n: priced ? priceMin : null,
    n2: priced ? priceMax : null,
  });
  labelCounts.forEach((n, bits) => {
    if (n > 0) rows.push({ facet: 'labels', value: null, label: null, n, n2: bits });
  });
  for (const [mask, n] of allergenCounts)
    rows.push({ facet: 'allergenes', value: null, label: null, n, n2: mask });
  if (!plan.hideProOnly) rows.push({ facet: 'pro', value: null, label: null, n: proOnlyCount, n2: null });
  if (f.marque.length)
    brandWanted.forEach((wanted, b) => {
      if (wanted && (brandCounts[b] as number) > 0) rows.push(brandRow(b));
    });
  return rows;
}

/**
 * The first `n` items in order: for a first page of a long list, one comparison with the last kept
 * item rejects most of them, instead of sorting thousands.
 */
function firstInOrder(items: number[], n: number, compare: (a: number, b: number) => number): number[] {
  if (n * 8 >= items.length) return items.sort(compare).slice(0, n);
  const kept: number[] = [];
  for (const item of items) {
    if (kept.length === n && compare(item, kept[n - 1] as number) >= 0) continue;
    let lo = 0;
    let hi = kept.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(item, kept[mid] as number) < 0) hi = mid;
      else lo = mid + 1;
    }
    kept.splice(lo, 0, item);
    if (kept.length > n) kept.pop();
  }
  return kept;
}

/** The ORDER BY of listing.repository.ts orderSql, over positions (id order is position order). */
function comparator(
  plan: ListPlan,
  offers: StoreOffers,
  score: Float64Array | null,
  level: Float64Array | null,
  options: { dialect: Dialect },
): (a: number, b: number) => number {
  const c = offers.columns;
  const price = offers.price;
  const inStock = (pos: number) =>
    (offers.flags[pos] as number) & OFFER_IN_STOCK && !((c.flags[pos] as number) & UNAVAILABLE) ? 1 : 0;
  const byPopularity = (a: number, b: number) =>
    (c.popularity[b] as number) - (c.popularity[a] as number) || a - b;
  switch (plan.sort) {
    case 'prix-croissant':
      return (a, b) => (price[a] as number) - (price[b] as number) || a - b;
    case 'prix-decroissant':
      return (a, b) => (price[b] as number) - (price[a] as number) || a - b;
    case 'prix-kg-croissant': {
      // NULL sorts last in ascending order on PostgreSQL, first on SQLite.
      const nullLast = options.dialect === 'postgres' ? 1 : -1;
      const perKg = (pos: number) => {
        const q = c.quantity[pos] as number;
        return Number.isNaN(q) || q === 0 ? null : (price[pos] as number) / q;
      };
      return (a, b) => {
        const ga = (c.quantity[a] as number) > 0 ? 0 : 1;
        const gb = (c.quantity[b] as number) > 0 ? 0 : 1;
        if (ga !== gb) return ga - gb;
        const ka = perKg(a);
        const kb = perKg(b);
        if (ka === null || kb === null) {
          if (ka !== kb) return ka === null ? nullLast : -nullLast;
        } else if (ka !== kb) return ka - kb;
        return (price[a] as number) - (price[b] as number) || a - b;
      };
    }
    case 'nutriscore':
      return (a, b) => {
        const ga = c.nutriscore[a] as number;
        const gb = c.nutriscore[b] as number;
        if (ga !== gb) return ga < 0 ? 1 : gb < 0 ? -1 : ga - gb;
        return inStock(b) - inStock(a) || byPopularity(a, b);
      };
    case 'nouveautes':
      return (a, b) =>
        ((c.flags[b] as number) & LABEL_BITS.nouveau) - ((c.flags[a] as number) & LABEL_BITS.nouveau) ||
        (c.created[b] as number) - (c.created[a] as number) ||
        a - b;
    default: {
      // Relevance levels (the score times the bucket, rounded), then stock, score and popularity.
      if (!score || !level) return (a, b) => inStock(b) - inStock(a) || byPopularity(a, b);
      return (a, b) =>
        (level[b] as number) - (level[a] as number) ||
        inStock(b) - inStock(a) ||
        (score[b] as number) - (score[a] as number) ||
        byPopularity(a, b);
    }
  }
}
