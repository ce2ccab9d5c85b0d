import { cartMergeQuery, storeChangeBody } from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, requireClient } from '../../platform/auth/guards.ts';
import type { CartService } from './cart.service.ts';
import { planMerge, settleMerge } from './cart-merge.service.ts';
import { clientShopper } from './cart-shopper.ts';
import type { StoreChangeService } from './store-change.service.ts';

const tags = ['panier'];

/** The logged-in client's cart calls: state after login, merge or ignore, store change. */
export const cartLoginRoutes: FastifyPluginAsyncZod<{
  carts: CartService;
  storeChange: StoreChangeService;
}> = async (app, { carts, storeChange }) => {
  const now = () => app.security.clock();

  app.get(
    '/me/panier/etat',
    {
      schema: {
        tags,
        summary: 'État du panier après connexion (doc 1 §3) : ce que la fusion ferait',
        querystring: cartMergeQuery,
      },
      preValidation: requireClient,
    },
    async (request) => ({
      data: (await planMerge(carts.db, clientShopper(clientOf(request)), request.query.uuid, now())).state,
    }),
  );

  app.post(
    '/me/panier/fusion',
    {
      schema: {
        tags,
        summary: 'Complète le panier du compte avec celui du visiteur (rejouée : sans effet)',
        querystring: cartMergeQuery,
      },
      preValidation: requireClient,
    },
    async (request) => ({
      data: await settleMerge(carts.db, clientShopper(clientOf(request)), request.query.uuid, true, now()),
    }),
  );

  app.post(
    '/me/panier/ignorer',
    {
      schema: {
        tags,
        summary: 'Garde le panier du compte ; oublie celui du visiteur',
        querystring: cartMergeQuery,
      },
      preValidation: requireClient,
    },
    async (request) => ({
      data: await settleMerge(carts.db, clientShopper(clientOf(request)), request.query.uuid, false, now()),
    }),
  );

  app.post(
    '/me/panier/changement-magasin',
    {
      schema: {
        tags,
        summary:
          "Changement de magasin : le panier des autres magasins est sauvegardé dans la liste 'Panier sauvegardé' puis vidé",
        body: storeChangeBody,
      },
      preValidation: requireClient,
    },
    async (request) => ({
      data: await storeChange.change(clientShopper(clientOf(request)), null, request.body.magasin_id, now()),
    }),
  );
};
