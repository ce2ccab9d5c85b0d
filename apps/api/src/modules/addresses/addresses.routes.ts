import { API_ERROR_CODES, accountExtrasMessages, DELIVERY_ADDRESS_MAX, endpoints } from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, requireClient } from '../../platform/auth/guards.ts';
import { HttpError } from '../../platform/errors.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';

const calls = endpoints.addresses;

/** Delivery addresses of the logged-in client (declared in packages/contracts, `endpoints.addresses`). */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { addresses } = app.services;
  const now = () => app.security.clock();
  const route = endpointRoutes(app, { preValidation: requireClient });

  route(calls.list, async (request) => ({
    data: await addresses.list(clientOf(request).id, request.query.magasin_id),
    meta: { nb_max: DELIVERY_ADDRESS_MAX },
  }));
  route(calls.create, async (request) => ({
    data: await addresses.create(clientOf(request).id, request.body, now()),
  }));
  route(calls.update, async (request) => ({
    data: await addresses.update(clientOf(request).id, request.params.id, request.body, now()),
  }));
  route(calls.remove, async (request) => {
    await addresses.remove(clientOf(request).id, request.params.id);
    return undefined;
  });
  route(calls.billing, async (request) => {
    const address = await addresses.billingAddress(clientOf(request).id);
    if (!address)
      throw new HttpError(
        404,
        accountExtrasMessages.billingMissing,
        undefined,
        API_ERROR_CODES.billingAddressMissing,
      );
    return { data: address };
  });
  route(calls.saveBilling, async (request) => ({
    data: await addresses.saveBillingAddress(clientOf(request).id, request.body, now()),
  }));
};
