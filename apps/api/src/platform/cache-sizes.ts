import type { CacheSize } from './cache.ts';

/**
 * Every in-process cache of the API, with its size and time to live, in one place. Each process
 * keeps its own copies: a change in the database shows within the time to live at most.
 */
const SECOND = 1_000;
const MINUTE = 60 * SECOND;

export const CACHE_SIZES = {
  /** Categories and stores: they change only with a new seed (two keys). */
  catalogueLookups: { max: 4, ttlMs: 5 * MINUTE },
  /** A store's cart settings (promo codes allowed, bag deposit…). */
  cartStores: { max: 200, ttlMs: 5 * MINUTE },
  /**
   * Product cards of cart lines, keyed by the offer's figures: a price or stock change shows at
   * once, a new advantage or review within the time to live.
   */
  cartCards: { max: 20_000, ttlMs: MINUTE },
  /** A store's checkout setup: its modes and services. */
  checkoutStores: { max: 200, ttlMs: MINUTE },
  /** The first open slot of each service of a store (shown on the first checkout step only). */
  nextOpenSlots: { max: 500, ttlMs: 5 * SECOND },
  /** The push zones of a category list. */
  pushZones: { max: 100, ttlMs: 5 * MINUTE },
  /** The associated products of a product sheet (complementary, similar, alternatives). */
  productAssociations: { max: 20_000, ttlMs: 5 * MINUTE },
} as const satisfies Record<string, CacheSize>;

const MIB = 1024 * 1024;

/** A cache bounded by the bytes of its entries (each entry counts its length in bytes). */
export interface ByteCacheSize {
  /** Bytes kept at most; the least recently used entries go first. */
  readonly maxBytes: number;
  /** A larger entry is answered but not kept. */
  readonly maxEntryBytes: number;
  /** How long an entry is kept; 0 turns the cache off (every call makes it again). */
  readonly ttlMs: number;
}

/**
 * The generated PDFs of the account, keyed by document and version (decision record 095): an order
 * summary or invoice of 200 lines is about 13 kB and 43 ms of CPU to make, a till receipt a few kB.
 * A changed document has a new key, so the time to live only bounds how long an unused one stays.
 */
export const DOCUMENT_CACHE_SIZES = {
  /** Order summaries and invoices: about 2,500 documents of 200 lines. */
  orderDocuments: { maxBytes: 32 * MIB, maxEntryBytes: 4 * MIB, ttlMs: 30 * MINUTE },
  /** Till receipts of card holders. */
  receipts: { maxBytes: 8 * MIB, maxEntryBytes: MIB, ttlMs: 30 * MINUTE },
} as const satisfies Record<string, ByteCacheSize>;

const DEFAULT_CATALOGUE_CACHE_MS = 10 * SECOND;

/**
 * The catalogue answers' time to live from the environment (`CATALOGUE_CACHE_MS`, milliseconds;
 * 10 s by default, 0 turns those caches off).
 */
export function catalogueCacheTtl(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.CATALOGUE_CACHE_MS;
  const value = raw === undefined || raw === '' ? DEFAULT_CATALOGUE_CACHE_MS : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_CATALOGUE_CACHE_MS;
}

/**
 * The caches of catalogue answers, whose time to live comes from `catalogueCacheTtl()`. Prices,
 * stock and advantages shown are therefore a few seconds old at most on busy pages; the cart checks
 * stock itself when a product is added.
 */
export function catalogueCacheSizes(ttlMs: number) {
  return {
    /**
     * Category lists as JSON text (about 100 kB each, sheets about 15 kB: a few tens of MB at most);
     * an expired one is still sent for 3 times as long while one request rebuilds it.
     */
    lists: { max: 500, ttlMs, staleMs: 3 * ttlMs },
    /** Product sheets as JSON text, likewise. */
    sheets: { max: 3_000, ttlMs, staleMs: 3 * ttlMs },
    /**
     * Facet counts, totals and page ids of a search or list: they outlive the cached answers, since
     * recomputing them is the costly part (the cards' prices and stock are read again each time).
     */
    listResults: { max: 5_000, ttlMs: 6 * ttlMs, staleMs: 6 * ttlMs },
    /** A store's leaflet list and leaflets with their pages (a few hundred per store at most). */
    leaflets: { max: 2_000, ttlMs },
    /** When each store's promotions were last compared with its leaflets' fingerprint. */
    leafletChecks: { max: 500, ttlMs },
  } as const satisfies Record<string, CacheSize>;
}
