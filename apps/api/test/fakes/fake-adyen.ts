import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ADYEN_PROVIDER, adyenPaymentPage } from './fake-adyen-page.ts';
import {
  headerOf,
  IdempotencyKeys,
  listen,
  postWebhook,
  randomId,
  redirect,
  sendHtml,
  sendJson,
  type WebhookAnswer,
} from './fake-http.ts';
import { type CardEntry, cardNumberOf, challengePage, checkCard, closedPage } from './fake-page.ts';

/**
 * A local fake of the part of Adyen's Checkout API v72 the shop's `AdyenGateway` uses (sessions,
 * captures, cancels, refunds, stored payment methods), of its Hosted Checkout page and of its
 * standard webhooks, with Adyen's test cards. Nothing leaves 127.0.0.1. See README.md.
 */
export interface FakeAdyenOptions {
  apiKey: string;
  merchantAccount: string;
  /** The standard webhook's HMAC key, hex. */
  hmacKey: string;
  /** Where the shop receives Adyen's webhooks (e.g. `${shop}/api/paiements/notifications/adyen`). */
  webhookUrl: string;
  webhookBasicAuth?: { username: string; password: string };
  /** Amounts (cents) the fake issuer refuses whatever the card: a refusal without a special card. */
  refusedAmounts?: number[];
  port?: number;
  clock?: () => Date;
}

export interface FakeAdyen {
  origin: string;
  state: FakeAdyenState;
  close(): Promise<void>;
}

/** Adyen's documented test cards (docs.adyen.com/development-resources/test-cards): 03/30, CVC 737. */
export const ADYEN_TEST_CARDS = {
  authorised: '4111111111111111',
  threeDSecure: '4000300011112220',
  refused: '4000000000000002',
  expiry: '03/30',
  cvc: '737',
} as const;

export const REFUSED_MESSAGE = 'Le paiement a été refusé. Essayez avec une autre carte.';

type SessionStatus = 'active' | 'completed' | 'paymentPending' | 'refused' | 'canceled' | 'expired';

export interface FakeAdyenSession {
  id: string;
  reference: string;
  merchantAccount: string;
  amount: { currency: string; value: number };
  returnUrl: string;
  expiresAt: Date;
  description: string;
  shopperReference: string | null;
  manualCapture: boolean;
  storePaymentMethodMode: 'askForConsent' | 'enabled' | 'disabled';
  status: SessionStatus;
  /** The opaque value Adyen adds to the return URL; the result call must give it back. */
  sessionResult: string;
  payments: string[];
  body: Record<string, unknown>;
}

export interface FakeAdyenPayment {
  pspReference: string;
  sessionId: string;
  merchantReference: string;
  amount: number;
  manualCapture: boolean;
  capturedCents: number;
  refundedCents: number;
  cancelled: boolean;
}

export interface FakeStoredCard {
  id: string;
  shopperReference: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

export interface FakeModification {
  kind: 'capture' | 'cancel' | 'refund';
  pspReference: string;
  paymentPspReference: string;
  reference: string | null;
  amount: number | null;
}

type NotificationItem = {
  additionalData: Record<string, string>;
  amount: { currency: string; value: number };
  eventCode: string;
  eventDate: string;
  merchantAccountCode: string;
  merchantReference: string;
  originalReference?: string;
  paymentMethod?: string;
  pspReference: string;
  reason?: string;
  success: 'true' | 'false';
};

export interface AdyenDelivery {
  item: NotificationItem;
  answer: WebhookAnswer;
}

interface Card {
  brand: string;
  last4: string;
  month: number;
  year: number;
}

export class FakeAdyenState {
  readonly sessions = new Map<string, FakeAdyenSession>();
  readonly payments = new Map<string, FakeAdyenPayment>();
  readonly storedCards = new Map<string, FakeStoredCard>();
  readonly modifications: FakeModification[] = [];
  readonly deliveries: AdyenDelivery[] = [];
  readonly challenges = new Map<string, { sessionId: string; card: Card; store: boolean }>();
  readonly idempotency = new IdempotencyKeys<{ status: number; body: unknown }>();
  private readonly sending = new Set<Promise<unknown>>();

