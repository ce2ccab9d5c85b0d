import type { OrderModeType } from '@cabas/contracts';
import { CHANNEL, type Channel } from './product-builder.ts';
import { randomFor } from './random.ts';
import type { StorePlan } from './stores.ts';

/**
 * What each store carries, per channel: a coverage (a product is carried when its tier, 0–999, is
 * below it) and the cart kinds of its offers when they differ from the product's. Hypers and the
 * national store carry everything; smaller formats carry the products with the lowest tiers, except
 * in the full-size catalogue on PostgreSQL (`fullAssortment`), where every store carries the whole
 * standard range: the volume to measure is the chain's, about 100,000 offers in each of its stores.
 */
export interface StoreChannelRow {
  store_id: number;
  channel: Channel;
  coverage: number;
  types_panier: string | null;
}

/** Per-store constants of the deterministic hash used by the offer SQL, and the store's price level. */
export interface StoreKeyRow {
  store_id: number;
  k1: number;
  c1: number;
  k2: number;
  c2: number;
  k3: number;
  c3: number;
  /** Per mille of the base price around which the store's prices vary (±10 %). */
  price_level: number;
  /** 1 when the store has pick-up lockers or relay points (frozen goods cannot go there). */
  has_prp: number;
}

const FULL = 1000;
const PERMANENT = JSON.stringify(['click_and_collect_traiteur_permanent']);
const CHRISTMAS = JSON.stringify(['click_and_collect_traiteur_noel']);
const DRIVE_ONLY = JSON.stringify(['drive']);

export function storeCatalogue(
  plans: readonly StorePlan[],
  modesByStore: ReadonlyMap<number, readonly OrderModeType[]>,
  { fullAssortment = false }: { fullAssortment?: boolean } = {},
): { channels: StoreChannelRow[]; keys: StoreKeyRow[] } {
  const channels: StoreChannelRow[] = [];
  const keys: StoreKeyRow[] = [];
  for (const plan of plans) {
    const id = plan.row.id;
    const r = randomFor('catalogue', id);
    const modes = new Set(modesByStore.get(id) ?? []);
    const add = (channel: Channel, coverage: number, types_panier: string | null = null) => {
      if (coverage > 0) channels.push({ store_id: id, channel, coverage, types_panier });
    };
    const national = plan.format === 'National';
    const coverage =
      fullAssortment || national || plan.format === 'Hyper'
        ? FULL
        : plan.format === 'Market'
          ? r.int(600, 700)
          : plan.format === 'City'
            ? r.int(330, 420)
            : r.int(760, 840);
    add(CHANNEL.standard, coverage);
    add(CHANNEL.everywhere, FULL);
    if (national || plan.format !== 'Drive') add(CHANNEL.freshCounter, FULL);
    if (national || plan.row.service_corapro) add(CHANNEL.pro, FULL);
    if (national || modes.has('LDD')) add(CHANNEL.seller, FULL);
    else add(CHANNEL.seller, coverage, DRIVE_ONLY);
    const permanent = national || modes.has('CC_TRAITEUR_PERMANENT');
    const christmas = national || modes.has('CC_TRAITEUR_NOEL');
    if (permanent) add(CHANNEL.catererPermanent, FULL);
    if (christmas) add(CHANNEL.catererChristmas, FULL);
    if (permanent || christmas)
      add(CHANNEL.catererBoth, FULL, permanent && christmas ? null : permanent ? PERMANENT : CHRISTMAS);
    keys.push({
      store_id: id,
      k1: r.int(1 << 18, 1 << 21) | 1,
      c1: r.int(0, 2_147_483_646),
      k2: r.int(1 << 18, 1 << 21) | 1,
      c2: r.int(0, 2_147_483_646),
      k3: r.int(1 << 18, 1 << 21) | 1,
      c3: r.int(0, 2_147_483_646),
      price_level: plan.format === 'City' ? 1060 : plan.format === 'Market' ? 1020 : 1000,
      has_prp: modes.has('PRP') ? 1 : 0,
    });
  }
  return { channels, keys };
}
