/**
 * The cart calls of the API (packages/contracts/src/cart.ts) on behalf of the shopper: the logged-in
 * client with its bearer token (one refresh on a 401), else the visitor with the `uuid` cookie (the
 * request's API client already sends it).
 */
import type {
  Cart,
  CartKind,
  CartQuantitiesResponse,
  CartResponse,
  CartStateResponse,
  StoreChangeResponse,
} from '@cabas/contracts';
import type { RouterContextProvider } from 'react-router';
import type { RequestOptions } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { authedApi } from '../auth/authed-api.server.ts';
import { readSession } from '../auth/session.server.ts';

type Context = Readonly<RouterContextProvider>;

export interface ShopperApi {
  loggedIn: boolean;
  get<T>(path: string, init?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, init?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, init?: RequestOptions): Promise<T>;
  delete<T>(path: string, init?: RequestOptions): Promise<T>;
}

export async function shopperApi(request: Request, context: Context): Promise<ShopperApi> {
  if (await readSession(request)) {
    const api = await authedApi(request, context);
    return { loggedIn: true, get: api.get, post: api.post, put: api.put, delete: api.delete };
  }
  const api = context.get(shopContext).api;
  return { loggedIn: false, get: api.get, post: api.post, put: api.put, delete: api.delete };
}

const cartPath = (store: number) => `/magasins/${store}/panier`;

export const cartCalls = {
  get: async (api: ShopperApi, store: number, kind: CartKind): Promise<Cart> =>
    (await api.get<CartResponse>(cartPath(store), { query: { type_panier: kind } })).data,

  quantities: async (api: ShopperApi, store: number) =>
    (await api.get<CartQuantitiesResponse>(`${cartPath(store)}/quantites`)).data,

  setLine: async (
    api: ShopperApi,
    store: number,
    productId: number,
    body: { quantite: number; type_panier: CartKind; substitution_accord?: boolean },
  ): Promise<Cart> => (await api.put<CartResponse>(`${cartPath(store)}/lignes/${productId}`, body)).data,

  removeLine: async (api: ShopperApi, store: number, productId: number, kind: CartKind): Promise<Cart> =>
    (
      await api.delete<CartResponse>(`${cartPath(store)}/lignes/${productId}`, {
        query: { type_panier: kind },
      })
    ).data,

  substitution: async (
    api: ShopperApi,
    store: number,
    productId: number,
    body: { substitution_accord: boolean; type_panier: CartKind },
  ): Promise<Cart> =>
    (await api.put<CartResponse>(`${cartPath(store)}/lignes/${productId}/substitution`, body)).data,

  empty: async (api: ShopperApi, store: number, kind: CartKind): Promise<Cart> =>
    (await api.delete<CartResponse>(cartPath(store), { query: { type_panier: kind } })).data,

  applyPromo: async (api: ShopperApi, store: number, code: string, kind: CartKind): Promise<Cart> =>
    (await api.post<CartResponse>(`${cartPath(store)}/code-promo`, { code_promo: code, type_panier: kind }))
      .data,

  removePromo: async (api: ShopperApi, store: number, kind: CartKind): Promise<Cart> =>
    (await api.delete<CartResponse>(`${cartPath(store)}/code-promo`, { query: { type_panier: kind } })).data,

  /** Doc 1 §2 "Behaviour": logged in, the basket is saved as 'Panier sauvegardé' and emptied. */
  changeStore: async (api: ShopperApi, from: number, to: number) =>
    (
      await (api.loggedIn
        ? api.post<StoreChangeResponse>('/me/panier/changement-magasin', { magasin_id: to })
        : api.post<StoreChangeResponse>(`${cartPath(from)}/changement-magasin`, { magasin_id: to }))
    ).data,

  /** Doc 1 §4: the cart state after login, and its two answers. */
  state: async (api: ShopperApi, uuid: string) =>
    (await api.get<CartStateResponse>('/me/panier/etat', { query: { uuid } })).data,
  merge: async (api: ShopperApi, uuid: string) =>
    (await api.post<CartStateResponse>('/me/panier/fusion', undefined, { query: { uuid } })).data,
  ignore: async (api: ShopperApi, uuid: string) =>
    (await api.post<CartStateResponse>('/me/panier/ignorer', undefined, { query: { uuid } })).data,
};
