import { endpoints } from '@cabas/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { clientOf, requireClient } from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';

/** Usual products of the logged-in client (declared in packages/contracts/src/endpoints/usual-products.ts). */
export const usualProductRoutes: FastifyPluginAsync = async (app) => {
  const { usualProducts } = app.services;
  const now = () => app.security.clock();
  const route = endpointRoutes(app, { preValidation: requireClient });
  const calls = endpoints.usualProducts;

  route(calls.list, async (request) => usualProducts.list(clientOf(request), request.query, now()));
  route(calls.suggestions, async (request) => ({
    data: await usualProducts.suggestions(clientOf(request), request.query.magasin_id, now()),
  }));
  route(calls.rhythmBasket, async (request) => ({
    data: await usualProducts.rhythmBasket(clientOf(request), request.query.magasin_id, now()),
  }));
  route(calls.hideItem, async (request) => {
    const { id, itemId } = request.params;
    await usualProducts.hide(clientOf(request).id, id, [itemId], now());
    return undefined;
  });
  route(calls.hideItems, async (request) => {
    const { magasin_id, smartlisteItems } = request.body;
    await usualProducts.hide(clientOf(request).id, magasin_id, smartlisteItems, now());
    return undefined;
  });
};
