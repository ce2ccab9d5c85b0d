import {
  addListItemBody,
  createListBody,
  deleteListItemsBody,
  listParams,
  listQuery,
  listsQuery,
  renameListBody,
  saveCartListBody,
} from '@cabas/contracts';
import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, requireClient } from '../../platform/auth/guards.ts';

const tags = ['listes'];

function listRoute<S extends FastifySchema>(schema: S) {
  return { schema: { tags, ...schema }, preValidation: requireClient };
}

/** Shopping lists of the logged-in client: /api/me/listes (paths in packages/contracts/src/lists.ts). */
export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  const { lists } = app.services;
  const now = () => app.security.clock();

  app.get(
    '/me/listes',
    listRoute({ summary: 'Listes de courses du client, comptées pour un magasin', querystring: listsQuery }),
    async (request) => ({ data: await lists.summaries(clientOf(request), request.query.magasin_id) }),
  );

  app.post(
    '/me/listes',
    listRoute({ summary: 'Crée une liste de courses (titre, produits)', body: createListBody }),
    async (request, reply) =>
      reply.status(201).send({ data: await lists.create(clientOf(request), request.body, now()) }),
  );

  app.post(
    '/me/listes/panier',
    listRoute({
      summary: 'Enregistre le panier (magasin, type) dans une nouvelle liste ou à la place d’une liste',
      body: saveCartListBody,
    }),
    async (request, reply) => {
      const saved = await lists.saveCart(clientOf(request), request.body, now());
      return reply
        .status(saved.overwritten ? 200 : 201)
        .send({ data: saved.list, meta: { ecrasee: saved.overwritten } });
    },
  );

  app.get(
    '/me/listes/:id',
    listRoute({
      summary: 'Une liste de courses, ses produits au prix du magasin',
      params: listParams,
      querystring: listQuery,
    }),
    async (request) => ({
      data: await lists.get(clientOf(request), request.params.id, request.query.magasin_id, now()),
    }),
  );

  app.put(
    '/me/listes/:id',
    listRoute({
      summary: 'Renomme une liste de courses',
      params: listParams,
      querystring: listQuery,
      body: renameListBody,
    }),
    async (request) => ({
      data: await lists.rename(
        clientOf(request),
        request.params.id,
        request.body.titre,
        request.query.magasin_id,
        now(),
      ),
    }),
  );

  app.delete(
    '/me/listes/:id',
    listRoute({ summary: 'Supprime une liste de courses', params: listParams }),
    async (request, reply) => {
      await lists.remove(clientOf(request).id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/me/listes/:id/items',
    listRoute({ summary: 'Ajoute un produit (quantité 1)', params: listParams, body: addListItemBody }),
    async (request) => ({
      data: await lists.addItem(clientOf(request), request.params.id, request.body, now()),
    }),
  );

  app.post(
    '/me/listes/:id/items/suppression',
    listRoute({
      summary: 'Retire des produits (ids des lignes)',
      params: listParams,
      body: deleteListItemsBody,
    }),
    async (request) => ({
      data: await lists.deleteItems(clientOf(request), request.params.id, request.body, now()),
    }),
  );
};
