/**
 * The cart calls of the API (`endpoints.cart` of @cabas/contracts) on behalf of the shopper: the
 * logged-in client with its bearer token (one refresh on a 401), else the visitor with the `uuid`
 * cookie (the request's API client already sends it).
 */
import {
  type BulkAddBody,
  type BulkAddResponse,
  type Cart,
  type CartKind,
  type CartLoginState,
  type CartQuantities,
  endpoints,
  type StoreChangeResult,
} from '@cabas/contracts';
import type { RouterContextProvider } from 'react-router';
import type { ApiClient } from '../../lib/api-client.server.ts';
import { authedApi } from '../../lib/authed-api.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { readSession } from '../../lib/session.server.ts';
import { decodeCart, type ShopCart } from './cart-decode.ts';

type Context = Readonly<RouterContextProvider>;

export interface ShopperApi {
  loggedIn: boolean;
  /** The request's shop context: the scope of the shared reads. */
  scope: object;
  /** One declared API call as this shopper. */
  call: ApiClient['call'];
}

export async function shopperApi(request: Request, context: Context): Promise<ShopperApi> {
  const scope = context.get(shopContext);
  if (await readSession(request)) {
    const api = await authedApi(request, context);
    return { loggedIn: true, scope, call: api.call };
  }
  return { loggedIn: false, scope, call: scope.api.call };
}

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

const cart = endpoints.cart;

export const cartCalls = {
  /** The cart as the wire gives it (euros): for the header block, which reads two totals of it. */
  wire: (api: ShopperApi, store: number, kind: CartKind): Promise<Cart> =>
    memoRead(
      api.scope,
      `cart-wire:${store}:${kind}`,
      async () => (await api.call(cart.get, { params: { shop: store }, query: { type_panier: kind } })).data,
    ),

  /** The cart decoded into cents, for the pages that show its lines (one fetch with `wire`). */
  get: (api: ShopperApi, store: number, kind: CartKind): Promise<ShopCart> =>
    memoRead(api.scope, `cart:${store}:${kind}`, async () =>
      decodeCart(await cartCalls.wire(api, store, kind)),
    ),

  quantities: (api: ShopperApi, store: number): Promise<Record<string, CartQuantities>> =>
    memoRead(
      api.scope,
      `quantities:${store}`,
      async () => (await api.call(cart.quantities, { params: { shop: store } })).data,
    ),

  setLine: async (
    api: ShopperApi,
    store: number,
    productId: number,
    body: { quantite: number; type_panier: CartKind; substitution_accord?: boolean; montant?: number },
  ): Promise<Cart> =>
    (await api.call(cart.setLine, { params: { shop: store, produitId: productId }, body })).data,

  /** `montant`: a gift card's line is the product at that amount. */
  removeLine: async (
    api: ShopperApi,
    store: number,
    productId: number,
    kind: CartKind,
    montant?: number,
  ): Promise<Cart> =>
    (
      await api.call(cart.removeLine, {
        params: { shop: store, produitId: productId },
        query: { type_panier: kind, ...(montant === undefined ? {} : { montant: String(montant) }) },
      })
    ).data,

  /** Adds quantities (bulk add): a gift card sheet adds one card of its amount to the line of that amount. */
  addLines: (api: ShopperApi, store: number, body: BulkAddBody): Promise<BulkAddResponse> =>
    api.call(cart.bulkAdd, { params: { shop: store }, body }),

  substitution: async (
    api: ShopperApi,
    store: number,
    productId: number,
    body: { substitution_accord: boolean; type_panier: CartKind },
  ): Promise<Cart> =>
    (await api.call(cart.substitution, { params: { shop: store, produitId: productId }, body })).data,

  empty: async (api: ShopperApi, store: number, kind: CartKind): Promise<Cart> =>
    (await api.call(cart.empty, { params: { shop: store }, query: { type_panier: kind } })).data,

  applyPromo: async (api: ShopperApi, store: number, code: string, kind: CartKind): Promise<Cart> =>
    (
      await api.call(cart.applyPromoCode, {
        params: { shop: store },
        body: { code_promo: code, type_panier: kind },
      })
    ).data,

  removePromo: async (api: ShopperApi, store: number, kind: CartKind): Promise<Cart> =>
    (await api.call(cart.removePromoCode, { params: { shop: store }, query: { type_panier: kind } })).data,

  /** Logged in, the basket is saved as the list 'Panier sauvegardé' and emptied; a visitor's moves. */
  changeStore: async (api: ShopperApi, from: number, to: number): Promise<StoreChangeResult> =>
    (
      await (api.loggedIn
        ? api.call(cart.changeClientStore, { body: { magasin_id: to } })
        : api.call(cart.changeStore, { params: { shop: from }, body: { magasin_id: to } }))
    ).data,

  /** The cart state after login, and its two answers. */
  state: async (api: ShopperApi, uuid: string): Promise<CartLoginState> =>
    (await api.call(cart.loginState, { query: { uuid } })).data,
  merge: async (api: ShopperApi, uuid: string): Promise<CartLoginState> =>
    (await api.call(cart.merge, { query: { uuid } })).data,
  ignore: async (api: ShopperApi, uuid: string): Promise<CartLoginState> =>
    (await api.call(cart.ignore, { query: { uuid } })).data,
};
