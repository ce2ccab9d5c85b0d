import { endpoints } from '@cabas/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { clientOf as me, requireClient } from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';
import type { RequestContext } from './profile.service.ts';

/** The profile page's calls, for the logged-in shopper only (their own account). */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  const { security, outbox } = app;
  const { profile } = app.services;
  const route = endpointRoutes(app);
  const shopper = { preValidation: requireClient };
  const guarded = { ...shopper, config: { rateLimit: security.burstLimit } };
  const { profile: calls } = endpoints;
  const context = (request: FastifyRequest): RequestContext => ({
    security,
    outbox,
    address: security.burstLimit.keyGenerator(request),
    origin: security.shopOrigin(request),
  });

  route(calls.requestEmailChange, guarded, async (request) => ({
    data: await profile.requestEmailChange(context(request), me(request), request.body),
  }));

  route(calls.confirmEmailChange, guarded, async (request) => ({
    data: await profile.confirmEmailChange(security, me(request).id, request.body.token),
  }));

  route(calls.deletionMotifs, shopper, async () => ({ data: profile.deletionMotifs() }));

  route(calls.deletionStatus, shopper, async (request) => ({
    data: await profile.deletionStatus(me(request).id, security.clock()),
  }));

  route(calls.deleteAccount, guarded, async (request) => ({
    data: await profile.deleteAccount(context(request), me(request), request.body),
  }));

  route(calls.dataExport, shopper, async (request) => profile.exportData(me(request).id, security.clock()));
};
