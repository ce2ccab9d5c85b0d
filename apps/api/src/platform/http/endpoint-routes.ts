import type {
  EndpointBody,
  EndpointDefinition,
  EndpointParams,
  EndpointQuery,
  EndpointReply,
} from '@cabas/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';

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
  const run: RouteHandlerMethod = (request, reply) => {
    if (status !== 200) reply.code(status);
    // The request was validated by the declaration's schemas before this runs.
    return handler(request as EndpointRequest<E>, reply);
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
