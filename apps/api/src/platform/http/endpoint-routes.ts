import {
  type EndpointBody,
  type EndpointDefinition,
  type EndpointParams,
  type EndpointQuery,
  type EndpointReply,
  isPlatformErrorCode,
} from '@cabas/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import { HttpError } from '../errors.ts';

/** The request a handler receives: params, query and body as their schemas parsed them. */
export type EndpointRequest<E extends EndpointDefinition> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  Body: EndpointBody<E>;
}>;

/** A handler returns the answer's body (serialised through the declared response schema) or the reply it sent. */
export type EndpointHandler<E extends EndpointDefinition> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointReply<E> | FastifyReply>;

/** What a route adds to its declaration: guards, hooks, rate-limit config, body limit. */
export type EndpointOptions = Pick<
  RouteShorthandOptions,
  'onRequest' | 'preValidation' | 'preHandler' | 'config' | 'bodyLimit'
>;

/** The error codes of a call, listed in its OpenAPI description. */
export function errorCodesDescription(codes: readonly string[]): string | undefined {
  if (!codes.length) return undefined;
  return `Codes d’erreur : ${codes.map((code) => `\`${code}\``).join(', ')}.`;
}

/** The Fastify schema of a declaration: validation of its inputs, serialisation of its answer. */
export function endpointSchema(endpoint: EndpointDefinition): FastifySchema {
  const description = errorCodesDescription(endpoint.errors);
  return {
    summary: endpoint.summary,
    tags: [...endpoint.tags],
    ...(description ? { description } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    // A call that creates (201) may also answer 200 when the thing already existed: same body, same schema.
    ...(endpoint.response
      ? { response: { 200: endpoint.response, [endpoint.status ?? 200]: endpoint.response } }
      : {}),
  };
}

/** A refusal a route answered although its declaration does not list the code (decision 102). */
export interface UndeclaredErrorCode {
  /** The declared call, as `METHOD /path`. */
  route: string;
  code: string;
  status: number;
}

let undeclaredWatcher: ((found: UndeclaredErrorCode) => void) | null = null;

/**
 * Who hears of a code a route answered without declaring it: the API tests' setup, which fails the test
 * (`test/setup/declared-error-codes.ts`); without a watcher, the request's log gets a warning.
 */
export function watchUndeclaredErrorCodes(
  watcher: ((found: UndeclaredErrorCode) => void) | null,
): ((found: UndeclaredErrorCode) => void) | null {
  const previous = undeclaredWatcher;
  undeclaredWatcher = watcher;
  return previous;
}

/**
 * What a handler's refusal becomes: a code the declaration does not list (nor the platform) is
 * reported; a status the declaration re-states for its code (`errorStatus`) replaces the table's.
 */
function declaredRefusal(endpoint: EndpointDefinition) {
  const route = `${endpoint.method} ${endpoint.path}`;
  const declared = new Set<string>(endpoint.errors);
  const restated = endpoint.errorStatus;
  return (error: unknown, request: FastifyRequest): never => {
    if (!(error instanceof HttpError)) throw error;
    if (!declared.has(error.code) && !isPlatformErrorCode(error.code)) {
      const found = { route, code: error.code, status: error.statusCode };
      if (undeclaredWatcher) undeclaredWatcher(found);
      else request.log.warn(found, 'error code not declared by its call');
    }
    const status = restated?.[error.code];
    if (status === undefined || status === error.statusCode) throw error;
    throw new HttpError(status, error.message, error.errors, error.code);
  };
}

/** Registers the route of one declared call. */
export function registerEndpoint<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  options: EndpointOptions,
  handler: EndpointHandler<E>,
): void {
  const status = endpoint.status ?? 200;
  // The handler's promise goes to Fastify as it is: Fastify serialises a body, sends an empty answer
  // for `undefined`, and waits for a reply the handler sent itself (a returned reply resolves, once
  // sent, to `undefined`). Awaiting it here and sending again for that `undefined` made Fastify log a
  // "reply already sent" warning with its stack on every text-sending route (decision record 034).
  // A refusal passes through `refused` on its way to the error handler: the answer stays the same.
  const refused = declaredRefusal(endpoint);
  const run: RouteHandlerMethod = (request, reply) => {
    if (status !== 200) reply.code(status);
    // The request was validated by the declaration's schemas before this runs.
    try {
      return handler(request as EndpointRequest<E>, reply).catch((error: unknown) => refused(error, request));
    } catch (error) {
      return refused(error, request);
    }
  };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: endpointSchema(endpoint),
    ...options,
    handler: run,
  });
}

/** The routes of one module, sharing their options (guards, rate-limit config). */
export function endpointRoutes(app: FastifyInstance, shared: EndpointOptions = {}) {
  return <E extends EndpointDefinition>(
    endpoint: E,
    handlerOrOptions: EndpointHandler<E> | EndpointOptions,
    maybeHandler?: EndpointHandler<E>,
  ): void => {
    const own = typeof handlerOrOptions === 'function' ? {} : handlerOrOptions;
    const handler = typeof handlerOrOptions === 'function' ? handlerOrOptions : maybeHandler;
    if (!handler) throw new Error(`Pas de traitement pour ${endpoint.method} ${endpoint.path}`);
    registerEndpoint(app, endpoint, { ...shared, ...own }, handler);
  };
}
