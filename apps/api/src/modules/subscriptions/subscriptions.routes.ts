import { endpoints } from '@cabas/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { authenticate, clientOf, requireClient } from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';
import type { SubscriptionPurchases } from './subscription-purchases.ts';

const calls = endpoints.subscriptions;

/** The client's subscriptions and a store's offer (declared in packages/contracts, `endpoints.subscriptions`). */
export const subscriptionRoutes: FastifyPluginAsync = async (app) => {
  const { subscriptions } = app.services;
  const now = () => app.security.clock();
  const mine = endpointRoutes(app, { preValidation: requireClient });
  const open = endpointRoutes(app, { preValidation: authenticate });

  mine(calls.list, async (request) => subscriptions.list(clientOf(request), now()));
  open(calls.offer, async (request) => subscriptions.offer(request.client ?? null, request.params.id, now()));
};

/** Buying a subscription: registered by the payments module, which owns the payment provider. */
export const subscriptionPurchaseRoutes: FastifyPluginAsync<{ purchases: SubscriptionPurchases }> = async (
  app,
  { purchases },
) => {
  const route = endpointRoutes(app, { preValidation: requireClient });
  route(calls.purchase, async (request) =>
    purchases.open(clientOf(request), request.body, app.security.shopOrigin(request), app.security.clock()),
  );
};
