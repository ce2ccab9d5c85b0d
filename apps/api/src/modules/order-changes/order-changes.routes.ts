import { endpoints } from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, requireClient } from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';

const calls = endpoints.orderChanges;

/** Cancelling and editing the logged-in client's placed orders (`endpoints.orderChanges`). */
export const orderChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orderChanges: service } = app.services;
  const route = endpointRoutes(app, { preValidation: requireClient });
  const now = () => app.security.clock();

  route(calls.cancelPreview, async (request) => ({
    data: await service.cancelPreview(clientOf(request).id, request.params.id, now()),
  }));
  route(calls.cancel, async (request) => ({
    data: await service.cancel(clientOf(request).id, request.params.id, now()),
  }));
  route(calls.getChange, async (request) => ({
    data: await service.getChange(clientOf(request).id, request.params.id, now()),
  }));
  route(calls.updateChange, async (request) => ({
    data: await service.updateChange(clientOf(request), request.params.id, request.body, now()),
  }));
  route(calls.confirmChange, async (request) => {
    // The payment page sends the shopper back to the origin she is on (same cookies after).
    const origin = app.security.shopOrigin(request);
    return { data: await service.confirmChange(clientOf(request), request.params.id, now(), origin) };
  });
  route(calls.abandonChange, async (request) => {
    await service.abandonChange(clientOf(request).id, request.params.id, now());
    return undefined;
  });
  route(calls.changeSlots, async (request) => ({
    data: await service.changeSlots(clientOf(request).id, request.params.id, now()),
  }));
};
