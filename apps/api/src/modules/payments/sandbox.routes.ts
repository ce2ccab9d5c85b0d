import { randomBytes, randomUUID } from 'node:crypto';
import {
  apiPath,
  endpoints,
  PAYMENT_SIGNATURE_HEADER,
  type PaymentEvent,
  type PaymentNotificationResponse,
  type PaymentResult,
} from '@cabas/contracts';
import { formatEuros, isExpiryValid, SANDBOX_3DS_CODE, sandboxBehaviour } from '@cabas/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';
import {
  cardFormPage,
  challengePage,
  closedPage,
  type PageContext,
  type SavedCard,
  savedCardPage,
} from '../../platform/payments/sandbox-page.ts';
import type { SandboxProvider } from '../../platform/payments/sandbox-provider.ts';
import * as repo from './payments.repository.ts';
import { storefrontReturnPath } from './return-path.ts';
import { cardDigits, checkCardForm, readCardForm } from './sandbox-card.ts';

const calls = endpoints.payments;
/** The hosted page of a session, where its forms post and where a refused step sends back. */
const pagePath = (session: string) => apiPath(calls.sandboxPage, { session });
const FORM_BODY_LIMIT = 4096;

type SessionPage = NonNullable<Awaited<ReturnType<typeof repo.findSessionPage>>>;

/** The saved card chosen at checkout for this session, if it is still saved. */
function savedCard(s: SessionPage): SavedCard | null {
  if (s.alias_last4 === null || s.alias_marque === null) return null;
  return {
    nom: s.alias_nom ?? 'Carte enregistrée',
    marque: s.alias_marque,
    last4: s.alias_last4,
    expiration: s.alias_expiration ?? '',
  };
}

const STATUS_RESULT: Record<string, PaymentResult> = {
  refusee: 'refus',
  annulee: 'annulation',
  erreur: 'erreur',
};

