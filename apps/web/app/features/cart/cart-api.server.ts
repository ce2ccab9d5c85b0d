/**
 * The cart calls of the API (packages/contracts/src/cart.ts) on behalf of the shopper: the logged-in
 * client with its bearer token (one refresh on a 401), else the visitor with the `uuid` cookie (the
 * request's API client already sends it).
 */
import type {
  BulkAddBody,
  BulkAddResponse,
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
  /** The request's shop context: the scope of the shared reads. */
  scope: object;
  get<T>(path: string, init?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, init?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, init?: RequestOptions): Promise<T>;
  delete<T>(path: string, init?: RequestOptions): Promise<T>;
}

export async function shopperApi(request: Request, context: Context): Promise<ShopperApi> {
  if (await readSession(request)) {
    const api = await authedApi(request, context);
    const scope = context.get(shopContext);
    return { loggedIn: true, scope, get: api.get, post: api.post, put: api.put, delete: api.delete };
  }
  const scope = context.get(shopContext);
  const api = scope.api;
  return { loggedIn: false, scope, get: api.get, post: api.post, put: api.put, delete: api.delete };
}

const cartPath = (store: number) => `/magasins/${store}/panier`;

/**
 * The reads of one request are shared: the root loader (header block) and the /panier loader ask for
 * the same cart and quantities, which are fetched once. Keyed on the request's shop context.
 */
const reads = new WeakMap<object, Map<string, Promise<unknown>>>();

export function memoRead<T>(scope: object, key: string, read: () => Promise<T>): Promise<T> {
  let map = reads.get(scope);
  if (!map) {
    map = new Map();
    reads.set(scope, map);
  }
  let promise = map.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = read();
    map.set(key, promise);
    // A failed read is not kept: a later loader may try again.
    promise.catch(() => map.delete(key));
  }
  return promise;
}

export const cartCalls = {
  get: (api: ShopperApi, store: number, kind: CartKind): Promise<Cart> =>
    memoRead(
      api.scope,
      `cart:${store}:${kind}`,
      async () => (await api.get<CartResponse>(cartPath(store), { query: { type_panier: kind } })).data,
    ),

  quantities: (api: ShopperApi, store: number) =>
    memoRead(
      api.scope,
      `quantities:${store}`,
      async () => (await api.get<CartQuantitiesResponse>(`${cartPath(store)}/quantites`)).data,
    ),

  setLine: async (
    api: ShopperApi,
    store: number,
    productId: number,
    body: { quantite: number; type_panier: CartKind; substitution_accord?: boolean; montant?: number },
  ): Promise<Cart> => (await api.put<CartResponse>(`${cartPath(store)}/lignes/${productId}`, body)).data,

  /** `montant`: a gift card's line is the product at that amount. */
  removeLine: async (
    api: ShopperApi,
    store: number,
    productId: number,
    kind: CartKind,
    montant?: number,
  ): Promise<Cart> =>
    (
      await api.delete<CartResponse>(`${cartPath(store)}/lignes/${productId}`, {
        query: { type_panier: kind, montant },
      })
    ).data,

  /** Adds quantities (bulk add): a gift card sheet adds one card of its amount to the line of that amount. */
  addLines: async (api: ShopperApi, store: number, body: BulkAddBody): Promise<BulkAddResponse> =>
    api.post<BulkAddResponse>(`${cartPath(store)}/lignes`, body),

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
