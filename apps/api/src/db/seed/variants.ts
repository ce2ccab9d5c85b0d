import { deriveProduct, rowQuantity } from './derived-products.ts';
import { EAN_PREFIX, type EanAllocator } from './ean.ts';
import { shelfPrice } from './pricing.ts';
import { CHANNEL, type SeedClock, type SeedProduct } from './product-builder.ts';
import { scaleQuantity } from './quantity.ts';

/** First id of generated variants: real products use 1…~11k, hand-written ones 20001…~40000. */
export const FIRST_VARIANT_ID = 100_001;

/** How a variant differs from its real product: a name suffix, a size and a price factor. */
const VARIANT_KINDS: { suffix: string; size?: number; packOf?: number; price: number }[] = [
  { suffix: 'format familial', size: 2, price: 1.8 },
  { suffix: 'lot de 2', packOf: 2, price: 1.9 },
  { suffix: 'petit format', size: 0.5, price: 0.6 },
  { suffix: 'format maxi', size: 3, price: 2.6 },
  { suffix: 'lot de 3', packOf: 3, price: 2.7 },
  { suffix: 'édition limitée', price: 1.1 },
  { suffix: 'recette allégée', price: 1.05 },
  { suffix: 'format éco', size: 1.5, price: 1.35 },
  { suffix: 'offre découverte', size: 0.75, price: 0.8 },
];

/**
 * `count` generated variants of the real products, for benchmark-sized catalogues: variant n is
 * kind ⌊n / R⌋ of real product n mod R, so every real product gets a first variant before any gets a
 * second. They are mostly carried by the bigger stores (higher assortment tiers).
 */
export function buildVariants(
  realProducts: readonly SeedProduct[],
  count: number,
  eans: EanAllocator,
  clock: SeedClock,
): SeedProduct[] {
  if (count <= 0 || !realProducts.length) return [];
  const variants: SeedProduct[] = [];
  for (let n = 0; n < count; n++) {
    const source = realProducts[n % realProducts.length]!;
    const round = Math.floor(n / realProducts.length);
    const kind = VARIANT_KINDS[round % VARIANT_KINDS.length]!;
    const edition = round >= VARIANT_KINDS.length ? ` n°${Math.floor(round / VARIANT_KINDS.length) + 1}` : '';
    const unit = rowQuantity(source.row);
    const quantity = unit
      ? kind.packOf
        ? unit.packCount === 1
          ? scaleQuantity(unit, 1, kind.packOf)
          : scaleQuantity(unit, kind.packOf)
        : kind.size
          ? scaleQuantity(unit, kind.size)
          : unit
      : null;
    const variant = deriveProduct(
      source,
      {
        id: FIRST_VARIANT_ID + n,
        ean: eans.allocate(EAN_PREFIX.variant),
        designation: `${source.row.designation} – ${kind.suffix}${edition}`,
        quantity,
        priceCents: shelfPrice(source.facts.basePriceCents * kind.price),
        channel: CHANNEL.standard,
      },
      clock,
    );
    variant.facts.tier = 300 + (variant.facts.tier % 700);
    variants.push(variant);
  }
  return variants;
}
