import { API_ERROR_CODES, endpoints } from '@cabas/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../platform/errors.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';
import { findCategoryColour } from '../categories/categories.service.ts';
import { findProductForImage } from './images.repository.ts';
import { categorySvg, productSvg } from './svg.ts';

const IMAGE_CACHE = 'public, max-age=604800, stale-while-revalidate=86400';
const SVG = 'image/svg+xml; charset=utf-8';
const imageNotFound = (message: string) =>
  new HttpError(404, message, undefined, API_ERROR_CODES.imageNotFound);

/**
 * Generated product and category pictures. The SVG text is sent as it is with its own content type
 * (the JSON serialiser of the declared `string` answer does not run for it) and a week of caching.
 * Like the catalogue, images are left out of the per-address rate limit.
 */
export const imageRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps.database;
  const route = endpointRoutes(app, { config: { rateLimit: false } });

  route(endpoints.catalogue.productImage, async (request, reply) => {
    const product = await findProductForImage(db, request.params.file.slice(0, -4));
    if (!product) throw imageNotFound("Ce produit n'existe pas.");
    return reply.type(SVG).header('cache-control', IMAGE_CACHE).send(productSvg(product));
  });

  route(endpoints.catalogue.categoryImage, async (request, reply) => {
    const category = await findCategoryColour(db, request.params.file);
    if (!category) throw imageNotFound("Ce rayon n'existe pas.");
    return reply.type(SVG).header('cache-control', IMAGE_CACHE).send(categorySvg(category));
  });
};
