import type { CacheSize } from './cache.server.ts';

/**
 * Every in-memory cache of the storefront's server, with its size and time to live, in one place.
 * Each process keeps its own copies.
 */
const SECOND = 1_000;
const MINUTE = 60 * SECOND;

const DEFAULT_CATALOGUE_CACHE_MS = 10 * SECOND;

/**
 * How long catalogue answers are kept: as long as the API keeps them (`CATALOGUE_CACHE_MS`,
 * milliseconds; 10 s by default, 0 turns those caches off).
 */
export const CATALOGUE_CACHE_MS = (() => {
  const raw = process.env.CATALOGUE_CACHE_MS;
  const value = raw === undefined || raw === '' ? DEFAULT_CATALOGUE_CACHE_MS : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_CATALOGUE_CACHE_MS;
})();

export const CACHE_SIZES = {
  /** The category tree (menus, department pages). */
  categoryTree: { max: 4, ttlMs: 5 * MINUTE },
  /** The sitemap's paths. */
  sitemap: { max: 2, ttlMs: 60 * MINUTE },
  /** The complementary products of a product in a store, suggested on the cart page. */
  cartComplements: { max: 5_000, ttlMs: MINUTE },
  /** Category lists, for visitors and non-pro customers. */
  catalogueLists: { max: 200, ttlMs: CATALOGUE_CACHE_MS },
  /** Product sheets, likewise. */
  catalogueSheets: { max: 2_000, ttlMs: CATALOGUE_CACHE_MS },
  /** Pages of product reviews, likewise. */
  catalogueReviews: { max: 2_000, ttlMs: CATALOGUE_CACHE_MS },
  /** Login session cookies already verified (their signature), by value. */
  checkedSessions: { max: 5_000, ttlMs: 5 * MINUTE },
  /** A store's leaflet list and its leaflets with their pages, likewise. */
  leaflets: { max: 2_000, ttlMs: CATALOGUE_CACHE_MS },
} as const satisfies Record<string, CacheSize>;

/**
 * Caches whose time to live is the web config's `cacheTtlMs` (`STORE_CACHE_TTL_MS`), read when they
 * are first used.
 */
export const STORE_CACHE_ENTRIES = {
  /** Store details (header shop block, home). */
  stores: 500,
  /** Shop info messages of a store or national ones. */
  shopInfos: 500,
} as const;
