import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
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
import { decodeStripeForm, type FormObject, listAt, recordAt, stringAt } from './fake-stripe-form.ts';
import {
  chargeJson,
  errorJson,
  eventJson,
  type FakeCharge,
  type FakeCheckoutSession,
  type FakeCustomer,
  type FakePaymentIntent,
  type FakePaymentMethod,
  type FakeRefund,
  intentJson,
  paymentMethodJson,
  refundJson,
  sessionJson,
} from './fake-stripe-objects.ts';
import { STRIPE_PROVIDER, stripePaymentPage } from './fake-stripe-page.ts';

/**
 * A local fake of the part of Stripe the shop's `StripeGateway` uses (Checkout Sessions,
 * PaymentIntents, Refunds, PaymentMethods) and of Checkout's hosted page, with Stripe's test cards.
 * Nothing leaves 127.0.0.1. See README.md.
 */
export interface FakeStripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the shop receives Stripe's events (e.g. `${shop}/api/paiements/notifications/stripe`). */
  webhookUrl: string;
  port?: number;
  clock?: () => Date;
}

export interface FakeStripe {
  origin: string;
  state: FakeStripeState;
  close(): Promise<void>;
}

/** Stripe's documented test cards (docs.stripe.com/testing). */
export const STRIPE_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  threeDSecure: '4000002760003184',
} as const;

export const DECLINED_MESSAGE = 'Votre carte a été refusée.';
export const AUTHENTICATION_FAILED_MESSAGE =
  "Nous n'avons pas pu authentifier votre moyen de paiement. Choisissez un autre moyen de paiement et réessayez.";

interface PendingChallenge {
  sessionId: string;
  card: NewCard;
  save: boolean;
}

interface NewCard {
  brand: string;
  last4: string;
  month: number;
  year: number;
}

export interface Delivery {
  event: Record<string, unknown>;
  answer: WebhookAnswer;
}

export class FakeStripeState {
  readonly sessions = new Map<string, FakeCheckoutSession>();
  readonly intents = new Map<string, FakePaymentIntent>();
  readonly charges = new Map<string, FakeCharge>();
  readonly refunds = new Map<string, FakeRefund>();
  readonly paymentMethods = new Map<string, FakePaymentMethod>();
  readonly customers = new Map<string, FakeCustomer>();
  /** Every event posted to the shop, with its answer. */
  readonly deliveries: Delivery[] = [];
  readonly challenges = new Map<string, PendingChallenge>();
  /** Cards the shopper chose to keep while paying (their PaymentIntent keeps `setup_future_usage`). */
  readonly keptCards = new Set<string>();
  readonly idempotency = new IdempotencyKeys<{ status: number; body: unknown }>();

  /** Where events go: settable, for a shop started after the fake on a port of its own. */
  webhookUrl: string;

  constructor(
    private readonly options: FakeStripeOptions,
    private readonly now: () => number,
  ) {
    this.webhookUrl = options.webhookUrl;
  }

  /** The session's expiry (Checkout's `expire` or its `expires_at` passed): `checkout.session.expired`. */
  async expire(sessionId: string): Promise<boolean> {
    const session = this.sessions.get(sessionId);
    if (session?.status !== 'open') return false;
    session.status = 'expired';
    await this.send('checkout.session.expired', sessionJson(session));
    return true;
  }

  /** Signs and posts an event as Stripe does, and waits for the shop's answer. */
  async send(type: string, object: Record<string, unknown>): Promise<Delivery> {
    const created = this.now();
    const event = eventJson(randomId('evt_'), type, created, object);
    const body = JSON.stringify(event, null, 2);
    const v1 = createHmac('sha256', this.options.webhookSecret)
      .update(`${created}.${body}`, 'utf8')
      .digest('hex');
    const answer = await postWebhook(this.webhookUrl, body, {
      'stripe-signature': `t=${created},v1=${v1}`,
    });
    const delivery = { event, answer };
    this.deliveries.push(delivery);
    return delivery;
  }

