import { API_PREFIX, apiErrorSchema } from '@cabas/contracts';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Name of the error body's schema in the OpenAPI document's components. */
export const API_ERROR_SCHEMA_NAME = 'ErreurApi';

const API_ERROR_REF = { $ref: `#/components/schemas/${API_ERROR_SCHEMA_NAME}` };

type OpenApi = NonNullable<FastifyDynamicSwaggerOptions['openapi']>;

/** The error body as OpenAPI 3.0 JSON Schema: its `code` is an enum of every value of API_ERROR_CODES. */
function apiErrorComponent() {
  const { $schema: _, ...schema } = z.toJSONSchema(apiErrorSchema, { target: 'openapi-3.0' });
  return {
    ...schema,
    description:
      'Corps de toute réponse d’erreur (4xx, 5xx). `code` est une valeur stable sur laquelle le client ' +
      's’appuie ; `message` est le texte en français montré à l’utilisateur ; `errors` donne les erreurs ' +
      'par champ (422).',
  };
}

type Operation = { responses?: Record<string, unknown> };
type Document = Parameters<NonNullable<FastifyDynamicSwaggerOptions['transformObject']>>[0];

/**
 * Every operation answers its errors with the one error body: a `default` response pointing at the
 * `ErreurApi` component, so a client generated from the document knows the list of codes.
 */
function addErrorResponses(document: Document) {
  if (!('openapiObject' in document)) return document.swaggerObject;
  const openapi = document.openapiObject;
  for (const item of Object.values(openapi.paths ?? {})) {
    for (const operation of Object.values(item ?? {}) as Operation[]) {
      if (!operation || typeof operation !== 'object' || !('responses' in operation)) continue;
      operation.responses ??= {};
      operation.responses.default ??= {
        description: 'Erreur',
        content: { 'application/json': { schema: API_ERROR_REF } },
      };
    }
  }
  return openapi;
}

/** Where the API's documentation page is served, under the API's prefix. */
export const DOCS_PREFIX = '/docs';

/** The API's OpenAPI description (served at /api/docs/json), built from the routes' zod schemas. */
export function openApiOptions(): FastifyDynamicSwaggerOptions {
  const openapi = {
    openapi: '3.0.3',
    info: {
      title: 'Cabas API',
      description:
        'API de la boutique Cabas. Toute erreur répond par le corps `ErreurApi`, dont le `code` ' +
        'fait partie de la liste publiée dans ce document.',
      version: '1.0.0',
    },
    servers: [{ url: API_PREFIX }],
    components: { schemas: { [API_ERROR_SCHEMA_NAME]: apiErrorComponent() } },
  };
  return {
    // zod types its JSON Schema more widely than OpenAPI does; the 'openapi-3.0' target writes the latter.
    openapi: openapi as OpenApi,
    transform: jsonSchemaTransform,
    transformObject: addErrorResponses,
  };
}
