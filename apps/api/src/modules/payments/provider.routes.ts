import { randomBytes } from 'node:crypto';
import { API_ERROR_CODES, apiPath, endpoints, type PaymentResult, paymentMessages } from '@cabas/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../platform/domain-error.ts';
import { HttpError } from '../../platform/errors.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';
import type { ReturnPage } from '../../platform/payments/adyen/adyen-return.ts';
import type { PaymentGateway } from '../../platform/payments/gateway.ts';
import { paymentPendingPage } from '../../platform/payments/return-page.ts';
import * as repo from './payments.repository.ts';
import { ProviderWebhooks, returnEventId } from './provider-webhooks.ts';
import { storefrontReturnPath } from './return-path.ts';

const calls = endpoints.payments;
const WEBHOOK_BODY_LIMIT = 256 * 1024;
/** How long the return waits for the webhook before showing the pending page, and how often it looks. */
const RETURN_WAIT_MS = 6000;
const RETURN_POLL_MS = 250;

const SESSION_RESULT: Record<string, PaymentResult> = {
  refusee: 'refus',
  annulee: 'annulation',
  erreur: 'erreur',
};
const PAGE_RESULT: Record<ReturnPage, PaymentResult> = {
  ok: 'ok',
  enAttente: 'en-attente',
  refus: 'refus',
  annulation: 'annulation',
  erreur: 'erreur',
};

type WithReturnPage = PaymentGateway & { returnPage(id: string, result: string): Promise<ReturnPage> };
const hasReturnPage = (g: PaymentGateway): g is WithReturnPage =>
  'returnPage' in g && typeof g.returnPage === 'function';

/** A real provider's webhooks and the shopper's return from its page (issue #39, decision 122). */
export const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { paymentGateway: gateway, paymentNotifications, otherPayments, paymentAliases } = app.services;
  const { db } = app.deps.database;
  const now = () => app.security.clock();
  const webhooks =
    gateway &&
    new ProviderWebhooks(
      db,
      gateway,
      paymentNotifications,
      otherPayments,
      paymentAliases,
      (message, detail) => app.log.warn({ detail }, message),
    );

  // The signatures cover the raw bytes: this scope keeps the body as text until they are checked.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      ['application/json', 'text/plain'],
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    endpointRoutes(scope, { config: { rateLimit: false } })(calls.providerWebhook, async (request, reply) => {
      // Only the provider the shop runs (PAYMENT_PROVIDER) has a webhook.
      if (!gateway || !webhooks || request.params.provider !== gateway.name)
        throw new HttpError(404, 'Prestataire de paiement inconnu.', undefined, API_ERROR_CODES.notFound);
      const parsed = gateway.parseWebhook(request.body, request.headers);
      if (!parsed.ok) {
        if (parsed.reason === 'signature_invalide')
          throw new DomainError(API_ERROR_CODES.badSignature, paymentMessages.badSignature);
        throw new DomainError(API_ERROR_CODES.badNotification, paymentMessages.badNotification);
      }
      await webhooks.apply(parsed.notifications, now(), parsed.operations);
      // Adyen's documented acknowledgement; Stripe reads only the status.
      return reply.header('content-type', 'text/plain; charset=utf-8').send('[accepted]');
    });
  });

  async function back(
    reply: FastifyReply,
    session: { id: string; client_is_pro: number; type_panier: string },
    result: PaymentResult,
    orderId: number | null,
  ) {
    const path = await storefrontReturnPath(otherPayments, session, result, orderId);
    return reply.redirect(`${app.security.shopOrigin(reply.request)}${path}`, 303);
  }

  endpointRoutes(app)(calls.providerReturn, async (request, reply) => {
    const { session: id } = request.params;
    const { resultat, sessionId, sessionResult } = request.query;
    let session = await repo.findSessionPage(db, id);
    if (!session) return back(reply, { id, client_is_pro: 0, type_panier: 'drive' }, 'erreur', null);
    // What the provider's page says happened; the webhook alone decides the payment.
    const shown: PaymentResult =
      sessionId && sessionResult && gateway && hasReturnPage(gateway)
        ? PAGE_RESULT[await gateway.returnPage(sessionId, sessionResult).catch(() => 'erreur' as const)]
        : (resultat ?? 'erreur');
    if (shown === 'ok' || shown === 'en-attente') session = await waitForWebhook(id, session);
    // Paid: its order (a subscription or an order change has none of its own: their pages say so).
    if (session.order_id !== null || session.status === 'acceptee' || session.status === 'en_attente')
      return back(reply, session, session.status === 'en_attente' ? 'en-attente' : 'ok', session.order_id);
    const over = SESSION_RESULT[session.status];
    if (over) return back(reply, session, over, null);
    if (shown === 'annulation') {
      // Back without paying: the shop closes its session (the slot is freed), as the sandbox's cancel.
      const answer = await paymentNotifications.handle(
        {
          session_id: id,
          evenement_id: returnEventId(id, 'annulation'),
          resultat: 'annulee',
          montant_cents: session.card_cents,
          date: now().toISOString(),
        },
        now(),
      );
      return back(reply, session, answer.resultat, answer.commande_id);
    }
    // A refusal leaves the session open (another card may be tried); an error is shown as such.
    if (shown === 'refus' || shown === 'erreur') return back(reply, session, shown, null);
    const nonce = randomBytes(16).toString('base64');
    const self = `${apiPath(calls.providerReturn, { session: id })}?resultat=${shown}`;
    return reply
      .status(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'`,
      )
      .header('referrer-policy', 'no-referrer')
      .send(paymentPendingPage(nonce, self));
  });

  type ReturnSession = NonNullable<Awaited<ReturnType<typeof repo.findSessionPage>>>;

  /** The session once its webhook came, or as it is after a few seconds. */
  async function waitForWebhook(id: string, session: ReturnSession): Promise<ReturnSession> {
    const until = Date.now() + RETURN_WAIT_MS;
    let current = session;
    while (current.status === 'ouverte' && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, RETURN_POLL_MS));
      current = (await repo.findSessionPage(db, id)) ?? current;
    }
    return current;
  }
};
