import { endpoints, idParam } from '@cabas/contracts';
import { data, type RouterContextProvider } from 'react-router';
import { type ApiClient, isApiError } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { getStore } from '../stores/index.server.ts';
import { type EligibilityState, eligibilityMessages, emptyEligibility } from './eligibility.ts';

type Context = Readonly<RouterContextProvider>;

/**
 * The tool's state for a store from the query (`code_postal`, `code_insee`): the cities of a complete
 * postal code, then whether the chosen city is delivered (its postal and INSEE codes must both match a
 * delivery commune of the store). A postal code with a single city checks it at once.
 */
export async function eligibilityState(
  api: ApiClient,
  storeId: number,
  search: URLSearchParams,
): Promise<EligibilityState> {
  const state = emptyEligibility(storeId);
  const postalCode = (search.get('code_postal') ?? '').trim();
  if (!postalCode) return state;
  state.postalCode = postalCode.slice(0, 10);
  if (!/^\d{5}$/.test(postalCode)) return { ...state, error: eligibilityMessages.postalCode };
  try {
    const found = await api.call(endpoints.stores.communes, { query: { code_postal: postalCode } });
    state.communes = found.data
      .map((c) => ({ insee: c.code_insee, name: c.nom_commune }))
      .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
    if (!state.communes.length) return { ...state, error: eligibilityMessages.noCommune };
    const wanted =
      search.get('code_insee') ?? (state.communes.length === 1 ? state.communes[0]?.insee : null);
    const commune = state.communes.find((c) => c.insee === wanted);
    if (!commune) return wanted ? { ...state, error: eligibilityMessages.chooseCity } : state;
    const checked = await api.call(endpoints.stores.deliveryEligibility, {
      params: { id: storeId },
      query: { code_postal: postalCode, code_insee: commune.insee },
    });
    return {
      ...state,
      insee: commune.insee,
      result: { eligible: checked.data.eligible, city: commune.name, message: checked.data.message },
    };
  } catch (error) {
    if (isApiError(error) && error.status < 500) return { ...state, error: error.message };
    return { ...state, error: eligibilityMessages.unavailable };
  }
}

/** `GET /ressources/eligibilite-livraison?magasin=&code_postal=&code_insee=`: the tool's next step. */
export async function eligibilityResourceLoader(request: Request, context: Context) {
  const search = new URL(request.url).searchParams;
  const storeId = idParam('du magasin').safeParse(search.get('magasin'));
  if (!storeId.success) return data({ message: storeId.error.issues[0]?.message ?? '' }, { status: 422 });
  const state = await eligibilityState(context.get(shopContext).api, storeId.data, search);
  return data(state, { headers: { 'cache-control': 'private, max-age=300' } });
}

export interface HomeEligibility {
  initial: EligibilityState;
  minimumCents: number | null;
}

/** The tool on the home page: for the current store when it delivers at home, else nothing. */
export async function homeEligibility(request: Request, context: Context): Promise<HomeEligibility | null> {
  const shop = context.get(shopContext);
  if (shop.storeId === null) return null;
  const store = await getStore(shop.api, shop.storeId).catch(() => null);
  if (!store || store.attributes.isNational || !store.attributes.modes_commande.some((m) => m.type === 'LAD'))
    return null;
  return {
    initial: await eligibilityState(shop.api, store.id, new URL(request.url).searchParams),
    minimumCents: store.attributes.minimumHomeDeliveryCents,
  };
}
