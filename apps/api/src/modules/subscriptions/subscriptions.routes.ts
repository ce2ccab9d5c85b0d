import { endpoints } from '@cabas/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { authenticate, clientOf, requireClient } from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';

const calls = endpoints.subscriptions;

/** The client's subscriptions, a store's offer and its purchase (`endpoints.subscriptions`). */
export const subscriptionRoutes: FastifyPluginAsync = async (app) => {
  const { subscriptions, subscriptionPurchases } = app.services;
  const now = () => app.security.clock();
  const mine = endpointRoutes(app, { preValidation: requireClient });
  const open = endpointRoutes(app, { preValidation: authenticate });

  mine(calls.list, async (request) => subscriptions.list(clientOf(request), now()));
  open(calls.offer, async (request) => subscriptions.offer(request.client ?? null, request.params.id, now()));
  // Bought on the payment provider's hosted page (decision 081).
  mine(calls.purchase, async (request) =>
    subscriptionPurchases.open(clientOf(request), request.body, app.security.shopOrigin(request), now()),
  );
};
