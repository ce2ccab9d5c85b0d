import {
  API_ERROR_CODES,
  endpoints,
  PAYMENT_SIGNATURE_HEADER,
  paymentMessages,
  paymentNotification,
} from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, requireClient } from '../../platform/auth/guards.ts';
import { loadSecrets } from '../../platform/auth/secrets.ts';
import { HttpError } from '../../platform/errors.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';
import { SandboxProvider } from '../../platform/payments/sandbox-provider.ts';
import { orderChangeRoutes } from '../order-changes/order-changes.routes.ts';
import { OrderChangesService } from '../order-changes/order-changes.service.ts';
import { SubscriptionPurchases } from '../subscriptions/subscription-purchases.ts';
import { subscriptionPurchaseRoutes } from '../subscriptions/subscriptions.routes.ts';
import { NotificationService } from './notifications.service.ts';
import { OrderLedger } from './order-ledger.ts';
import { ProcessPaymentService } from './process-payment.service.ts';
import { sandboxRoutes } from './sandbox.routes.ts';

const calls = endpoints.payments;
const NOTIFICATION_BODY_LIMIT = 8192;

/** Payment: processPaiement, the provider's notifications and the sandbox's hosted page. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const config = app.deps.config;
  const secrets = loadSecrets(config);
  const provider = new SandboxProvider(secrets.paymentSecret, app.security.publicUrl);
  // Cancelling and editing placed orders: refunds and extra payments go through the same provider.
  const orderChanges = new OrderChangesService(
    db,
    provider,
    app.outbox,
    app.services.slots,
    new OrderLedger(),
    app.services.ledger,
    app.services.carts,
  );
  // Delivery subscriptions are paid on the same hosted page (decision 081).
  const subscriptionPurchases = new SubscriptionPurchases(
    db,
    provider,
    new OrderLedger(),
    app.services.subscriptions,
  );
  const notifications = new NotificationService(db, app.outbox, app.services.ledger, {
    ownsSession: async (id) =>
      (await subscriptionPurchases.ownsSession(id)) || (await orderChanges.ownsSession(id)),
    applyPayment: async (session, event, nowIso) =>
      (await subscriptionPurchases.ownsSession(session.id))
        ? subscriptionPurchases.applyPayment(session, event, nowIso)
        : orderChanges.applyPayment(session, event, nowIso),
  });
  // A refund the provider did not confirm (it was down) is asked again, later each time.
  app.outbox.schedule({
    name: 'remboursements-en-attente',
    everyMs: 60_000,
    run: (_db, now) => orderChanges.settlePendingRefunds(now),
  });

  await app.register(sandboxRoutes, {
    provider,
    returnPath: async (sessionId, result) =>
      (await subscriptionPurchases.returnPath(sessionId, result)) ??
      orderChanges.returnPath(sessionId, result),
  });
  await app.register(orderChangeRoutes, { service: orderChanges, provider });
  await app.register(subscriptionPurchaseRoutes, { purchases: subscriptionPurchases });

  // The checkout exactly as its own GET answers it (amounts, slot, address, cart; owner only).
  const { checkout } = app.services;
  const processPayment = new ProcessPaymentService(db, provider, (client, shop, id, now) =>
    checkout.get(client, shop, id, now),
  );

  const route = endpointRoutes(app, { preValidation: requireClient });
  for (const [endpoint, ownCard] of [
    [calls.process, false],
    [calls.processOwnCard, true],
  ] as const) {
    route(endpoint, async (request) => {
      const { shop, id } = request.params;
      const answer = await processPayment.process(
        clientOf(request),
        shop,
        id,
        request.body,
        ownCard,
        app.security.clock(),
      );
      // The hosted page is served under /api on the origin the shopper is on (same cookies after).
      if (answer.session_id === null || answer.url_webview_paiement === null) return answer;
      const url = provider.paymentPageUrl(answer.session_id, app.security.shopOrigin(request));
      return { ...answer, url_webview_paiement: url };
    });
  }

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
      if (!provider.verifyNotification(raw, Array.isArray(header) ? header[0] : header))
        throw new HttpError(401, paymentMessages.badSignature, undefined, API_ERROR_CODES.badSignature);
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
  new HttpError(422, paymentMessages.badNotification, undefined, API_ERROR_CODES.badNotification);
