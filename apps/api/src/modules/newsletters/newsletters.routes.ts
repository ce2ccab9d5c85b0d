import { API_ERROR_CODES, endpoints, accountExtrasMessages as m } from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, requireClient } from '../../platform/auth/guards.ts';
import { loadSecrets } from '../../platform/auth/secrets.ts';
import { HttpError } from '../../platform/errors.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';
import { UnsubscribeTokens } from './unsubscribe-token.ts';

const calls = endpoints.newsletters;

/** Store newsletters (declared in packages/contracts, `endpoints.newsletters`). */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { newsletters } = app.services;
  const now = () => app.security.clock();
  const tokens = new UnsubscribeTokens(loadSecrets(app.deps.config).authSecret);
  const route = endpointRoutes(app, { preValidation: requireClient });

  route(calls.list, async (request) => newsletters.list(clientOf(request).id));
  route(calls.get, async (request) => ({
    data: await newsletters.get(clientOf(request).id, request.params.id),
  }));
  route(calls.subscribe, async (request) => ({
    data: await newsletters.subscribe(clientOf(request).id, request.body.magasin_id, now()),
  }));
  route(calls.unsubscribe, async (request) => {
    await newsletters.unsubscribe(clientOf(request).id, request.params.id);
    return undefined;
  });
  route(calls.smsOptin, async (request) => ({
    data: await newsletters.setSmsOptin(
      clientOf(request).id,
      request.body.optin_sms_suivi_commande_drive,
      now(),
    ),
  }));

  // The e-mails' one-click link: no session, the signed token says who and which store.
  endpointRoutes(app)(calls.unsubscribeByToken, async (request) => {
    const check = tokens.check(request.body.token, now());
    if (!check.ok)
      throw check.reason === 'expired'
        ? new HttpError(410, m.unsubscribeExpired, undefined, API_ERROR_CODES.unsubscribeTokenExpired)
        : new HttpError(400, m.unsubscribeInvalid, undefined, API_ERROR_CODES.unsubscribeTokenInvalid);
    return { data: await newsletters.unsubscribeStore(check.clientId, check.storeId) };
  });
};
