/** The shopping-list calls of the API (`endpoints.lists` of @cabas/contracts) as the logged-in shopper. */
import { type CartKind, endpoints, listProductCount, type SaveCartListResponse } from '@cabas/contracts';
import type { AuthedApi } from '../../lib/authed-api.server.ts';
import type { ListChoice } from './save-cart-list.ts';

export const listCalls = {
  choices: async (api: AuthedApi, store: number): Promise<ListChoice[]> =>
    (await api.call(endpoints.lists.list, { query: { magasin_id: store } })).data.map((l) => ({
      id: l.id,
      titre: l.titre,
      count: listProductCount(l),
    })),

  saveCart: (
    api: AuthedApi,
    body: { magasin_id: number; type_panier: CartKind } & ({ titre: string } | { liste_id: number }),
  ): Promise<SaveCartListResponse> => api.call(endpoints.lists.saveCart, { body }),
};
