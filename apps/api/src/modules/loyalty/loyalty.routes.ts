import { endpoints } from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, requireClient } from '../../platform/auth/guards.ts';
import { usedChallengesIn } from '../../platform/captcha/used-challenges.repository.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';
import { LoyaltyAttempts } from './loyalty-attempts.ts';

const calls = endpoints.loyalty;

/** Loyalty cards of the logged-in customer (declared in packages/contracts, `endpoints.loyalty`). */
export const loyaltyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { loyalty } = app.services;
  const { database } = app.deps;
  const now = () => app.security.clock();
  const attempts = new LoyaltyAttempts(app.security.attempts, app.log);
  const route = endpointRoutes(app, { preValidation: requireClient });

  route(calls.list, async (request) => loyalty.list(clientOf(request)));
  // Unknown numbers and wrong codes are counted per shopper and per address: too many lock the entry.
  route(calls.preValidate, async (request) => {
    const shopper = clientOf(request);
    const address = app.security.burstLimit.keyGenerator(request);
    return attempts.counting(shopper.id, address, () =>
      loyalty.preValidate(shopper, request.body.num_carte_carrefour, now()),
    );
  });
  route(calls.pair, async (request) => {
    const shopper = clientOf(request);
    const address = app.security.burstLimit.keyGenerator(request);
    const { 'g-captcha-response': captcha, ...body } = request.body;
    const solved = () =>
      app.security.captcha.verify(captcha, usedChallengesIn(database.db, app.security.clock));
    return attempts.counting(shopper.id, address, () => loyalty.pair(shopper, body, solved, now()));
  });
  route(calls.create, async (request) => loyalty.create(clientOf(request), request.body, now()));
  route(calls.remove, async (request) => {
    await loyalty.remove(clientOf(request), request.params.id, now());
    return undefined;
  });
};
