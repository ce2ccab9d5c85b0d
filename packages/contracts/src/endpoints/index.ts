import type { EndpointDefinition } from '../endpoint.ts';
import { catalogueEndpoints } from './catalogue.ts';

export * from './catalogue.ts';

/** Every API call of the shop, by module: the API registers its routes from these, the web calls them. */
export const endpoints = {
  catalogue: catalogueEndpoints,
} as const;

/** The declarations as one list (route registration checks, OpenAPI checks). */
export const allEndpoints: readonly EndpointDefinition[] = Object.values(endpoints).flatMap((group) =>
  Object.values(group),
);