  /** Where webhooks go: settable, for a shop started after the fake on a port of its own. */
  webhookUrl: string;

  constructor(private readonly options: FakeAdyenOptions) {
    this.webhookUrl = options.webhookUrl;
  }

  /** The session's end without payment: later visits show it closed, its result says `expired`. */
  expire(sessionId: string): boolean {
    const session = this.sessions.get(sessionId);
    if (session?.status !== 'active') return false;
    session.status = 'expired';
    return true;
  }

  /** Signs an item as Adyen documents it and posts it in a standard webhook; waits for the answer. */
  send(item: Omit<NotificationItem, 'additionalData'> & { additionalData?: Record<string, string> }) {
    const signed: NotificationItem = {
      ...item,
      additionalData: { ...item.additionalData, hmacSignature: hmacOf(item, this.options.hmacKey) },
    };
    const body = JSON.stringify({ live: 'false', notificationItems: [{ NotificationRequestItem: signed }] });
    const auth = this.options.webhookBasicAuth;
    const headers: Record<string, string> = auth
      ? { authorization: `Basic ${Buffer.from(`${auth.username}:${auth.password}`).toString('base64')}` }
      : {};
    const sent = postWebhook(this.webhookUrl, body, headers).then((answer) => {
      const delivery = { item: signed, answer };
      this.deliveries.push(delivery);
      return delivery;
    });
    this.sending.add(sent);
    void sent.finally(() => this.sending.delete(sent));
    return sent;
  }

