import { endpoints } from '@cabas/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { clientOf, requireClient } from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';
import type { CartService } from './cart.service.ts';
import { planMerge, settleMerge } from './cart-merge.service.ts';
import { clientShopper } from './cart-shopper.ts';
import type { StoreChangeService } from './store-change.service.ts';

/** The logged-in client's cart calls: state after login, merge or ignore, store change. */
export const cartLoginRoutes: FastifyPluginAsync<{
  carts: CartService;
  storeChange: StoreChangeService;
}> = async (app, { carts, storeChange }) => {
  const now = () => app.security.clock();
  const route = endpointRoutes(app, { preValidation: requireClient });
  const cart = endpoints.cart;

  route(cart.loginState, async (request) => ({
    data: (await planMerge(carts.db, clientShopper(clientOf(request)), request.query.uuid, now())).state,
  }));

  route(cart.merge, async (request) => ({
    data: await settleMerge(carts.db, clientShopper(clientOf(request)), request.query.uuid, true, now()),
  }));

  route(cart.ignore, async (request) => ({
    data: await settleMerge(carts.db, clientShopper(clientOf(request)), request.query.uuid, false, now()),
  }));

  route(cart.changeClientStore, async (request) => ({
    data: await storeChange.change(clientShopper(clientOf(request)), null, request.body.magasin_id, now()),
  }));
};
