import {
  deliveryEligibilityQuery,
  idParam,
  shopInfoQuery,
  storeIdParams,
  storeListQuery,
} from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryCommunes, deliveryEligibility, getStore, listStores, shopInfos } from './stores.service.ts';

const tags = ['magasins'];

export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/magasins',
    {
      schema: {
        tags,
        summary: 'Recherche de magasins (texte, code postal ou position), au plus 30 à moins de 30 km',
        querystring: storeListQuery,
      },
    },
    async (request) => listStores(db, request.query, new Date()),
  );

  app.get(
    '/magasins/:id',
    { schema: { tags, summary: 'Un magasin', params: storeIdParams } },
    async (request) => ({ data: await getStore(db, request.params.id, new Date()) }),
  );

  app.get(
    '/magasins/:id/communes-livraison',
    { schema: { tags, summary: 'Communes livrées par le magasin', params: storeIdParams } },
    async (request) => deliveryCommunes(db, request.params.id),
  );

  app.get(
    '/magasins/:id/eligibilite-livraison',
    {
      schema: {
        tags,
        summary: 'Éligibilité d’une commune à la livraison à domicile du magasin',
        params: storeIdParams,
        querystring: deliveryEligibilityQuery,
      },
    },
    async (request) =>
      deliveryEligibility(db, request.params.id, request.query.code_postal, request.query.code_insee),
  );

  app.get(
    '/magasins/:id/infos',
    {
      schema: {
        tags,
        summary: 'Messages d’information du magasin (message_info, message_alerte)',
        params: storeIdParams,
        querystring: shopInfoQuery,
      },
    },
    async (request) => shopInfos(db, request.params.id, request.query.type, new Date()),
  );

  app.get(
    '/infos',
    {
      schema: {
        tags,
        summary: 'Messages d’information de la boutique, du magasin courant ou nationaux',
        querystring: shopInfoQuery.extend({ magasin_id: idParam('du magasin').optional() }),
      },
    },
    async (request) => shopInfos(db, request.query.magasin_id ?? null, request.query.type, new Date()),
  );
};
