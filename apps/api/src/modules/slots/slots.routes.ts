import { apiMessages, planningQuery, SLOT_HOLD_MINUTES, shopParams } from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/errors.ts';

/** GET /api/magasins/{shop}/planning: the public slot planning of a store (the /planning page). */
export const slotRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { slots } = app.services;

  app.get(
    '/magasins/:shop/planning',
    {
      schema: {
        tags: ['commande'],
        summary: 'Planning des créneaux de retrait et de livraison du magasin',
        params: shopParams,
        querystring: planningQuery,
      },
      config: { rateLimit: false },
    },
    async (request) => {
      const { shop } = request.params;
      const store = await db.selectFrom('stores').select('id').where('id', '=', shop).executeTakeFirst();
      if (!store) throw notFound(apiMessages.storeNotFound);
      const now = app.security.clock();
      return {
        data: await slots.planning(shop, now, request.query.service_id),
        meta: { magasin_id: shop, duree_reservation_minutes: SLOT_HOLD_MINUTES },
      };
    },
  );
};
