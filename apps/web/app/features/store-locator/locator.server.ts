import {
  API_ERROR_CODES,
  endpoints,
  NATIONAL_STORE_ID,
  type StoreListItem,
  storeSearchText,
} from '@cabas/contracts';
import type { RouterContextProvider } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { mapTiles } from '../../lib/map-tiles.server.ts';
import { storePath } from '../../lib/route-patterns.ts';
import { type LocatorData, type LocatorForm, type LocatorStore, readLocatorForm } from './locator.ts';

type Context = Readonly<RouterContextProvider>;

function toStore(item: StoreListItem): LocatorStore {
  const a = item.attributes;
  return {
    id: item.id,
    name: a.name || a.magasin,
    type: a.type,
    adresse: a.adresse,
    cp: a.cp,
    ville: a.ville,
    telephone: a.telephone_magasin,
    latitude: a.latitude,
    longitude: a.longitude,
    distance: a.distance,
    open: a.open,
    status: a.statut_ouverture,
    todayHours: a.horaires_jour.texte,
    todayExceptional: a.horaires_jour.exceptionnel,
    weekHours: a.horaires,
    modes: a.modes_commande,
    services: a.services.map((s) => s.libelle),
    fuel: a.carburant,
    path: storePath({ aliasWeb: a.aliasWeb, id: item.id }),
  };
}

function apiQuery(form: LocatorForm, text: string | null) {
  const filters = {
    type: form.types,
    mode: form.modes,
    service: form.services,
    ouvert: form.ouvert ? 'true' : undefined,
    carburant: form.carburant ? 'true' : undefined,
  } as const;
  if (form.latitude !== null && form.longitude !== null) {
    return { ...filters, latitude: form.latitude, longitude: form.longitude };
  }
  if (text === null) return filters;
  return /^\d{5}$/.test(text) ? { ...filters, code_postal: text } : { ...filters, q: text };
}

/** `GET /magasins`: the stores near a place or a position, with the filters; every store without a search. */
export async function locatorLoader(request: Request, context: Context): Promise<LocatorData> {
  const shop = context.get(shopContext);
  const form = readLocatorForm(new URL(request.url).searchParams);
  const tiles = mapTiles();
  const base = { form, tiles: tiles && { url: tiles.url, attribution: tiles.attribution } };
  const located = form.latitude !== null;
  let text: string | null = null;
  if (!located && form.recherche) {
    const checked = storeSearchText.safeParse(form.recherche);
    if (!checked.success) {
      const error = checked.error.issues[0]?.message ?? 'Recherche invalide.';
      return { ...base, stores: [], centre: null, services: [], searched: true, error };
    }
    text = checked.data;
  }
  try {
    const result = await shop.api.call(endpoints.stores.list, { query: apiQuery(form, text) });
    return {
      ...base,
      stores: result.data.filter((item) => item.id !== NATIONAL_STORE_ID).map(toStore),
      centre: result.meta.centre,
      services: result.meta.services,
      searched: located || text !== null,
      error: null,
    };
  } catch (error) {
    if (isApiError(error) && error.hasCode(API_ERROR_CODES.invalidData, API_ERROR_CODES.badRequest)) {
      return { ...base, stores: [], centre: null, services: [], searched: true, error: error.message };
    }
    throw error;
  }
}
