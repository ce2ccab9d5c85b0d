import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors.ts';
import { findCategoryColour } from '../categories/categories.service.ts';
import { findProductForImage } from './images.repository.ts';
import { categorySvg, productSvg } from './svg.ts';

const eanFile = z.object({
  file: z
    .string()
    .regex(/^\d{8,14}\.svg$/, { error: "Le nom de l'image doit être un code EAN suivi de .svg." }),
});
const categoryFile = z.object({
  file: z
    .string()
    .regex(/^\d{1,9}\.svg$/, { error: "Le nom de l'image doit être un identifiant de rayon suivi de .svg." })
    .transform((f) => Number(f.slice(0, -4))),
});
const IMAGE_CACHE = 'public, max-age=604800, stale-while-revalidate=86400';

export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/images/produits/:file',
    {
      schema: { tags: ['images'], summary: 'Visuel généré d’un produit', params: eanFile },
      config: { rateLimit: false },
    },
    async (request, reply) => {
      const product = await findProductForImage(db, request.params.file.slice(0, -4));
      if (!product) throw notFound("Ce produit n'existe pas.");
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', IMAGE_CACHE)
        .send(productSvg(product));
    },
  );

  app.get(
    '/images/categories/:file',
    {
      schema: { tags: ['images'], summary: 'Visuel généré d’un rayon', params: categoryFile },
      config: { rateLimit: false },
    },
    async (request, reply) => {
      const category = await findCategoryColour(db, request.params.file);
      if (!category) throw notFound("Ce rayon n'existe pas.");
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', IMAGE_CACHE)
        .send(categorySvg(category));
    },
  );
};
