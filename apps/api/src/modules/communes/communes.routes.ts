import { API_ERROR_CODES, apiMessages, endpoints, messages } from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../platform/errors.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';
import { presentCommune } from './communes.presenter.ts';
import { findCommuneById, findCommunesByPostalCode } from './communes.repository.ts';

export const communeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  const byPostalCode = async (codePostal: string) => {
    const rows = await findCommunesByPostalCode(db, codePostal);
    return { data: rows.map(presentCommune) };
  };

  const route = endpointRoutes(app);

  route(endpoints.stores.communes, async (request) => byPostalCode(request.query.code_postal));

  route(endpoints.stores.communeSuggestions, async (request) => {
    const result = await byPostalCode(request.query.code_postal);
    if (!result.data.length) throw new HttpError(404, messages.noCommuneForPostalCode);
    return result;
  });

  route(endpoints.stores.commune, async (request) => {
    const row = await findCommuneById(db, request.params.id);
    if (!row)
      throw new HttpError(404, apiMessages.communeNotFound, undefined, API_ERROR_CODES.communeNotFound);
    return { data: presentCommune(row) };
  });
};
