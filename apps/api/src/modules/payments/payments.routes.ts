import {
  API_ERROR_CODES,
  endpoints,
  PAYMENT_SIGNATURE_HEADER,
  paymentMessages,
  paymentNotification,
} from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, requireClient } from '../../platform/auth/guards.ts';
import { DomainError } from '../../platform/domain-error.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';
import { providerRoutes } from './provider.routes.ts';
import { sandboxRoutes } from './sandbox.routes.ts';

const calls = endpoints.payments;
const NOTIFICATION_BODY_LIMIT = 8192;

/** Payment: processPaiement, the provider's notifications and the sandbox's hosted page. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sandbox, paymentGateway, paymentNotifications: notifications, processPayment } = app.services;

  const route = endpointRoutes(app, { preValidation: requireClient });
  for (const [endpoint, ownCard] of [
    [calls.process, false],
    [calls.processOwnCard, true],
  ] as const) {
    route(endpoint, async (request) => {
      const { shop, id } = request.params;
      return processPayment.process(
        clientOf(request),
        shop,
        id,
        request.body,
        ownCard,
        app.security.clock(),
        // The payment page sends the shopper back to the origin she is on (same cookies after).
        app.security.shopOrigin(request),
      );
    });
  }

  await app.register(providerRoutes);
  // The sandbox's page and notifications exist only while it takes the cards: never beside a real provider.
  if (paymentGateway) return;
  await app.register(sandboxRoutes);

  // The signature covers the raw bytes: this scope keeps the JSON body as text until it is checked.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: NOTIFICATION_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    endpointRoutes(scope, { config: { rateLimit: false } })(calls.notification, async (request) => {
      const raw = request.body;
      const header = request.headers[PAYMENT_SIGNATURE_HEADER];
      if (!sandbox.verifyNotification(raw, Array.isArray(header) ? header[0] : header))
        throw new DomainError(API_ERROR_CODES.badSignature, paymentMessages.badSignature);
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        throw badNotification();
      }
      const parsed = paymentNotification.safeParse(json);
      if (!parsed.success) throw badNotification();
      return notifications.handle(parsed.data, app.security.clock());
    });
  });
};

const badNotification = () =>
  new DomainError(API_ERROR_CODES.badNotification, paymentMessages.badNotification);
