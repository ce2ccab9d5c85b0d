import {
  API_ERROR_CODES,
  endpoints,
  NATIONAL_STORE_ID,
  type ShopInfo,
  type StoreListItem,
  storeFormMessages,
  storeSearchText,
} from '@cabas/contracts';
import { type ApiClient, isApiError } from '../../lib/api-client.server.ts';
import { createCache, type LoadingCache } from '../../lib/cache.server.ts';
import { STORE_CACHE_ENTRIES } from '../../lib/cache-sizes.server.ts';
import { webConfig } from '../../lib/config.server.ts';
import { storePath } from '../../lib/route-patterns.ts';
import { decodeStore, type ShopStore } from './store-decode.ts';
import type { StoreChoice, StoreSearchResult, StoreSummary } from './types.ts';

let storeCache: LoadingCache<ShopStore | null> | undefined;
let infoCache: LoadingCache<ShopInfo[]> | undefined;

function stores() {
  storeCache ??= createCache({ max: STORE_CACHE_ENTRIES.stores, ttlMs: webConfig().cacheTtlMs });
  return storeCache;
}
function infos() {
  infoCache ??= createCache({ max: STORE_CACHE_ENTRIES.shopInfos, ttlMs: webConfig().cacheTtlMs });
  return infoCache;
}

/** A store; `null` when it does not exist (404 or an invalid id). */
export async function getStore(api: ApiClient, id: number): Promise<ShopStore | null> {
  return stores().get(String(id), async () => {
    try {
      return decodeStore((await api.call(endpoints.stores.get, { params: { id } })).data);
    } catch (error) {
      if (
        isApiError(error, endpoints.stores.get) &&
        error.hasCode(API_ERROR_CODES.storeNotFound, API_ERROR_CODES.badRequest, API_ERROR_CODES.invalidData)
      )
        return null;
      throw error;
    }
  });
}

/** Summaries of the cached store resources: built once per API answer, not once per page. */
const summaries = new WeakMap<ShopStore, StoreSummary>();

/** The few store fields every page needs (header shop block, home). */
export function summarise(store: ShopStore): StoreSummary {
  let summary = summaries.get(store);
  if (!summary) {
    summary = buildSummary(store);
    summaries.set(store, summary);
  }
  return summary;
}

function buildSummary(store: ShopStore): StoreSummary {
  const a = store.attributes;
  const drive = a.modes_commande.find((mode) => mode.type === 'DRIVE');
  return {
    id: store.id,
    name: a.name || a.magasin,
    adresse: a.adresse,
    cp: a.cp,
    ville: a.ville,
    telephone: a.telephone_magasin,
    horaires: a.horaires,
    horairesTable: a.horaires_table,
    path: storePath({ aliasWeb: a.aliasWeb, id: store.id }),
    nextDriveSlot:
      a.date_premier_creneau_drive ??
      (drive?.prochain_creneau
        ? `${drive.prochain_creneau.jour_debut} ${drive.prochain_creneau.heure_debut}`
        : null),
    modes: a.modes_commande.map((mode) => ({ type: mode.type, label: mode.label_long })),
  };
}

/** Shop info messages (`message_info`, `message_alerte`) of the store, or national ones. */
export async function getShopInfos(api: ApiClient, storeId: number | null): Promise<ShopInfo[]> {
  return infos().get(String(storeId ?? 'national'), async () => {
    const result = await api.call(endpoints.stores.shopInfos, {
      query: storeId === null ? {} : { magasin_id: storeId },
    });
    return result.data.filter((info) => info.type === 'message_info' || info.type === 'message_alerte');
  });
}

function toChoice(item: StoreListItem): StoreChoice {
  const a = item.attributes;
  return {
    id: item.id,
    name: a.name || a.magasin,
    adresse: a.adresse,
    cp: a.cp,
    ville: a.ville,
    distance: a.distance,
    open: a.open,
    horaires: a.horaires,
    modes: a.modes_commande,
    path: storePath({ aliasWeb: a.aliasWeb, id: item.id }),
  };
}

/**
 * The shop selector's search (store locator): a 5-digit text is a postal code,
 * anything else a city or a store name. At most 30 stores within 30 km, nearest first.
 */
export async function searchStores(api: ApiClient, text: string): Promise<StoreSearchResult> {
  const query = text.trim().replace(/\s+/g, ' ');
  const checked = storeSearchText.safeParse(text);
  if (!checked.success) {
    const error = checked.error.issues[0]?.message ?? storeFormMessages.searchRequired;
    return { query, stores: [], centre: null, error };
  }
  try {
    const result = await api.call(endpoints.stores.list, {
      query: /^\d{5}$/.test(query) ? { code_postal: query } : { q: query.slice(0, 100) },
    });
    return {
      query,
      stores: result.data.filter((item) => item.id !== NATIONAL_STORE_ID).map(toChoice),
      centre: result.meta.centre?.libelle ?? null,
      error: null,
    };
  } catch (error) {
    if (
      isApiError(error, endpoints.stores.list) &&
      error.hasCode(API_ERROR_CODES.invalidData, API_ERROR_CODES.badRequest)
    ) {
      return { query, stores: [], centre: null, error: error.message };
    }
    throw error;
  }
}