/**
 * The sandbox provider's hosted payment page, served by the API: card form, 3-D Secure code, cancel.
 * The pages are HTML with their own strict CSP header (a nonce for their one style sheet). Each outcome is posted to the notification endpoint as a signed
 * notification (as a provider's server would), then the browser goes back to the storefront.
 */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const now = () => app.security.clock();
  // A session that is not a new order's (a subscription's, an order change's) says where it returns.
  const { paymentAliases, sandbox: provider, otherPayments } = app.services;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  function html(reply: FastifyReply, status: number, nonce: string, page: string) {
    const formTargets = `'self' ${app.security.shopOrigin(reply.request)}`;
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'nonce-${nonce}'; form-action ${formTargets}; base-uri 'none'; frame-ancestors 'none'`,
      )
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      .send(page);
  }

  // Back to the storefront on the origin the shopper is on (the page is served under its /api): her
  // session cookie comes with her.
  const back = async (
    reply: FastifyReply,
    session: SessionPage,
    result: PaymentResult,
    orderId: number | null,
  ) => {
    const path = await storefrontReturnPath(otherPayments, session, result, orderId);
    return reply.redirect(`${app.security.shopOrigin(reply.request)}${path}`, 303);
  };

  const context = (s: SessionPage, nonce: string): PageContext => ({
    nonce,
    base: pagePath(s.id),
    storeName: s.store_name,
    amountText: formatEuros(s.card_cents),
  });

  /** The open session, or the answer for one that is unknown, over or expired. */
  async function openSession(id: string, reply: FastifyReply) {
    const session = await repo.findSessionPage(db, id);
    const nonce = randomBytes(16).toString('base64');
    if (!session) {
      await html(reply, 404, nonce, closedPage(nonce, "Cette session de paiement n'existe pas."));
      return null;
    }
    if (session.status !== 'ouverte') {
      if (session.order_id !== null) await back(reply, session, 'deja-traitee', session.order_id);
      else await back(reply, session, STATUS_RESULT[session.status] ?? 'erreur', null);
      return null;
    }
    if (session.expires_at <= now().toISOString()) {
      const answer = await notify(app, provider, session, 'annulee');
      await back(reply, session, answer.resultat, answer.commande_id);
      return null;
    }
    return { session, nonce };
  }

  const route = endpointRoutes(app);

  route(calls.sandboxPage, async (request, reply) => {
    const open = await openSession(request.params.session, reply);
    if (!open) return reply;
    const ctx = {
      ...context(open.session, open.nonce),
      offerSaveCard: await paymentAliases.canSave(open.session.id),
    };
    if (open.session.challenge_at) return html(reply, 200, open.nonce, challengePage(ctx));
    const saved = savedCard(open.session);
    if (saved && request.query.autre_carte !== '1')
      return html(reply, 200, open.nonce, savedCardPage(ctx, saved));
    return html(reply, 200, open.nonce, cardFormPage(ctx, { numero: '', expiration: '', titulaire: '' }));
  });

  route(calls.sandboxSavedCard, async (request, reply) => {
    const open = await openSession(request.params.session, reply);
    if (!open) return reply;
    const saved = savedCard(open.session);
    if (!saved || open.session.challenge_at) return reply.redirect(pagePath(open.session.id), 303);
    const cvc = (request.body?.cvc ?? '').trim();
    const errors = !isExpiryValid(saved.expiration, now())
      ? { carte: 'Cette carte enregistrée a expiré : payez avec une autre carte.' }
      : /^\d{3}$/.test(cvc)
        ? null
        : { cvc: 'Le cryptogramme visuel doit être composé de 3 chiffres.' };
    if (errors)
      return html(reply, 422, open.nonce, savedCardPage(context(open.session, open.nonce), saved, errors));
    // The provider charges the card it keeps behind the alias: accepted in the sandbox.
    const answer = await notify(app, provider, open.session, 'acceptee');
    return back(reply, open.session, answer.resultat, answer.commande_id);
  });

  route(calls.sandboxCard, async (request, reply) => {
    const open = await openSession(request.params.session, reply);
    if (!open) return reply;
    const form = readCardForm(request.body);
    const errors = checkCardForm(form, now());
    const offerSaveCard = await paymentAliases.canSave(open.session.id);
    const ctx = { ...context(open.session, open.nonce), offerSaveCard };
    if (Object.keys(errors).length) return html(reply, 422, open.nonce, cardFormPage(ctx, form, errors));
    if (offerSaveCard && form.enregistrer)
      await paymentAliases.requestSave(
        open.session.id,
        { digits: cardDigits(form.numero), expiration: form.expiration },
        now(),
      );
    const behaviour = sandboxBehaviour(cardDigits(form.numero));
    if (behaviour === '3ds') {
      await repo.markChallenge(db, open.session.id, now().toISOString());
      return html(reply, 200, open.nonce, challengePage(ctx));
    }
    const answer = await notify(app, provider, open.session, behaviour);
    await paymentAliases.settleRequest(open.session.id, answer.resultat === 'ok', now());
    return back(reply, open.session, answer.resultat, answer.commande_id);
  });

  route(calls.sandboxChallenge, async (request, reply) => {
    const open = await openSession(request.params.session, reply);
    if (!open) return reply;
    if (!open.session.challenge_at) return reply.redirect(pagePath(open.session.id), 303);
    const code = (request.body?.code ?? '').trim();
    if (!code) {
      const error = 'Merci de renseigner le code de confirmation reçu par SMS.';
      return html(reply, 422, open.nonce, challengePage(context(open.session, open.nonce), error));
    }
    const event = code === SANDBOX_3DS_CODE ? 'acceptee' : 'refusee';
    const answer = await notify(app, provider, open.session, event, '3ds');
    await paymentAliases.settleRequest(open.session.id, answer.resultat === 'ok', now());
    return back(reply, open.session, answer.resultat, answer.commande_id);
  });

  route(calls.sandboxCancel, async (request, reply) => {
    const open = await openSession(request.params.session, reply);
    if (!open) return reply;
    const answer = await notify(app, provider, open.session, 'annulee');
    await paymentAliases.settleRequest(open.session.id, false, now());
    return back(reply, open.session, answer.resultat, answer.commande_id);
  });
};

/** Posts a signed notification to the API's endpoint, as the provider's server would. */
async function notify(
  app: FastifyInstance,
  provider: SandboxProvider,
  session: { id: string; card_cents: number; capture_mode: 'vente' | 'autorisation' },
  resultat: PaymentEvent,
  authentification: 'aucune' | '3ds' = 'aucune',
): Promise<PaymentNotificationResponse> {
  // The card is held before the shop hears of it: authorised (an order's card, captured when the
  // store closes it, decision 109) or taken at once (a sale: a subscription).
  if (resultat === 'acceptee' || resultat === 'en_attente')
    await provider.authorise(session.id, session.card_cents, session.capture_mode);
  const raw = JSON.stringify({
    session_id: session.id,
    evenement_id: randomUUID(),
    resultat,
    montant_cents: session.card_cents,
    date: app.security.clock().toISOString(),
    authentification,
  });
  const response = await app.inject({
    method: 'POST',
    url: apiPath(calls.notification),
    headers: { 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: provider.sign(raw) },
    payload: raw,
  });
  if (response.statusCode !== 200) {
    app.log.error({ status: response.statusCode, body: response.body }, 'sandbox notification failed');
    return { resultat: 'erreur', commande_id: null };
  }
  return response.json();
}
