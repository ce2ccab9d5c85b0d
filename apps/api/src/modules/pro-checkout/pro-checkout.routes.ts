import { type EndpointDefinition, type EndpointReply, endpoints } from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, requireClient } from '../../platform/auth/guards.ts';
import type { AuthenticatedClient } from '../../platform/auth/session-lookup.ts';
import { type EndpointRequest, endpointRoutes } from '../../platform/http/endpoint-routes.ts';

const calls = endpoints.proCheckout;

type OnProCheckout<E extends EndpointDefinition> = (
  pro: AuthenticatedClient,
  request: EndpointRequest<E>,
  now: Date,
) => Promise<EndpointReply<E>>;

/** The pro checkout calls (declared in packages/contracts, `endpoints.proCheckout`, decision 119). */
export const proCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { proCheckout } = app.services;
  // Called from the storefront's address for every shopper, like the consumer checkout.
  const route = endpointRoutes(app, { preValidation: requireClient, config: { rateLimit: false } });

  function on<E extends EndpointDefinition>(endpoint: E, run: OnProCheckout<E>) {
    route(endpoint, (request) => run(clientOf(request), request, app.security.clock()));
  }

  route(calls.create, async (request, reply) => {
    const { created, response } = await proCheckout.create(
      clientOf(request),
      request.params.shop,
      request.query,
      app.security.clock(),
    );
    // An existing checkout answers 200 (serialised by the same schema).
    if (!created) reply.code(200);
    return response;
  });

  on(calls.get, (pro, { params: { shop, id } }, now) => proCheckout.get(pro, shop, id, now));
  on(calls.update, (pro, { params: { shop, id }, body }, now) =>
    proCheckout.update(pro, shop, id, body, now),
  );
  on(calls.slots, (pro, { params: { shop, id }, query }, now) =>
    proCheckout.slotDays(pro, shop, id, query.service_id, now),
  );
  on(calls.chooseSlot, (pro, { params: { shop, id }, query, body }, now) =>
    proCheckout.chooseSlot(pro, shop, id, query.dateLastUpdate, body.creneau_id, now),
  );

  route(calls.processCreateOrder, async (request) => {
    const { shop, id } = request.params;
    return proCheckout.processCreateOrder(
      clientOf(request),
      shop,
      id,
      request.query.dateLastUpdate,
      request.body,
      app.security.clock(),
      // The payment page sends the pro back to the origin he is on (same cookies after).
      app.security.shopOrigin(request),
    );
  });
};
