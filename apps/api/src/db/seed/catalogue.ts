import { EAN_PREFIX, EanAllocator } from './ean.ts';
import { nonFoodSpecs } from './non-food.ts';
import { buildProCases, proHandSpecs } from './pro-products.ts';
import {
  buildHandProduct,
  type HandProductSpec,
  type SeedClock,
  type SeedProduct,
} from './product-builder.ts';
import { buildRealProducts } from './products.ts';
import { readSourceProducts } from './source-data.ts';
import { GIFT_CARD, specialFoodSpecs } from './special-products.ts';
import { buildVariants } from './variants.ts';

/** Id ranges: real products from 1, then hand-written and generated families, variants from 100,001. */
export const PRODUCT_IDS = {
  nonFood: 20_001,
  giftCard: 30_000,
  specialFood: 30_001,
  proHandWritten: 40_001,
  proCases: 40_501,
} as const;

export interface CatalogueOptions {
  /** Target size of the whole catalogue; generated variants fill the gap. */
  products?: number;
  /** Only the first N real products (hand-written and special products are always included). */
  limit?: number;
}

export interface Catalogue {
  products: SeedProduct[];
  counts: { real: number; handWritten: number; pro: number; variants: number };
}

function fromSpecs(
  specs: HandProductSpec[],
  firstId: number,
  prefix: string,
  eans: EanAllocator,
  clock: SeedClock,
) {
  return specs.map((spec, i) => buildHandProduct(spec, firstId + i, eans.allocate(prefix), 'hand', clock));
}

export function buildCatalogue(options: CatalogueOptions, clock: SeedClock): Catalogue {
  const allReal = buildRealProducts(clock);
  const real = options.limit === undefined ? allReal : allReal.slice(0, options.limit);
  // Every real EAN is reserved, seeded or not, so that our own codes never change with `limit`.
  const eans = new EanAllocator(new Set(readSourceProducts().map((p) => p.ean)));
  const nonFood = fromSpecs(nonFoodSpecs(), PRODUCT_IDS.nonFood, EAN_PREFIX.nonFood, eans, clock);
  const giftCard = buildHandProduct(
    GIFT_CARD,
    PRODUCT_IDS.giftCard,
    eans.allocate(EAN_PREFIX.giftCard),
    'hand',
    clock,
  );
  const special = fromSpecs(specialFoodSpecs(), PRODUCT_IDS.specialFood, EAN_PREFIX.specialFood, eans, clock);
  const proHand = fromSpecs(
    proHandSpecs(),
    PRODUCT_IDS.proHandWritten,
    EAN_PREFIX.proHandWritten,
    eans,
    clock,
  );
  const proCases = buildProCases(allReal, PRODUCT_IDS.proCases, eans, clock);
  const fixed = [...real, ...nonFood, giftCard, ...special, ...proHand, ...proCases];
  const variants = buildVariants(real, Math.max(0, (options.products ?? 0) - fixed.length), eans, clock);
  return {
    products: [...fixed, ...variants],
    counts: {
      real: real.length,
      handWritten: nonFood.length + 1 + special.length,
      pro: proHand.length + proCases.length,
      variants: variants.length,
    },
  };
}
