import { apiMessages, communeIdParams, communesQuery, messages } from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, notFound } from '../../platform/errors.ts';
import { presentCommune } from './communes.presenter.ts';
import { findCommuneById, findCommunesByPostalCode } from './communes.repository.ts';

export const communeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  const byPostalCode = async (codePostal: string) => {
    const rows = await findCommunesByPostalCode(db, codePostal);
    return { data: rows.map(presentCommune) };
  };

  app.get(
    '/communes',
    { schema: { tags: ['communes'], summary: 'Communes d’un code postal', querystring: communesQuery } },
    async (request) => byPostalCode(request.query.code_postal),
  );

  app.get(
    '/adresseSuggestions/communes',
    {
      schema: {
        tags: ['communes'],
        summary: 'Communes proposées pour un code postal (formulaires d’adresse)',
        querystring: communesQuery,
      },
    },
    async (request) => {
      const result = await byPostalCode(request.query.code_postal);
      if (!result.data.length) throw new HttpError(404, messages.noCommuneForPostalCode);
      return result;
    },
  );

  app.get(
    '/communes/:id',
    { schema: { tags: ['communes'], summary: 'Une commune', params: communeIdParams } },
    async (request) => {
      const row = await findCommuneById(db, request.params.id);
      if (!row) throw notFound(apiMessages.communeNotFound);
      return { data: presentCommune(row) };
    },
  );
};
