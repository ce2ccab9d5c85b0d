import type { CartKind } from '@cabas/contracts';
import type { Insertable } from 'kysely';
import type { ProductsTable } from '../schema.ts';
import type { Allergen } from './allergens.ts';
import { type LeafCategory, leaf } from './category-tree.ts';
import { basePriceCents } from './pricing.ts';
import { parseQuantity, type Quantity } from './quantity.ts';
import { randomFor } from './random.ts';
import { productSlug } from './text.ts';

/**
 * Which stores carry a product (see store-catalogue.ts): the general assortment by popularity, fresh
 * counter goods, the three caterer families, pro-only packs, goods also sold by partner sellers, and
 * products every store carries (the gift card).
 */
export const CHANNEL = {
  standard: 1,
  freshCounter: 2,
  catererPermanent: 3,
  catererBoth: 4,
  catererChristmas: 5,
  pro: 6,
  seller: 7,
  everywhere: 8,
} as const;
export type Channel = (typeof CHANNEL)[keyof typeof CHANNEL];

export type ProductRow = Insertable<ProductsTable> & { id: number };

/** What the SQL expansion into per-store offers needs to know about a product. */
export interface ProductFacts {
  channel: Channel;
  /** 0–999: smaller stores carry the products with the lowest tiers. */
  tier: number;
  basePriceCents: number;
  /** The price never varies by store and has no promotion (gift card). */
  fixedPrice: boolean;
  frozen: boolean;
  /** Two random 31-bit integers that seed the per-store variations. */
  r1: number;
  r2: number;
}

export interface SeedProduct {
  row: ProductRow;
  facts: ProductFacts;
}

/** The seed's reference day: content dates (creation, promotions, reviews) count from it. */
export interface SeedClock {
  /** Midnight UTC of the seed day. */
  today: Date;
}

export const daysBefore = (clock: SeedClock, days: number) =>
  new Date(clock.today.getTime() - days * 86_400_000).toISOString();

export const json = (value: unknown) => JSON.stringify(value);

export function productFacts(
  key: string,
  channel: Channel,
  basePrice: number,
  leafCategory: LeafCategory,
): ProductFacts {
  const random = randomFor('facts', key);
  return {
    channel,
    tier: random.int(0, 999),
    basePriceCents: basePrice,
    fixedPrice: false,
    frozen: leafCategory.frozen,
    r1: random.int(1, 2_147_483_646),
    r2: random.int(1, 2_147_483_646),
  };
}

export function quantityColumns(quantity: Quantity | null, rawLabel?: string | null) {
  return {
    quantity_label: quantity?.label ?? rawLabel ?? null,
    code_unite_mesure: quantity?.code ?? null,
    valeur_unite_mesure: quantity?.value ?? null,
    unite_reference: quantity?.referenceUnit ?? null,
    quantite_reference: quantity?.referenceQuantity ?? null,
  };
}

/** A product written by hand (non-food, fresh counter, caterer, wines, pro packs). */
export interface HandProductSpec {
  designation: string;
  marque: string | null;
  /** Leaf category slug. */
  leaf: string;
  /** As written on the pack: "2 L", "6 x 25 cl", "12 rouleaux", "Lot de 4". */
  quantity?: string;
  description?: string;
  /** Base price in cents; derived from the category and quantity when absent. */
  price?: number;
  /** Sold by weight: price per kg in `price`, quantities in kg. */
  weighed?: { step: number; min: number; max: number };
  typesPanier?: CartKind[];
  channel?: Channel;
  corapro?: boolean;
  bio?: boolean;
  alcool?: boolean;
  local?: boolean;
  origine?: string;
  garantieLegale?: string;
  ingredients?: string;
  allergens?: Allergen[];
  maxPerCart?: number;
  type?: 'TC' | 'CKDO';
  priceRange?: { min: number; max: number };
}

export function buildHandProduct(
  spec: HandProductSpec,
  id: number,
  ean: string,
  source: 'hand' | 'generated',
  clock: SeedClock,
): SeedProduct {
  const category = leaf(spec.leaf);
  const random = randomFor('hand', ean);
  const weighed = spec.weighed;
  const quantity: Quantity | null = weighed
    ? { label: 'au kg', code: 'KG', value: 1, referenceUnit: 'kg', referenceQuantity: 1, packCount: 1 }
    : spec.quantity
      ? parseQuantity(spec.quantity)
      : null;
  const bio = spec.bio ?? /\bbio\b/i.test(spec.designation);
  const price = spec.price ?? basePriceCents(category.price, quantity, random, { bio });
  const channel = spec.channel ?? (weighed ? CHANNEL.freshCounter : CHANNEL.standard);
  const facts = productFacts(ean, channel, price, category);
  if (spec.type === 'CKDO') facts.fixedPrice = true;
  const nouveau = random.chance(0.06);
  const row: ProductRow = {
    id,
    ean,
    slug: productSlug(spec.designation, spec.marque),
    designation: spec.designation,
    description: spec.description ?? null,
    marque: spec.marque,
    category_id: category.id,
    nutriscore: null,
    ingredients: spec.ingredients ?? null,
    allergens: json(spec.allergens ?? []),
    additives: '[]',
    palm_oil: 0,
    nutrition: null,
    ...quantityColumns(quantity, spec.quantity),
    type: spec.type ?? 'TC',
    config_prix_min_cents: spec.priceRange?.min ?? null,
    config_prix_max_cents: spec.priceRange?.max ?? null,
    qte_pas: weighed?.step ?? 1,
    qte_min_panier: weighed?.min ?? 1,
    qte_max_panier: weighed?.max ?? spec.maxPerCart ?? (spec.alcool ? 24 : 99),
    is_weighed: weighed ? 1 : 0,
    types_panier: json(spec.typesPanier ?? ['drive']),
    corapro: spec.corapro ? 1 : 0,
    is_bio: bio ? 1 : 0,
    is_local: spec.local ? 1 : 0,
    is_nouveau: nouveau ? 1 : 0,
    is_alcool: spec.alcool ? 1 : 0,
    origine: spec.origine ?? null,
    garantie_legale: spec.garantieLegale ?? null,
    source,
    created_at: daysBefore(clock, nouveau ? random.int(1, 25) : random.int(60, 900)),
  };
  return { row, facts };
}
