import { endpoints } from '@cabas/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { clientOf, requireClient } from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';

/** Shopping lists of the logged-in client (declared in packages/contracts/src/endpoints/lists.ts). */
export const listRoutes: FastifyPluginAsync = async (app) => {
  const { lists } = app.services;
  const now = () => app.security.clock();
  const route = endpointRoutes(app, { preValidation: requireClient });
  const list = endpoints.lists;

  route(list.list, async (request) => ({
    data: await lists.summaries(clientOf(request), request.query.magasin_id),
  }));

  route(list.create, async (request) => ({
    data: await lists.create(clientOf(request), request.body, now()),
  }));

  route(list.saveCart, async (request, reply) => {
    const saved = await lists.saveCart(clientOf(request), request.body, now());
    const body = { data: saved.list, meta: { ecrasee: saved.overwritten } };
    // A list written over answers 200 (serialised by the same schema).
    if (saved.overwritten) reply.status(200);
    return body;
  });

  route(list.get, async (request) => ({
    data: await lists.get(clientOf(request), request.params.id, request.query.magasin_id, now()),
  }));

  route(list.view, async (request) => ({
    data: await lists.view(clientOf(request), request.params.id, request.query.magasin_id, now()),
  }));

  route(list.rename, async (request) => ({
    data: await lists.rename(
      clientOf(request),
      request.params.id,
      request.body.titre,
      request.query.magasin_id,
      now(),
    ),
  }));

  route(list.remove, async (request) => {
    await lists.remove(clientOf(request).id, request.params.id);
    return undefined;
  });

  route(list.addItem, async (request) => ({
    data: await lists.addItem(clientOf(request), request.params.id, request.body, now()),
  }));

  route(list.updateItem, async (request) => ({
    data: await lists.updateItem(
      clientOf(request),
      request.params.id,
      request.params.itemId,
      request.body,
      now(),
    ),
  }));

  route(list.removeItems, async (request) => ({
    data: await lists.deleteItems(clientOf(request), request.params.id, request.body, now()),
  }));
};
