import type { z } from 'zod';
import type { ApiErrorCode, PlatformErrorCode } from './error-codes.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call, declared once: the API registers its route from it (validation of params, query and
 * body, serialisation of the answer by `response`) and the storefront's client is typed from it.
 * `path` uses Fastify's `:name` parameters, relative to the API's base (`/api`).
 */
export interface EndpointDefinition {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success answer's body; `null` for an answer without a body (204). */
  response: z.ZodType | null;
  /**
   * The media type of a success answer that is not JSON (a PDF): the handler sends the bytes itself,
   * and the storefront reads them with its client's `download`, not `call`.
   */
  contentType?: string;
  /** The success status (200 unless said). */
  status?: 200 | 201 | 202 | 204;
  /**
   * The stable error codes this call may answer with, besides the platform's (`PLATFORM_ERROR_CODES`:
   * validation, session, transport). The API holds its routes to this list (decision 102), and the
   * storefront's client types a call's error with it (`EndpointErrorCode`).
   */
  errors: readonly ApiErrorCode[];
  /**
   * The status of a code on this call when it is not the API's table's (decision 102): the login answers
   * every refusal of its credentials with 401, as OAuth 2 does, `captcha_invalide` included.
   */
  errorStatus?: Partial<Record<ApiErrorCode, number>>;
}

/** The codes a call may answer with: its own and the platform's. */
export type EndpointErrorCode<E extends EndpointDefinition> = E['errors'][number] | PlatformErrorCode;

/** Keeps the literal types of a declaration (method, path, schemas) for both sides. */
export function endpoint<const E extends EndpointDefinition>(definition: E): E {
  return definition;
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the API's handler receives after validation. */
export type EndpointParams<E extends EndpointDefinition> = Output<E['params']>;
export type EndpointQuery<E extends EndpointDefinition> = Output<E['query']>;
export type EndpointBody<E extends EndpointDefinition> = Output<E['body']>;
/** The answer as the client reads it (the API serialises it through `response`). */
export type EndpointResponse<E extends EndpointDefinition> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : undefined;
/** The answer as the API's handler may build it (before the response schema parses it). */
export type EndpointReply<E extends EndpointDefinition> = E['response'] extends z.ZodType
  ? z.input<E['response']>
  : undefined;

/** A part is optional when its schema accepts nothing at all or an object without any field. */
type Part<Key extends string, S> = S extends z.ZodType
  ? undefined extends z.input<S>
    ? { [K in Key]?: z.input<S> }
    : Record<never, never> extends z.input<S>
      ? { [K in Key]?: z.input<S> }
      : { [K in Key]: z.input<S> }
  : { [K in Key]?: never };

/** The arguments of a call from the client: the parts its declaration has, typed by their schemas. */
export type EndpointCall<E extends EndpointDefinition> = Part<'params', E['params']> &
  Part<'query', E['query']> &
  Part<'body', E['body']>;

export type EndpointInput<E extends EndpointDefinition> = {
  params: Input<E['params']>;
  query: Input<E['query']>;
  body: Input<E['body']>;
};

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** Where the API is mounted, on the storefront's origin as on a standalone API server. */
export const API_PREFIX = '/api';

/** The path of a call with its parameters filled in (each one URL-encoded). */
export function endpointPath(definition: EndpointDefinition, params?: Record<string, unknown>): string {
  return definition.path.replace(PARAM, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`Paramètre manquant « ${name} » pour ${definition.method} ${definition.path}`);
    return encodeURIComponent(String(value));
  });
}

/** The address of a call on the shop's origin (prefix included), as a browser or a provider reaches it. */
export function apiPath(definition: EndpointDefinition, params?: Record<string, unknown>): string {
  return API_PREFIX + endpointPath(definition, params);
}