  savedCardsOf(customer: string | null): FakePaymentMethod[] {
    if (!customer) return [];
    return [...this.paymentMethods.values()].filter((pm) => pm.customer === customer);
  }
}

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const clock = options.clock ?? (() => new Date());
  const now = () => Math.floor(clock().getTime() / 1000);
  const state = new FakeStripeState(options, now);
  let origin = '';
  const server = await listen(options.port ?? 0, async (request, url, body, response) => {
    if (url.pathname.startsWith('/v1/')) return api(request, url, body, response);
    return hostedPage(request, url, body, response);
  });
  origin = server.origin;

  // ---------- The REST API ----------

  async function api(request: IncomingMessage, url: URL, body: string, response: ServerResponse) {
    const auth = headerOf(request, 'authorization') ?? '';
    if (auth !== `Bearer ${options.secretKey}`) {
      return sendJson(
        response,
        401,
        errorJson(
          'invalid_request_error',
          `Invalid API Key provided: ${auth.replace(/^Bearer /, '').slice(0, 8)}***`,
        ),
      );
    }
    const method = request.method ?? 'GET';
    const form = decodeStripeForm(method === 'GET' ? url.search.slice(1) : body);
    const key = method === 'POST' ? headerOf(request, 'idempotency-key') : undefined;
    const signature = `${method} ${url.pathname} ${body}`;
    if (key) {
      const kept = state.idempotency.find(key, signature);
      if (kept && !kept.same)
        return sendJson(
          response,
          400,
          errorJson(
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          ),
        );
      if (kept)
        return sendJson(response, kept.answer.status, kept.answer.body, { 'idempotent-replayed': 'true' });
    }
    const answer = route(method, url.pathname, form);
    if (key) state.idempotency.keep(key, signature, answer);
    sendJson(response, answer.status, answer.body, { 'request-id': randomId('req_', 14) });
  }

  function route(method: string, path: string, form: FormObject): { status: number; body: unknown } {
    const parts = path.split('/').slice(2);
    const [resource, id, action] = parts;
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(form);
    if (method === 'GET' && parts[0] === 'checkout' && parts[1] === 'sessions' && parts[2]) {
      const session = state.sessions.get(parts[2]);
      return session ? ok(sessionJson(session)) : missing('checkout.session', parts[2], 'session');
    }
    if (resource === 'payment_intents' && id) {
      const intent = state.intents.get(id);
      if (!intent) return missing('payment_intent', id, 'intent');
      if (method === 'GET' && !action) return ok(expandedIntent(intent, listAt(form, 'expand')));
      if (method === 'POST' && action === 'capture')
        return capture(intent, stringAt(form, 'amount_to_capture'));
      if (method === 'POST' && action === 'cancel')
        return cancel(intent, stringAt(form, 'cancellation_reason'));
    }
    if (method === 'POST' && path === '/v1/refunds') return createRefund(form);
    if (method === 'POST' && path === '/v1/customers') return createCustomer(form);
    if (method === 'POST' && resource === 'payment_methods' && id && action === 'detach') return detach(id);
    return {
      status: 404,
      body: errorJson('invalid_request_error', `Unrecognized request URL (${method}: ${path}).`),
    };
  }

  function createSession(form: FormObject) {
    const amount = Number(stringAt(form, 'line_items', 0, 'price_data', 'unit_amount'));
    const quantity = Number(stringAt(form, 'line_items', 0, 'quantity') ?? '1');
    const successUrl = stringAt(form, 'success_url');
    if (stringAt(form, 'mode') !== 'payment')
      return invalid('mode', 'Only mode=payment is supported by this fake.', 'parameter_invalid_empty');
    if (!Number.isInteger(amount) || amount <= 0)
      return invalid(
        'line_items[0][price_data][unit_amount]',
        'Invalid integer.',
        'parameter_invalid_integer',
      );
    if (!successUrl)
      return invalid('success_url', 'Missing required param: success_url.', 'parameter_missing');
    const created = now();
    const expiresAt = Number(stringAt(form, 'expires_at') ?? created + 24 * 3600);
    if (expiresAt < created + 30 * 60 || expiresAt > created + 24 * 3600)
      return invalid(
        'expires_at',
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        'parameter_invalid_integer',
      );
    const customer = stringAt(form, 'customer');
    if (customer && !state.customers.has(customer)) return missing('customer', customer, 'customer');
    const capture = stringAt(form, 'payment_intent_data', 'capture_method');
    const future = stringAt(form, 'payment_intent_data', 'setup_future_usage');
    const creation = stringAt(form, 'customer_creation');
    const id = randomId('cs_test_', 58);
    const session: FakeCheckoutSession = {
      id,
      created,
      expiresAt,
      amountCents: amount * quantity,
      currency: stringAt(form, 'line_items', 0, 'price_data', 'currency') ?? 'eur',
      productName: stringAt(form, 'line_items', 0, 'price_data', 'product_data', 'name') ?? '',
      clientReferenceId: stringAt(form, 'client_reference_id'),
      metadata: recordAt(form, 'metadata'),
      customer,
      customerEmail:
        stringAt(form, 'customer_email') ??
        (customer ? (state.customers.get(customer)?.email ?? null) : null),
      customerCreation:
        creation === 'always' || creation === 'if_required' ? creation : customer ? null : 'if_required',
      successUrl,
      cancelUrl: stringAt(form, 'cancel_url'),
      captureMethod: capture === 'manual' || capture === 'automatic_async' ? capture : 'automatic',
      setupFutureUsage: future === 'on_session' || future === 'off_session' ? future : null,
      paymentMethodSave: stringAt(form, 'saved_payment_method_options', 'payment_method_save') === 'enabled',
      intentDescription: stringAt(form, 'payment_intent_data', 'description'),
      intentMetadata: recordAt(form, 'payment_intent_data', 'metadata'),
      status: 'open',
      paymentStatus: 'unpaid',
      paymentIntent: null,
      url: `${origin}/c/pay/${id}`,
    };
    state.sessions.set(id, session);
    return ok(sessionJson(session));
  }

  function expandedIntent(intent: FakePaymentIntent, expand: string[]) {
    const pm = state.paymentMethods.get(intent.paymentMethod);
    const charge = state.charges.get(intent.latestCharge);
    return intentJson(intent, {
      ...(expand.includes('payment_method') && pm ? { paymentMethod: paymentMethodJson(pm) } : {}),
      ...(expand.includes('latest_charge') && charge
        ? { latestCharge: chargeJson(charge, intent.threeDSecure) }
        : {}),
    });
  }

  function capture(intent: FakePaymentIntent, amountText: string | null) {
    if (intent.status !== 'requires_capture')
      return unexpectedState(
        intent,
        `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
      );
    const amount = amountText === null ? intent.amountCapturable : Number(amountText);
    if (!Number.isInteger(amount) || amount <= 0)
      return invalid('amount_to_capture', 'Invalid positive integer.', 'parameter_invalid_integer');
    if (amount > intent.amountCapturable)
      return invalid(
        'amount_to_capture',
        `Amount to capture must be less than or equal to the capturable amount (${intent.amountCapturable}).`,
        'amount_too_large',
      );
    // The rest of the authorisation is released with the capture.
    intent.amountReceived = amount;
    intent.amountCapturable = 0;
    intent.status = 'succeeded';
    const charge = state.charges.get(intent.latestCharge);
    if (charge) charge.amountCaptured = amount;
    return ok(intentJson(intent));
  }

  function cancel(intent: FakePaymentIntent, reason: string | null) {
    if (intent.status !== 'requires_capture')
      return unexpectedState(
        intent,
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
      );
    intent.status = 'canceled';
    intent.amountCapturable = 0;
    intent.canceledAt = now();
    intent.cancellationReason = reason;
    return ok(intentJson(intent));
  }

  function createRefund(form: FormObject) {
    const intentId = stringAt(form, 'payment_intent');
    if (!intentId)
      return invalid(
        'payment_intent',
        'Missing required param: payment_intent or charge.',
        'parameter_missing',
      );
    const intent = state.intents.get(intentId);
    if (!intent) return missing('payment_intent', intentId, 'payment_intent');
    const charge = state.charges.get(intent.latestCharge);
    if (!charge || intent.status !== 'succeeded')
      return unexpectedState(
        intent,
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
      );
    const left = charge.amountCaptured - charge.amountRefunded;
    const amountText = stringAt(form, 'amount');
    const amount = amountText === null ? left : Number(amountText);
    if (left === 0)
      return invalid('charge', `Charge ${charge.id} has already been refunded.`, 'charge_already_refunded');
    if (!Number.isInteger(amount) || amount <= 0)
      return invalid('amount', 'Invalid positive integer.', 'parameter_invalid_integer');
    if (amount > left)
      return invalid(
        'amount',
        `Refund amount (€${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (€${(left / 100).toFixed(2)})`,
        'amount_too_large',
      );
    charge.amountRefunded += amount;
    const refund: FakeRefund = {
      id: randomId('re_'),
      created: now(),
      amount,
      charge: charge.id,
      paymentIntent: intent.id,
    };
    state.refunds.set(refund.id, refund);
    return ok(refundJson(refund));
  }

  function detach(id: string) {
    const pm = state.paymentMethods.get(id);
    if (!pm) return missing('payment_method', id, 'payment_method');
    if (!pm.customer)
      return invalid(
        'payment_method',
        'The payment method you provided is not attached to a customer so detachment is impossible.',
        undefined,
      );
    pm.customer = null;
    return ok(paymentMethodJson(pm));
  }

  // ---------- Checkout's hosted page ----------

  async function hostedPage(request: IncomingMessage, url: URL, body: string, response: ServerResponse) {
    const match = /^\/c\/pay\/([^/]+)(\/3ds|\/expire)?$/.exec(url.pathname);
    const session = match?.[1] ? state.sessions.get(match[1]) : undefined;
    if (!match || !session)
      return sendHtml(
        response,
        404,
        closedPage(STRIPE_PROVIDER, "Cette page de paiement n'existe pas.", null),
      );
    const step = match[2];
    if (step === '/expire' && request.method === 'POST') {
      await state.expire(session.id);
      return sendJson(response, 200, sessionJson(session));
    }
    if (session.status === 'open' && now() >= session.expiresAt) await state.expire(session.id);
    if (session.status !== 'open') {
      const message =
        session.status === 'complete'
          ? 'Ce paiement a déjà été effectué.'
          : 'Cette session de paiement a expiré.';
      return sendHtml(response, 410, closedPage(STRIPE_PROVIDER, message, session.cancelUrl));
    }
    if (request.method === 'GET' && !step) return showPage(response, session, null);
    if (request.method !== 'POST')
      return sendHtml(response, 405, closedPage(STRIPE_PROVIDER, 'Méthode non permise.', null));
    const form = new URLSearchParams(body);
    if (step === '/3ds') return afterChallenge(response, session, form);
    return pay(response, session, form);
  }

  function showPage(
    response: ServerResponse,
    session: FakeCheckoutSession,
    error: string | null,
    entry?: Partial<CardEntry>,
  ) {
    const cards = state.savedCardsOf(session.customer).map((pm) => ({
      id: pm.id,
      brand: pm.brand,
      last4: pm.last4,
      expiry: `${String(pm.expMonth).padStart(2, '0')}/${String(pm.expYear % 100).padStart(2, '0')}`,
    }));
    sendHtml(response, error ? 402 : 200, stripePaymentPage(session, cards, error, entry));
  }

  async function pay(response: ServerResponse, session: FakeCheckoutSession, form: URLSearchParams) {
    const saved = form.get('paymentMethod');
    const save = form.get('saveCard') === 'oui';
    if (saved && saved !== 'nouvelle') {
      const pm = state.paymentMethods.get(saved);
      if (!pm || pm.customer === null || pm.customer !== session.customer)
        return showPage(response, session, "Cette carte enregistrée n'est plus disponible.");
      return succeed(response, session, pm, false);
    }
    const entry: CardEntry = {
      number: form.get('cardNumber') ?? '',
      expiry: form.get('cardExpiry') ?? '',
      cvc: form.get('cardCvc') ?? '',
    };
    const check = checkCard(entry, clock());
    const shown = { number: entry.number, expiry: entry.expiry };
    if (!check.ok) return showPage(response, session, check.message, shown);
    const card: NewCard = { brand: check.brand, last4: check.last4, month: check.month, year: check.year };
    const number = cardNumberOf(entry);
    if (number === STRIPE_TEST_CARDS.declined) return showPage(response, session, DECLINED_MESSAGE, shown);
    if (number === STRIPE_TEST_CARDS.threeDSecure) {
      const attempt = randomId('payatt_');
      state.challenges.set(attempt, { sessionId: session.id, card, save });
      return sendHtml(
        response,
        200,
        challengePage(STRIPE_PROVIDER, `/c/pay/${session.id}/3ds`, session.amountCents, { attempt }),
      );
    }
    if (number !== STRIPE_TEST_CARDS.succeeds)
      return showPage(
        response,
        session,
        'Votre carte a été refusée : utilisez une carte de test Stripe.',
        shown,
      );
    return succeed(response, session, newPaymentMethod(session, card, save), false);
  }

  async function afterChallenge(
    response: ServerResponse,
    session: FakeCheckoutSession,
    form: URLSearchParams,
  ) {
    const attempt = form.get('attempt') ?? '';
    const challenge = state.challenges.get(attempt);
    if (!challenge || challenge.sessionId !== session.id)
      return showPage(response, session, AUTHENTICATION_FAILED_MESSAGE);
    state.challenges.delete(attempt);
    if (form.get('outcome') !== 'valider') return showPage(response, session, AUTHENTICATION_FAILED_MESSAGE);
    return succeed(response, session, newPaymentMethod(session, challenge.card, challenge.save), true);
  }

  function newPaymentMethod(session: FakeCheckoutSession, card: NewCard, save: boolean): FakePaymentMethod {
    const pm: FakePaymentMethod = {
      id: randomId('pm_'),
      created: now(),
      brand: card.brand,
      last4: card.last4,
      expMonth: card.month,
      expYear: card.year,
      customer: null,
      email: session.customerEmail,
      allowRedisplay: 'limited',
    };
    state.paymentMethods.set(pm.id, pm);
    if (save) {
      pm.customer = customerOf(session);
      if (session.paymentMethodSave) pm.allowRedisplay = 'always';
      state.keptCards.add(pm.id);
    }
    return pm;
  }

  function createCustomer(form: FormObject) {
    const customer: FakeCustomer = {
      id: randomId('cus_', 14),
      created: now(),
      email: stringAt(form, 'email'),
    };
    state.customers.set(customer.id, customer);
    return ok({
      id: customer.id,
      object: 'customer',
      created: customer.created,
      email: customer.email,
      livemode: false,
      metadata: recordAt(form, 'metadata'),
    });
  }

  function customerOf(session: FakeCheckoutSession): string {
    if (session.customer) return session.customer;
    const customer: FakeCustomer = { id: randomId('cus_', 14), created: now(), email: session.customerEmail };
    state.customers.set(customer.id, customer);
    session.customer = customer.id;
    return customer.id;
  }

  async function succeed(
    response: ServerResponse,
    session: FakeCheckoutSession,
    pm: FakePaymentMethod,
    threeDSecure: boolean,
  ) {
    if (session.customerCreation === 'always') customerOf(session);
    const created = now();
    const manual = session.captureMethod === 'manual';
    const intent: FakePaymentIntent = {
      id: randomId('pi_'),
      created,
      amount: session.amountCents,
      amountCapturable: manual ? session.amountCents : 0,
      amountReceived: manual ? 0 : session.amountCents,
      captureMethod: session.captureMethod,
      status: manual ? 'requires_capture' : 'succeeded',
      canceledAt: null,
      cancellationReason: null,
      customer: session.customer,
      description: session.intentDescription,
      metadata: session.intentMetadata,
      paymentMethod: pm.id,
      latestCharge: randomId('ch_'),
      setupFutureUsage: state.keptCards.has(pm.id) ? session.setupFutureUsage : null,
      threeDSecure,
    };
    state.intents.set(intent.id, intent);
    state.charges.set(intent.latestCharge, {
      id: intent.latestCharge,
      created,
      amount: intent.amount,
      amountCaptured: intent.amountReceived,
      amountRefunded: 0,
      paymentIntent: intent.id,
      paymentMethod: pm.id,
    });
    session.status = 'complete';
    // An authorisation to capture later has not paid yet: Checkout completes it `unpaid`.
    session.paymentStatus = manual ? 'unpaid' : 'paid';
    session.paymentIntent = intent.id;
    await state.send('checkout.session.completed', sessionJson(session));
    redirect(response, session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id));
  }

  return { origin, state, close: server.close };
}

const ok = (body: unknown) => ({ status: 200, body });

function missing(object: string, id: string, param: string) {
  return {
    status: 404,
    body: errorJson('invalid_request_error', `No such ${object}: '${id}'`, {
      code: 'resource_missing',
      param,
    }),
  };
}

function invalid(param: string, message: string, code: string | undefined) {
  return {
    status: 400,
    body: errorJson('invalid_request_error', message, { param, ...(code ? { code } : {}) }),
  };
}

function unexpectedState(intent: FakePaymentIntent, message: string) {
  return {
    status: 400,
    body: errorJson('invalid_request_error', message, {
      code: 'payment_intent_unexpected_state',
      payment_intent: intentJson(intent),
    }),
  };
}
