import {
  orderListQuery,
  orderListResponse,
  orderParams,
  orderResponse,
  orderTitleBody,
} from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, requireClient } from '../../platform/auth/guards.ts';

const tags = ['commandes'];

/** GET /api/me/commandes, GET and PUT /api/me/commandes/{id} (packages/contracts/src/orders.ts). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders } = app.services;

  app.get(
    '/me/commandes',
    {
      schema: {
        tags,
        summary: 'Les commandes du client, les plus récentes d’abord',
        querystring: orderListQuery,
        response: { 200: orderListResponse },
      },
      preValidation: requireClient,
    },
    async (request) => orders.list(clientOf(request).id, request.query.page, request.query.statut),
  );

  app.get(
    '/me/commandes/:id',
    {
      schema: {
        tags,
        summary: 'Une commande du client',
        params: orderParams,
        response: { 200: orderResponse },
      },
      preValidation: requireClient,
    },
    async (request) => ({ data: await orders.get(clientOf(request).id, request.params.id) }),
  );

  app.put(
    '/me/commandes/:id',
    {
      schema: {
        tags,
        summary: 'Nomme une commande',
        params: orderParams,
        body: orderTitleBody,
        response: { 200: orderResponse },
      },
      preValidation: requireClient,
    },
    async (request) => ({
      data: await orders.rename(
        clientOf(request).id,
        request.params.id,
        request.body.titre,
        app.security.clock(),
      ),
    }),
  );
};