  /** Resolves once every webhook sent so far has been answered (the modifications' are sent late). */
  async settled(): Promise<void> {
    while (this.sending.size > 0) await Promise.all(this.sending);
  }
}

/** Adyen's HMAC of a standard webhook item: Base64(HMAC-SHA256(hex key, the eight fields joined by ':')). */
function hmacOf(item: Omit<NotificationItem, 'additionalData'>, hexKey: string): string {
  const data = [
    item.pspReference,
    item.originalReference ?? '',
    item.merchantAccountCode,
    item.merchantReference,
    item.amount.value,
    item.amount.currency,
    item.eventCode,
    item.success,
  ].join(':');
  return createHmac('sha256', Buffer.from(hexKey, 'hex')).update(data, 'utf8').digest('base64');
}

const pspReference = () => randomId('', 16).toUpperCase();

export async function startFakeAdyen(options: FakeAdyenOptions): Promise<FakeAdyen> {
  const clock = options.clock ?? (() => new Date());
  const state = new FakeAdyenState(options);
  let origin = '';
  const server = await listen(options.port ?? 0, async (request, url, body, response) => {
    if (url.pathname.startsWith('/v72/')) return api(request, url, body, response);
    return hostedPage(request, url, body, response);
  });
  origin = server.origin;

  // ---------- The Checkout API ----------

  async function api(request: IncomingMessage, url: URL, body: string, response: ServerResponse) {
    if (headerOf(request, 'x-api-key') !== options.apiKey)
      return sendJson(
        response,
        401,
        adyenError(401, '000', 'HTTP Status Response - Unauthorized', 'security'),
      );
    const method = request.method ?? 'GET';
    const key = method === 'POST' ? headerOf(request, 'idempotency-key') : undefined;
    const signature = `${url.pathname} ${body}`;
    if (key) {
      const kept = state.idempotency.find(key, signature);
      if (kept && !kept.same)
        return sendJson(
          response,
          422,
          adyenError(422, '704', 'Idempotency key already used with a different request', 'validation'),
        );
      if (kept) return sendJson(response, kept.answer.status, kept.answer.body, { 'idempotency-key': key });
    }
    let json: Record<string, unknown> = {};
    try {
      json = body ? JSON.parse(body) : {};
    } catch {
      return sendJson(response, 400, adyenError(400, '702', 'Unexpected input', 'validation'));
    }
    const answer = route(method, url, json);
    if (key) state.idempotency.keep(key, signature, answer);
    if (answer.status === 204) {
      response.writeHead(204);
      return response.end();
    }
    sendJson(response, answer.status, answer.body);
    answer.after?.();
  }

  type Answer = { status: number; body: unknown; after?: () => void };

  function route(method: string, url: URL, json: Record<string, unknown>): Answer {
    const [, , resource, id, action] = url.pathname.split('/');
    if (json.merchantAccount !== undefined && json.merchantAccount !== options.merchantAccount)
      return { status: 403, body: adyenError(403, '901', 'Invalid Merchant Account', 'security') };
    if (method === 'POST' && resource === 'sessions' && !id) return createSession(json);
    if (method === 'GET' && resource === 'sessions' && id)
      return sessionResult(id, url.searchParams.get('sessionResult'));
    if (method === 'POST' && resource === 'payments' && id && action) return modify(id, action, json);
    if (method === 'DELETE' && resource === 'storedPaymentMethods' && id)
      return deleteStored(id, url.searchParams);
    return { status: 404, body: adyenError(404, '000', 'Not Found', 'validation') };
  }

  function createSession(json: Record<string, unknown>): Answer {
    const amount = json.amount as { currency?: string; value?: number } | undefined;
    if (typeof amount?.value !== 'number' || !amount.currency)
      return { status: 422, body: adyenError(422, '100', 'No amount specified', 'validation') };
    if (typeof json.reference !== 'string' || typeof json.returnUrl !== 'string')
      return {
        status: 422,
        body: adyenError(422, '702', 'Required field missing: reference or returnUrl', 'validation'),
      };
    const id = `CS${randomId('', 14).toUpperCase()}`;
    const expiresAt =
      typeof json.expiresAt === 'string' ? new Date(json.expiresAt) : new Date(clock().getTime() + 3600_000);
    const lineItems = Array.isArray(json.lineItems) ? (json.lineItems as { description?: string }[]) : [];
    const mode = json.storePaymentMethodMode;
    const session: FakeAdyenSession = {
      id,
      reference: json.reference,
      merchantAccount: options.merchantAccount,
      amount: { currency: amount.currency, value: amount.value },
      returnUrl: json.returnUrl,
      expiresAt,
      description: lineItems[0]?.description ?? '',
      shopperReference: typeof json.shopperReference === 'string' ? json.shopperReference : null,
      manualCapture: (json.additionalData as Record<string, string> | undefined)?.manualCapture === 'true',
      storePaymentMethodMode: mode === 'askForConsent' || mode === 'enabled' ? mode : 'disabled',
      status: 'active',
      sessionResult: randomId('X3', 40),
      payments: [],
      body: json,
    };
    state.sessions.set(id, session);
    return {
      status: 201,
      body: {
        ...json,
        id,
        expiresAt: expiresAt.toISOString(),
        mode: 'hosted',
        url: `${origin}/checkoutshopper/pay/${id}`,
        sessionData: randomId('Ab02b4c0!', 64),
      },
    };
  }

  function sessionResult(id: string, result: string | null): Answer {
    const session = state.sessions.get(id);
    if (!session) return { status: 404, body: adyenError(404, '000', 'Session not found', 'validation') };
    if (result !== session.sessionResult)
      return { status: 422, body: adyenError(422, '000', 'Invalid sessionResult', 'validation') };
    expireIfPast(session);
    return { status: 200, body: { id, status: session.status, reference: session.reference } };
  }

  function modify(psp: string, action: string, json: Record<string, unknown>): Answer {
    const payment = state.payments.get(psp);
    const kinds: Record<string, FakeModification['kind'] | undefined> = {
      captures: 'capture',
      cancels: 'cancel',
      refunds: 'refund',
    };
    const kind = kinds[action];
    if (!kind) return { status: 404, body: adyenError(404, '000', 'Not Found', 'validation') };
    if (!payment)
      return {
        status: 422,
        body: adyenError(422, '167', 'Original pspReference required for this operation', 'validation'),
      };
    const value = (json.amount as { value?: number } | undefined)?.value ?? null;
    const open =
      payment.cancelled || payment.capturedCents > 0 || !payment.manualCapture ? 0 : payment.amount;
    if (
      kind !== 'cancel' &&
      (value === null ||
        value <= 0 ||
        value > (kind === 'capture' ? payment.amount : payment.capturedCents - payment.refundedCents))
    )
      return { status: 422, body: adyenError(422, '137', 'Invalid amount specified', 'validation') };
    const modification: FakeModification = {
      kind,
      pspReference: pspReference(),
      paymentPspReference: psp,
      reference: typeof json.reference === 'string' ? json.reference : null,
      amount: value,
    };
    state.modifications.push(modification);
    // Adyen answers `received` at once; the outcome comes in a webhook.
    let success = true;
    let reason: string | undefined;
    if (kind === 'capture') {
      success = value !== null && value <= open;
      // Multiple partial captures are off (Adyen's default): the rest is cancelled with the capture.
      if (success && value !== null) payment.capturedCents = value;
      else reason = 'Insufficient balance on payment';
    } else if (kind === 'cancel') {
      success = open > 0;
      if (success) payment.cancelled = true;
      else reason = 'Payment is already captured or cancelled';
    } else if (value !== null) {
      payment.refundedCents += value;
    }
    const eventCode = { capture: 'CAPTURE', cancel: 'CANCELLATION', refund: 'REFUND' }[kind];
    return {
      status: 201,
      body: {
        merchantAccount: options.merchantAccount,
        paymentPspReference: psp,
        pspReference: modification.pspReference,
        ...(modification.reference ? { reference: modification.reference } : {}),
        status: 'received',
        ...(value !== null ? { amount: { currency: 'EUR', value } } : {}),
      },
      after: () =>
        void state.send({
          amount: { currency: 'EUR', value: value ?? payment.amount },
          eventCode,
          eventDate: clock().toISOString(),
          merchantAccountCode: options.merchantAccount,
          merchantReference: modification.reference ?? payment.merchantReference,
          originalReference: psp,
          pspReference: modification.pspReference,
          ...(reason ? { reason } : {}),
          success: success ? 'true' : 'false',
        }),
    };
  }

  function deleteStored(id: string, query: URLSearchParams): Answer {
    const card = state.storedCards.get(id);
    if (!card || card.shopperReference !== query.get('shopperReference'))
      return { status: 404, body: adyenError(404, '000', 'Stored payment method not found', 'validation') };
    state.storedCards.delete(id);
    return { status: 204, body: null };
  }

  // ---------- Hosted Checkout's page ----------

  function expireIfPast(session: FakeAdyenSession) {
    if (session.status === 'active' && clock() >= session.expiresAt) state.expire(session.id);
  }

  function returnUrlOf(session: FakeAdyenSession) {
    const url = new URL(session.returnUrl);
    url.searchParams.set('sessionId', session.id);
    url.searchParams.set('sessionResult', session.sessionResult);
    return url.href;
  }

  async function hostedPage(request: IncomingMessage, url: URL, body: string, response: ServerResponse) {
    const match = /^\/checkoutshopper\/pay\/([^/]+)(\/3ds|\/expire)?$/.exec(url.pathname);
    const session = match?.[1] ? state.sessions.get(match[1]) : undefined;
    if (!match || !session)
      return sendHtml(
        response,
        404,
        closedPage(ADYEN_PROVIDER, "Cette page de paiement n'existe pas.", null),
      );
    const step = match[2];
    if (step === '/expire' && request.method === 'POST') {
      state.expire(session.id);
      return sendJson(response, 200, { id: session.id, status: session.status });
    }
    expireIfPast(session);
    if (session.status !== 'active') {
      const message =
        session.status === 'completed'
          ? 'Ce paiement a déjà été effectué.'
          : 'Cette session de paiement a expiré.';
      return sendHtml(response, 410, closedPage(ADYEN_PROVIDER, message, returnUrlOf(session)));
    }
    if (request.method === 'GET' && !step) return showPage(response, session, null);
    if (request.method !== 'POST')
      return sendHtml(response, 405, closedPage(ADYEN_PROVIDER, 'Méthode non permise.', null));
    const form = new URLSearchParams(body);
    if (step === '/3ds') return afterChallenge(response, session, form);
    return pay(response, session, form);
  }

  function storedCardsOf(session: FakeAdyenSession) {
    if (
      !session.shopperReference ||
      (session.storePaymentMethodMode === 'disabled' && !session.body.recurringProcessingModel)
    )
      return [];
    return [...state.storedCards.values()].filter((c) => c.shopperReference === session.shopperReference);
  }

  function showPage(
    response: ServerResponse,
    session: FakeAdyenSession,
    error: string | null,
    entry?: Partial<CardEntry>,
  ) {
    const cards = storedCardsOf(session).map((c) => ({
      id: c.id,
      brand: c.brand,
      last4: c.last4,
      expiry: `${String(c.expiryMonth).padStart(2, '0')}/${String(c.expiryYear % 100).padStart(2, '0')}`,
    }));
    const page = adyenPaymentPage(
      {
        id: session.id,
        amountCents: session.amount.value,
        description: session.description,
        asksConsent: session.storePaymentMethodMode === 'askForConsent' && session.shopperReference !== null,
        backUrl: returnUrlOf(session),
      },
      cards,
      error,
      entry,
    );
    sendHtml(response, error ? 402 : 200, page);
  }

  async function pay(response: ServerResponse, session: FakeAdyenSession, form: URLSearchParams) {
    const stored = form.get('storedPaymentMethodId');
    if (stored && stored !== 'nouvelle') {
      const card = storedCardsOf(session).find((c) => c.id === stored);
      if (!card) return showPage(response, session, "Cette carte enregistrée n'est plus disponible.");
      if ((form.get('storedCardCvc') ?? '').trim() !== ADYEN_TEST_CARDS.cvc)
        return refuse(
          response,
          session,
          { brand: card.brand, last4: card.last4, month: card.expiryMonth, year: card.expiryYear },
          'CVC Declined',
        );
      return authorise(
        response,
        session,
        { brand: card.brand, last4: card.last4, month: card.expiryMonth, year: card.expiryYear },
        { storedId: card.id, threeDS: false },
      );
    }
    const entry: CardEntry = {
      number: form.get('cardNumber') ?? '',
      expiry: form.get('cardExpiry') ?? '',
      cvc: form.get('cardCvc') ?? '',
    };
    const check = checkCard(entry, clock());
    const shown = { number: entry.number, expiry: entry.expiry };
    if (!check.ok) return showPage(response, session, check.message, shown);
    const card: Card = { brand: check.brand, last4: check.last4, month: check.month, year: check.year };
    const number = cardNumberOf(entry);
    const store = session.storePaymentMethodMode === 'enabled' || form.get('saveCard') === 'oui';
    if (number === ADYEN_TEST_CARDS.refused || options.refusedAmounts?.includes(session.amount.value))
      return refuse(response, session, card, 'Refused', shown);
    if (
      entry.expiry.replace(/\s/g, '') !== ADYEN_TEST_CARDS.expiry ||
      entry.cvc.trim() !== ADYEN_TEST_CARDS.cvc
    )
      return refuse(response, session, card, 'CVC Declined', shown);
    if (number === ADYEN_TEST_CARDS.threeDSecure) {
      const attempt = randomId('att', 20);
      state.challenges.set(attempt, { sessionId: session.id, card, store });
      return sendHtml(
        response,
        200,
        challengePage(ADYEN_PROVIDER, `/checkoutshopper/pay/${session.id}/3ds`, session.amount.value, {
          attempt,
        }),
      );
    }
    if (number !== ADYEN_TEST_CARDS.authorised) return refuse(response, session, card, 'Refused', shown);
    return authorise(response, session, card, { store, threeDS: false });
  }

  async function afterChallenge(response: ServerResponse, session: FakeAdyenSession, form: URLSearchParams) {
    const attempt = form.get('attempt') ?? '';
    const challenge = state.challenges.get(attempt);
    state.challenges.delete(attempt);
    if (!challenge || challenge.sessionId !== session.id) return showPage(response, session, REFUSED_MESSAGE);
    if (form.get('outcome') !== 'valider')
      return refuse(response, session, challenge.card, '3D Not Authenticated');
    return authorise(response, session, challenge.card, { store: challenge.store, threeDS: true });
  }

  /** A refused attempt: Adyen's AUTHORISATION false, and the page stays open for another card. */
  async function refuse(
    response: ServerResponse,
    session: FakeAdyenSession,
    card: Card,
    reason: string,
    entry?: Partial<CardEntry>,
  ) {
    await state.send({
      additionalData: {
        cardSummary: card.last4,
        expiryDate: `${card.month}/${card.year}`,
        paymentMethod: card.brand,
      },
      amount: session.amount,
      eventCode: 'AUTHORISATION',
      eventDate: clock().toISOString(),
      merchantAccountCode: session.merchantAccount,
      merchantReference: session.reference,
      paymentMethod: card.brand,
      pspReference: pspReference(),
      reason,
      success: 'false',
    });
    return showPage(response, session, REFUSED_MESSAGE, entry);
  }

  async function authorise(
    response: ServerResponse,
    session: FakeAdyenSession,
    card: Card,
    how: { store?: boolean; storedId?: string; threeDS: boolean },
  ) {
    const psp = pspReference();
    state.payments.set(psp, {
      pspReference: psp,
      sessionId: session.id,
      merchantReference: session.reference,
      amount: session.amount.value,
      manualCapture: session.manualCapture,
      capturedCents: session.manualCapture ? 0 : session.amount.value,
      refundedCents: 0,
      cancelled: false,
    });
    session.payments.push(psp);
    session.status = 'completed';
    const data: Record<string, string> = {
      authCode: String(100000 + Math.floor(Math.random() * 900000)),
      cardSummary: card.last4,
      expiryDate: `${card.month}/${card.year}`,
      paymentMethod: card.brand,
      threeDAuthenticated: String(how.threeDS),
    };
    const storedId =
      how.storedId ?? (how.store && session.shopperReference ? randomId('', 16).toUpperCase() : null);
    if (storedId && session.shopperReference) {
      if (!how.storedId)
        state.storedCards.set(storedId, {
          id: storedId,
          shopperReference: session.shopperReference,
          brand: card.brand,
          last4: card.last4,
          expiryMonth: card.month,
          expiryYear: card.year,
        });
      Object.assign(data, {
        'recurring.recurringDetailReference': storedId,
        'recurring.shopperReference': session.shopperReference,
        'tokenization.storedPaymentMethodId': storedId,
        'tokenization.shopperReference': session.shopperReference,
        'tokenization.store.operationType': how.storedId ? 'alreadyExisting' : 'created',
      });
    }
    await state.send({
      additionalData: data,
      amount: session.amount,
      eventCode: 'AUTHORISATION',
      eventDate: clock().toISOString(),
      merchantAccountCode: session.merchantAccount,
      merchantReference: session.reference,
      paymentMethod: card.brand,
      pspReference: psp,
      reason: `${data.authCode}:${card.last4}:${String(card.month).padStart(2, '0')}/${card.year}`,
      success: 'true',
    });
    redirect(response, returnUrlOf(session));
  }

  return { origin, state, close: server.close };
}

/** Adyen's error body (`ServiceError`). */
function adyenError(status: number, errorCode: string, message: string, errorType: string) {
  return { status, errorCode, message, errorType, pspReference: pspReference() };
}
