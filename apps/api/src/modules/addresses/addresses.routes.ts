import {
  addressListQuery,
  addressParams,
  DELIVERY_ADDRESS_MAX,
  deliveryAddressBody,
  deliveryAddressUpdateBody,
} from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, requireClient } from '../../platform/auth/guards.ts';

const tags = ['adresses'];

/** Delivery addresses of the logged-in client: /api/me/adresses (doc 2 §3, §4, §7). */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { addresses } = app.services;
  const now = () => app.security.clock();

  app.get(
    '/me/adresses',
    {
      schema: {
        tags,
        summary: 'Adresses de livraison du client (livrable selon ?magasin_id)',
        querystring: addressListQuery,
      },
      preValidation: requireClient,
    },
    async (request) => ({
      data: await addresses.list(clientOf(request).id, request.query.magasin_id),
      meta: { nb_max: DELIVERY_ADDRESS_MAX },
    }),
  );

  app.post(
    '/me/adresses',
    {
      schema: { tags, summary: 'Ajoute une adresse de livraison', body: deliveryAddressBody },
      preValidation: requireClient,
    },
    async (request, reply) => {
      const data = await addresses.create(clientOf(request).id, request.body, now());
      return reply.status(201).send({ data });
    },
  );

  app.put(
    '/me/adresses/:id',
    {
      schema: {
        tags,
        summary: 'Modifie une adresse, ou la rend adresse par défaut ({defaut: true})',
        params: addressParams,
        body: deliveryAddressUpdateBody,
      },
      preValidation: requireClient,
    },
    async (request) => ({
      data: await addresses.update(clientOf(request).id, request.params.id, request.body, now()),
    }),
  );

  app.delete(
    '/me/adresses/:id',
    {
      schema: { tags, summary: 'Supprime une adresse de livraison', params: addressParams },
      preValidation: requireClient,
    },
    async (request, reply) => {
      await addresses.remove(clientOf(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
};
