import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { SearchIndex } from '../../../platform/search/search-index.ts';
import {
  findCatalogueVersion,
  findMatches,
  findProductRecords,
  findStoreOfferColumns,
} from './list-engine.repository.ts';
import {
  buildProductColumns,
  buildStoreOffers,
  computeProductList,
  type ProductColumns,
  type StoreOffers,
} from './list-engine.ts';
import type { ListPlan, ListRow } from './list-plan.ts';

export interface ListEngineOptions {
  /** How old a store's offers may be before a list asks for them again (decision 082). */
  offersMaxAgeMs: number;
  /** How often the catalogue version is read (the products' columns are reloaded when it moved). */
  versionCheckMs: number;
  now?: () => number;
}

/** `CATALOGUE_OFFERS_MS`: the bound on the age of the offers the in-memory lists use (default 15 s). */
export function listEngineOptions(env: NodeJS.ProcessEnv = process.env): ListEngineOptions {
  const raw = Number(env.CATALOGUE_OFFERS_MS);
  return {
    offersMaxAgeMs: env.CATALOGUE_OFFERS_MS && Number.isFinite(raw) && raw >= 0 ? raw : 15_000,
    versionCheckMs: 2_000,
  };
}

interface OfferSlot {
  offers: StoreOffers | null;
  loadedAt: number;
  loading: Promise<void> | null;
}

/**
 * The in-memory side of the product lists: the products' columns (loaded in the background on first
 * use and again when the catalogue version moves) and each store's offers (loaded on first use,
 * refreshed in the background once older than `offersMaxAgeMs`). Until both are there, `list`
 * answers null and the caller uses the SQL statement; errors while loading are logged by the caller
 * through `onError` and leave the SQL path in use.
 */
export class ListEngine {
  #columns: ProductColumns | null = null;
  #columnsLoading: Promise<void> | null = null;
  #version = -1;
  #versionCheckedAt = Number.NEGATIVE_INFINITY;
  #versionCheck: Promise<void> | null = null;
  readonly #offers = new Map<number, OfferSlot>();
  readonly #now: () => number;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly index: SearchIndex,
    private readonly options: ListEngineOptions,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    this.#now = options.now ?? (() => performance.now());
  }

  /** The rows of the list from memory, or null while the data it needs is loading. */
  async list(plan: ListPlan): Promise<ListRow[] | null> {
    await this.#checkVersion();
    const columns = this.#columns;
    if (!columns || columns.version !== this.#version) {
      this.#loadColumns();
      return null;
    }
    const offers = this.#storeOffers(plan.storeId, columns);
    if (!offers) return null;
    const matches =
      plan.match.kind === 'words' || plan.match.kind === 'ean'
        ? await findMatches(this.db, this.index, plan.match, plan.sort === 'pertinence')
        : null;
    return computeProductList(plan, offers, matches, {
      dialect: this.index.dialect,
      relevanceBucket: this.index.relevanceBucket,
    });
  }

  /** The typed arrays' size in bytes (products' columns and every store's offers). */
  heapBytes(): number {
    const c = this.#columns;
    if (!c) return 0;
    let bytes = 0;
    for (const v of Object.values(c)) if (ArrayBuffer.isView(v)) bytes += v.byteLength;
    for (const slot of this.#offers.values())
      if (slot.offers) bytes += slot.offers.price.byteLength + slot.offers.flags.byteLength;
    return bytes;
  }

  async #checkVersion() {
    if (this.#now() - this.#versionCheckedAt < this.options.versionCheckMs) return;
    this.#versionCheck ??= findCatalogueVersion(this.db)
      .then((version) => {
        this.#version = version;
        this.#versionCheckedAt = this.#now();
      })
      .catch(this.onError)
      .finally(() => {
        this.#versionCheck = null;
      });
    await this.#versionCheck;
  }

  #loadColumns() {
    this.#columnsLoading ??= (async () => {
      const version = this.#version;
      const records = await findProductRecords(this.db);
      this.#columns = buildProductColumns(records, version);
      this.#offers.clear();
    })()
      .catch(this.onError)
      .finally(() => {
        this.#columnsLoading = null;
      });
  }

  #storeOffers(storeId: number, columns: ProductColumns): StoreOffers | null {
    let slot = this.#offers.get(storeId);
    if (!slot) {
      slot = { offers: null, loadedAt: 0, loading: null };
      this.#offers.set(storeId, slot);
    }
    const fresh = slot.offers?.columns === columns;
    if ((!fresh || this.#now() - slot.loadedAt > this.options.offersMaxAgeMs) && !slot.loading) {
      const target = slot;
      const startedAt = this.#now();
      target.loading = findStoreOfferColumns(this.db, this.index.dialect, storeId)
        .then(({ ids, prices, flags }) => {
          if (this.#columns !== columns) return;
          target.offers = buildStoreOffers(columns, ids, prices, flags);
          target.loadedAt = startedAt;
        })
        .catch(this.onError)
        .finally(() => {
          target.loading = null;
        });
    }
    return fresh ? slot.offers : null;
  }
}
