import { STORE_LOCATOR, SUGGESTIONS, type SuggestionsResponse } from '@cabas/contracts';
import { normalizeForSearch, parseSearchQuery } from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { SearchIndex } from '../../../platform/search/search-index.ts';
import { storePath } from '../../stores/store-presenter.ts';
import { listStores } from '../../stores/stores.service.ts';
import type { CatalogueContext } from '../catalogue-context.ts';
import { cardsInOrder, loadCardInputs } from '../products/card-loader.ts';
import { findProductIdByEan } from '../products/products.repository.ts';
import type { CatalogueLookups } from '../shared/catalogue-lookups.ts';
import { requireStore } from '../shared/store-scope.ts';
import { findTermsStartingWith, findTopMatches } from './search.repository.ts';
import { matchingHistory, searchPath } from './search-history.service.ts';

/** The header autosuggest; in national mode (store 999) the products are the national store's. */
async function productIds(
  db: Kysely<DB>,
  index: SearchIndex,
  query: string,
  storeId: number,
  hideProOnly: boolean,
): Promise<number[]> {
  const parsed = parseSearchQuery(query);
  if (parsed.eanPrefix) {
    const found = await findProductIdByEan(db, parsed.eanPrefix);
    return found ? [found.id] : [];
  }
  if (!parsed.tokens.length) return [];
  return findTopMatches(db, index, parsed.tokens, { storeId, hideProOnly, limit: SUGGESTIONS.products });
}

export async function suggestions(
  db: Kysely<DB>,
  index: SearchIndex,
  lookups: CatalogueLookups,
  ctx: CatalogueContext,
  storeId: number,
  query: string,
): Promise<SuggestionsResponse> {
  const store = requireStore(await lookups.stores(), storeId);
  const categories = await lookups.categories();
  const [stores, ids, terms, historique] = await Promise.all([
    listStores(
      db,
      { q: query, distance_max: STORE_LOCATOR.maxDistanceMeters, limit: SUGGESTIONS.stores },
      ctx.now,
    ),
    productIds(db, index, query, store.id, !ctx.isPro),
    findTermsStartingWith(db, normalizeForSearch(query), SUGGESTIONS.words),
    matchingHistory(db, ctx.visitorUuid, query),
  ]);
  const inputs = await loadCardInputs(db, store.id, ids, ctx.now);
  const visible = ids.filter((id) => ctx.isPro || inputs.get(id)?.row.corapro === 0);
  return {
    data: {
      magasins: stores.data.map((s) => ({
        id: s.id,
        libelle: s.attributes.name,
        ville: s.attributes.ville,
        cp: s.attributes.cp,
        url: storePath({ id: s.id, alias_web: s.attributes.aliasWeb }),
      })),
      rayons: categories.matching(query, SUGGESTIONS.categories).map((n) => ({
        id: n.id,
        libelle: n.libelle,
        parent: n.path.at(-2)?.libelle ?? null,
        url: n.url,
      })),
      produits: cardsInOrder(visible, inputs, categories),
      suggestions: terms.map((t) => ({ libelle: t.libelle, url: searchPath(t.libelle) })),
      historique,
    },
    meta: { query, magasin: { id: store.id, isNational: store.isNational } },
  };
}
