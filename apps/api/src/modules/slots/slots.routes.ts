import { API_ERROR_CODES, apiMessages, endpoints, SLOT_HOLD_MINUTES } from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../platform/domain-error.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';

/** The public slot planning of a store (the /planning page). */
export const slotRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { slots } = app.services;
  const route = endpointRoutes(app, { config: { rateLimit: false } });

  route(endpoints.checkout.planning, async (request) => {
    const { shop } = request.params;
    const store = await db.selectFrom('stores').select('id').where('id', '=', shop).executeTakeFirst();
    if (!store) throw new DomainError(API_ERROR_CODES.storeNotFound, apiMessages.storeNotFound);
    const now = app.security.clock();
    return {
      data: await slots.planning(shop, now, request.query.service_id),
      meta: { magasin_id: shop, duree_reservation_minutes: SLOT_HOLD_MINUTES },
    };
  });
};
