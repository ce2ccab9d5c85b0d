import { normaliseAllergens } from './allergens.ts';
import { shopCategoryFor } from './category-map.ts';
import { LEAVES, leaf } from './category-tree.ts';
import { basePriceCents } from './pricing.ts';
import {
  CHANNEL,
  daysBefore,
  json,
  type ProductRow,
  productFacts,
  quantityColumns,
  type SeedClock,
  type SeedProduct,
} from './product-builder.ts';
import { resolveProductQuantity } from './quantity.ts';
import { randomFor } from './random.ts';
import { readSourceProducts, type SourceProduct } from './source-data.ts';
import { cleanDesignation, cleanIngredients, productSlug } from './text.ts';

/** Products withdrawn from sale (type "indisponible"): a few, never among the first ones. */
const UNAVAILABLE_FROM_POSITION = 2000;
const UNAVAILABLE_RATE = 0.002;

const BIO = /\bbio\b|biologique|\bab\b agriculture/i;

/**
 * The real products in seed order: categories are interleaved (one product of each leaf in turn), so
 * that the first few hundred — a `limit` seed — already cover every department. Ids follow that order.
 */
export function orderedSourceProducts(): { source: SourceProduct; leafSlug: string }[] {
  const byLeaf = new Map<string, SourceProduct[]>();
  for (const source of readSourceProducts()) {
    const slug = shopCategoryFor(source.category, source.name, source.brands);
    const list = byLeaf.get(slug) ?? [];
    list.push(source);
    byLeaf.set(slug, list);
  }
  const queues = [...LEAVES.keys()]
    .filter((slug) => byLeaf.has(slug))
    .map((slug) => ({ slug, items: byLeaf.get(slug)! }));
  const ordered: { source: SourceProduct; leafSlug: string }[] = [];
  for (let round = 0; ordered.length < readSourceProducts().length; round++) {
    for (const queue of queues) {
      const item = queue.items[round];
      if (item) ordered.push({ source: item, leafSlug: queue.slug });
    }
  }
  return ordered;
}

function nutritionJson(source: SourceProduct): string | null {
  const n = source.nutrition100g;
  if (!n) return null;
  const energyKcal = typeof n.energyKj === 'number' ? Math.round(n.energyKj / 4.184) : null;
  return json({ ...n, energyKcal });
}

/** All 10,729 real products (Open Food Facts) as rows with ids 1…N, plus what their offers need. */
export function buildRealProducts(clock: SeedClock): SeedProduct[] {
  return orderedSourceProducts().map(({ source, leafSlug }, index) => {
    const id = index + 1;
    const category = leaf(leafSlug);
    const random = randomFor('off', source.ean);
    const designation = cleanDesignation(source.name);
    const marque = source.brands[0]?.trim() || null;
    const quantity = resolveProductQuantity(source.quantity, source.name);
    const bio = BIO.test(`${source.name} ${source.brands.join(' ')}`);
    const price = basePriceCents(category.price, quantity, random, { bio });
    const nouveau = random.chance(0.03);
    const local = random.chance(0.03);
    const unavailable = id > UNAVAILABLE_FROM_POSITION && random.chance(UNAVAILABLE_RATE);
    const row: ProductRow = {
      id,
      ean: source.ean,
      slug: productSlug(designation, marque),
      designation,
      description: null,
      marque,
      category_id: category.id,
      nutriscore:
        source.nutriscore && /^[a-e]$/i.test(source.nutriscore) ? source.nutriscore.toLowerCase() : null,
      ingredients: cleanIngredients(source.ingredients),
      allergens: json(normaliseAllergens(source.allergens, source.ingredients)),
      additives: json(source.additives),
      palm_oil: source.palmOil ? 1 : 0,
      nutrition: nutritionJson(source),
      ...quantityColumns(quantity),
      type: unavailable ? 'indisponible' : 'TC',
      config_prix_min_cents: null,
      config_prix_max_cents: null,
      qte_pas: 1,
      qte_min_panier: 1,
      qte_max_panier: 99,
      is_weighed: 0,
      types_panier: '["drive"]',
      corapro: 0,
      is_bio: bio ? 1 : 0,
      is_local: local ? 1 : 0,
      is_nouveau: nouveau ? 1 : 0,
      is_alcool: 0,
      origine: category.origins ? random.pick(category.origins) : null,
      garantie_legale: null,
      source: 'off',
      created_at: daysBefore(clock, nouveau ? random.int(1, 25) : random.int(60, 1500)),
    };
    return { row, facts: productFacts(source.ean, CHANNEL.standard, price, category) };
  });
}
