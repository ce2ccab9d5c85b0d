import { type EndpointDefinition, type EndpointReply, endpoints } from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, requireClient } from '../../platform/auth/guards.ts';
import type { AuthenticatedClient } from '../../platform/auth/session-lookup.ts';
import { type EndpointRequest, endpointRoutes } from '../../platform/http/endpoint-routes.ts';
import { GiftCardAttempts } from './gift-card-attempts.ts';

const calls = endpoints.checkout;

/** A call on one checkout: the logged-in shopper, the validated request (store and id in its path). */
type OnCheckout<E extends EndpointDefinition> = (
  shopper: AuthenticatedClient,
  request: EndpointRequest<E>,
  now: Date,
) => Promise<EndpointReply<E>>;

/** The consumer checkout calls (declared in packages/contracts, `endpoints.checkout`). */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { checkout } = app.services;
  const giftCardAttempts = new GiftCardAttempts(app.security.attempts, app.log);
  // Checkout pages call the API from the storefront's address for every shopper (like the cart).
  const route = endpointRoutes(app, { preValidation: requireClient, config: { rateLimit: false } });

  /** Registers a call on one checkout from its declaration. */
  function on<E extends EndpointDefinition>(endpoint: E, run: OnCheckout<E>) {
    route(endpoint, (request) => run(clientOf(request), request, app.security.clock()));
  }

  route(calls.create, async (request, reply) => {
    const now = app.security.clock();
    const { created, response } = await checkout.create(
      clientOf(request),
      request.params.shop,
      request.query,
      now,
    );
    // An existing checkout answers 200 (serialised by the same schema).
    if (!created) reply.code(200);
    return response;
  });

  on(calls.get, (shopper, { params: { shop, id } }, now) => checkout.get(shopper, shop, id, now));
  on(calls.update, (shopper, { params: { shop, id }, body }, now) =>
    checkout.update(shopper, shop, id, body, now),
  );
  on(calls.cancel, (shopper, { params: { shop, id }, query }, now) =>
    checkout.cancel(shopper, shop, id, query.dateLastUpdate, now).then(() => undefined),
  );
  on(calls.slots, (shopper, { params: { shop, id }, query }, now) =>
    checkout.slotDays(shopper, shop, id, query.service_id, now),
  );
  on(calls.chooseSlot, (shopper, { params: { shop, id }, query, body }, now) =>
    checkout.chooseSlot(shopper, shop, id, query.dateLastUpdate, body.creneau_id, now),
  );
  on(calls.releaseSlot, (shopper, { params: { shop, id }, query }, now) =>
    checkout.releaseSlot(shopper, shop, id, query.dateLastUpdate, now),
  );
  on(calls.benefits, (shopper, { params: { shop, id }, query }, now) =>
    checkout.processAvantages(shopper, shop, id, query.dateLastUpdate, now),
  );
  on(calls.promoCode, (shopper, { params: { shop, id }, query, body }, now) =>
    checkout.processCodePromo(shopper, shop, id, query.dateLastUpdate, body.code_promo, now),
  );
  on(calls.redevance, (shopper, { params: { shop, id }, query, body }, now) =>
    checkout.processRedevance(shopper, shop, id, query.dateLastUpdate, body, now),
  );
  on(calls.eurocora, (shopper, { params: { shop, id }, query, body }, now) =>
    checkout.processEurocora(shopper, shop, id, query.dateLastUpdate, body, now),
  );
  on(calls.paymentModes, (shopper, { params: { shop, id } }, now) =>
    checkout.paymentModes(shopper, shop, id, now),
  );
  on(calls.removeGiftCard, (shopper, { params: { shop, id }, query }, now) =>
    checkout.removeGiftCard(shopper, shop, id, query.dateLastUpdate, now),
  );
  // Wrong cards are counted per shopper and per address: too many lock the check for a while.
  on(calls.giftCard, async (shopper, request, now) => {
    const { shop, id } = request.params;
    const address = app.security.burstLimit.keyGenerator(request);
    await giftCardAttempts.assertAllowed(shopper.id, address);
    return giftCardAttempts.counting(shopper.id, address, () =>
      checkout.giftCard(shopper, shop, id, request.query.dateLastUpdate, request.body, now),
    );
  });
};
