import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categoryTree } from './categories.service.ts';

const treeQuery = z.object({
  profondeur: z.coerce
    .number({ error: 'La profondeur doit être un nombre.' })
    .int({ error: 'La profondeur doit être un nombre entier.' })
    .min(1, { error: 'La profondeur doit être comprise entre 1 et 3.' })
    .max(3, { error: 'La profondeur doit être comprise entre 1 et 3.' })
    .default(3),
});

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get(
    '/categories',
    { schema: { tags: ['catalogue'], summary: 'Arbre des rayons', querystring: treeQuery } },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { data: await categoryTree(db, request.query.profondeur) };
    },
  );
};
