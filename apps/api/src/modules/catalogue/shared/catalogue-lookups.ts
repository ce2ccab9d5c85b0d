import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { Cache } from '../../../platform/cache.ts';
import { CACHE_SIZES } from '../../../platform/cache-sizes.ts';
import { CategoryIndex } from './category-index.ts';
import { findAllCategories, findStoreSummaries } from './lookups.repository.ts';
import type { StoreScope } from './store-scope.ts';

/** Categories and stores change only with a new seed: kept in memory, re-read now and then. */
export class CatalogueLookups {
  readonly #cache = new Cache<CategoryIndex | Map<number, StoreScope>>(CACHE_SIZES.catalogueLookups);

  constructor(private readonly db: Kysely<DB>) {}

  async categories(): Promise<CategoryIndex> {
    return (await this.#cache.getOrLoad(
      'categories',
      async () => new CategoryIndex(await findAllCategories(this.db)),
    )) as CategoryIndex;
  }

  async stores(): Promise<Map<number, StoreScope>> {
    return (await this.#cache.getOrLoad('stores', async () => {
      const rows = await findStoreSummaries(this.db);
      return new Map(rows.map((s) => [s.id, { id: s.id, name: s.name, isNational: s.is_national === 1 }]));
    })) as Map<number, StoreScope>;
  }
}
