import { endpoints } from '@cabas/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';
import { deliveryCommunes, deliveryEligibility, getStore, listStores, shopInfos } from './stores.service.ts';

const { stores } = endpoints;

export const storeRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps.database;
  const { slots } = app.services;
  const route = endpointRoutes(app);

  route(stores.list, async (request) => listStores(db, request.query, new Date()));

  route(stores.get, async (request) => ({ data: await getStore(db, slots, request.params.id, new Date()) }));

  route(stores.deliveryCommunes, async (request) => deliveryCommunes(db, request.params.id));

  route(stores.deliveryEligibility, async (request) =>
    deliveryEligibility(db, request.params.id, request.query.code_postal, request.query.code_insee),
  );

  route(stores.storeInfos, async (request) =>
    shopInfos(db, request.params.id, request.query.type, new Date()),
  );

  route(stores.shopInfos, async (request) =>
    shopInfos(db, request.query.magasin_id ?? null, request.query.type, new Date()),
  );
};
