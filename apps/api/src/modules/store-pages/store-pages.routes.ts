import { endpoints } from '@cabas/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';
import { blog, blogArticle, fuelPrices, pushZones, sitemap } from './store-pages.service.ts';

const calls = endpoints.storePages;

/** Fuel prices, push zones and the blog of a store (declared in packages/contracts, `endpoints.storePages`). */
export const storePageRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps.database;
  const route = endpointRoutes(app);
  const now = () => app.security.clock();

  route(calls.fuelPrices, async (request) => fuelPrices(db, request.params.id));
  route(calls.pushZones, async (request) => pushZones(db, request.params.id));
  route(calls.blog, async (request) => blog(db, request.params.id, request.query, now()));
  route(calls.sitemap, async () => sitemap(db, now()));
  route(calls.blogArticle, async (request) =>
    blogArticle(db, request.params.id, request.params.articleId, now()),
  );
};
