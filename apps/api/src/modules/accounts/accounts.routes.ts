import { endpoints } from '@cabas/contracts';
import type { FastifyPluginAsync } from 'fastify';
import {
  clientOf as me,
  requireAppToken,
  requireClient,
  requireStorefrontToken,
} from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';
import { changePassword, getClient, signUp, storeAuthorization, updateProfile } from './accounts.service.ts';
import { checkResetToken, requestPasswordReset, resetPassword } from './forgotten-password.service.ts';

export const accountRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps.database;
  const { security } = app;
  const route = endpointRoutes(app);
  const burst = { rateLimit: security.burstLimit };
  const shopper = { preValidation: requireClient };
  const storefront = { onRequest: requireAppToken, config: burst };
  const { accounts } = endpoints;

  route(accounts.signUp, { onRequest: requireStorefrontToken, config: burst }, async (request) => ({
    data: await signUp(db, security, request.body, app.outbox, security.shopOrigin(request)),
  }));

  route(accounts.me, shopper, async (request) => ({ data: await getClient(db, me(request).id) }));

  route(accounts.updateProfile, shopper, async (request) => ({
    data: await updateProfile(db, security, me(request).id, request.body),
  }));

  route(accounts.changePassword, { ...shopper, config: burst }, async (request) => ({
    data: await changePassword(
      db,
      security,
      me(request),
      request.body,
      security.burstLimit.keyGenerator(request),
    ),
  }));

  route(accounts.storeAuthorization, shopper, async (request) => ({
    data: await storeAuthorization(db, me(request).id, request.query.magasin_id),
  }));

  route(accounts.forgottenPassword, storefront, async (request) => ({
    data: await requestPasswordReset(db, security, request.body, app.outbox, security.shopOrigin(request)),
  }));

  route(accounts.checkResetLink, storefront, async (request) => ({
    data: await checkResetToken(db, security, request.body.token),
  }));

  route(accounts.resetPassword, storefront, async (request) => ({
    data: await resetPassword(db, security, request.body, security.burstLimit.keyGenerator(request)),
  }));
};
