import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CHARGE_ID,
  CHECKOUT_ID,
  charge,
  checkoutSession,
  INTENT_ID,
  paymentIntent,
  paymentMethod,
  refund,
  SECRET_KEY,
  SESSION_ID,
  stripeError,
  WEBHOOK_SECRET,
} from '../../../../test/fixtures/payments/stripe-exchanges.ts';
import type { HostedSessionRequest } from '../gateway.ts';
import { StripeGateway } from './stripe-gateway.ts';

const STRIPE = 'https://api.stripe.com';
const now = new Date('2026-11-29T16:40:00Z');
const config = { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, live: false };
const known = { paymentOf: async (id: string) => (id === SESSION_ID ? INTENT_ID : null) };
const gateway = new StripeGateway(config, known, { clock: () => now });
const impatient = new StripeGateway(config, known, { clock: () => now, timeoutSeconds: 2 });

/** What one recorded request carried: its form body as Stripe's library encodes it, and its headers. */
interface Seen {
  form: URLSearchParams;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
}

/** Answers one Stripe call with `status` and `body`, keeping what the request carried. */
function stripeCall(method: 'get' | 'post', path: string, status: number, body: unknown) {
  const seen: Seen[] = [];
  nock(STRIPE)
    .intercept(path, method.toUpperCase())
    .query(true)
    .reply(function (uri, requestBody) {
      seen.push({
        form: new URLSearchParams(typeof requestBody === 'string' ? requestBody : ''),
        query: new URL(uri, STRIPE).searchParams,
        headers: this.req.headers,
      });
      return [status, body, { 'content-type': 'application/json', 'request-id': 'req_test' }];
    });
  return seen;
}

beforeAll(() => {
  if (!nock.isActive()) nock.activate();
  nock.disableNetConnect();
});
afterEach(() => {
  const unused = nock.pendingMocks();
  nock.cleanAll();
  expect(unused, 'every recorded exchange is used').toEqual([]);
});
afterAll(() => {
  nock.enableNetConnect();
  nock.restore();
});

const hosted = (over: Partial<HostedSessionRequest> = {}): HostedSessionRequest => ({
  sessionId: SESSION_ID,
  amountCents: 4590,
  currency: 'EUR',
  captureMode: 'autorisation',
  description: 'Commande drive Cabas Lyon Part-Dieu',
  customer: { clientId: 345, email: 'claire@example.fr' },
  storeId: 12,
  returnUrls: {
    ok: `https://cabas.example/api/paiement-retour/${SESSION_ID}?resultat=ok`,
    enAttente: `https://cabas.example/api/paiement-retour/${SESSION_ID}?resultat=en-attente`,
    refus: `https://cabas.example/api/paiement-retour/${SESSION_ID}?resultat=refus`,
    annulation: `https://cabas.example/api/paiement-retour/${SESSION_ID}?resultat=annulation`,
    erreur: `https://cabas.example/api/paiement-retour/${SESSION_ID}?resultat=erreur`,
  },
  saveCard: false,
  savedCard: null,
  expiresAt: new Date(now.getTime() + 20 * 60_000),
  ...over,
});

describe('StripeGateway.openHostedSession', () => {
  it('opens a Checkout Session that authorises the amount for our session, keyed by it', async () => {
    const seen = stripeCall('post', '/v1/checkout/sessions', 200, checkoutSession());
    await expect(gateway.openHostedSession(hosted())).resolves.toEqual({
      providerReference: CHECKOUT_ID,
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/),
      account: null,
      customer: null,
    });
    const { form, headers } = seen[0]!;
    expect(headers['idempotency-key']).toBe(SESSION_ID);
    expect(headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(Object.fromEntries(form)).toMatchObject({
      mode: 'payment',
      locale: 'fr',
      'allowed_payment_method_types[0]': 'card',
      client_reference_id: SESSION_ID,
      'metadata[session_id]': SESSION_ID,
      'metadata[capture_mode]': 'autorisation',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '4590',
      'line_items[0][price_data][product_data][name]': 'Commande drive Cabas Lyon Part-Dieu',
      'payment_intent_data[capture_method]': 'manual',
      'payment_intent_data[metadata][session_id]': SESSION_ID,
      customer_email: 'claire@example.fr',
      success_url: hosted().returnUrls.ok,
      cancel_url: hosted().returnUrls.annulation,
      // Our 20 minutes are below Stripe's 30: moved to 32 minutes from now (Stripe's minimum + margin).
      expires_at: String(now.getTime() / 1000 + 32 * 60),
    });
    expect(form.has('payment_intent_data[setup_future_usage]')).toBe(false);
    expect(form.has('customer')).toBe(false);
  });

  it('takes a sale at once', async () => {
    const seen = stripeCall('post', '/v1/checkout/sessions', 200, checkoutSession());
    await gateway.openHostedSession(hosted({ captureMode: 'vente' }));
    expect(seen[0]!.form.get('payment_intent_data[capture_method]')).toBe('automatic');
    expect(seen[0]!.form.get('metadata[capture_mode]')).toBe('vente');
  });

  it('offers to keep the card (her consent, a box on the page) on a Customer created for her once', async () => {
    const created = stripeCall('post', '/v1/customers', 200, {
      id: 'cus_NffrFeUfNV2Hib',
      object: 'customer',
      email: 'claire@example.fr',
    });
    const seen = stripeCall('post', '/v1/checkout/sessions', 200, checkoutSession());
    const opened = await gateway.openHostedSession(hosted({ saveCard: true }));
    expect(created[0]!.form.get('email')).toBe('claire@example.fr');
    expect(created[0]!.headers['idempotency-key']).toMatch(/^client-\d+$/);
    const form = seen[0]!.form;
    expect(form.get('customer')).toBe('cus_NffrFeUfNV2Hib');
    expect(form.get('saved_payment_method_options[payment_method_save]')).toBe('enabled');
    // Never kept without her tick: no setup_future_usage, no Customer made by Checkout.
    expect(form.has('payment_intent_data[setup_future_usage]')).toBe(false);
    expect(form.has('customer_creation')).toBe(false);
    expect(opened.customer).toBe('cus_NffrFeUfNV2Hib');
  });

  it("shows the customer's saved cards when paying with one (Checkout cannot pre-select it)", async () => {
    const seen = stripeCall('post', '/v1/checkout/sessions', 200, checkoutSession());
    await gateway.openHostedSession(
      hosted({ savedCard: { customer: 'cus_NffrFeUfNV2Hib', token: 'pm_1MtwBwLkdIwHu7ixNUN4ZTJB' } }),
    );
    const form = seen[0]!.form;
    expect(form.get('customer')).toBe('cus_NffrFeUfNV2Hib');
    // Only the cards she kept with her consent are shown again.
    expect(form.getAll('saved_payment_method_options[allow_redisplay_filters][0]')).toEqual(['always']);
    expect(form.has('saved_payment_method_options[allow_redisplay_filters][1]')).toBe(false);
    expect(form.has('customer_email')).toBe(false);
  });

  it('keeps a long session within the 24 hours Stripe allows', async () => {
    const seen = stripeCall('post', '/v1/checkout/sessions', 200, checkoutSession());
    await gateway.openHostedSession(hosted({ expiresAt: new Date(now.getTime() + 3 * 86_400_000) }));
    expect(Number(seen[0]!.form.get('expires_at'))).toBe(now.getTime() / 1000 + 24 * 3600 - 120);
  });

  it('talks to another Stripe origin when told (a local fake of Stripe for the journeys)', async () => {
    const fake = new StripeGateway(config, known, { clock: () => now, apiOrigin: 'http://127.0.0.1:12111' });
    const scope = nock('http://127.0.0.1:12111').post('/v1/checkout/sessions').reply(200, checkoutSession());
    await expect(fake.openHostedSession(hosted())).resolves.toMatchObject({ providerReference: CHECKOUT_ID });
    expect(scope.isDone()).toBe(true);
  });

  it('throws when Stripe does not answer', async () => {
    stripeCall('post', '/v1/checkout/sessions', 500, {
      error: { message: 'An unknown error occurred', type: 'api_error' },
    });
    await expect(gateway.openHostedSession(hosted())).rejects.toThrow(/unknown error/);
  });
});

describe('StripeGateway.capture', () => {
  const path = `/v1/payment_intents/${INTENT_ID}/capture`;

  it('captures part of the authorisation with the shop’s idempotency key', async () => {
    const seen = stripeCall(
      'post',
      path,
      200,
      paymentIntent({ status: 'succeeded', amount_capturable: 0, amount_received: 3120 }),
    );
    await expect(
      gateway.capture({ idempotencyKey: 'capture:81:ses', sessionId: SESSION_ID, amountCents: 3120 }),
    ).resolves.toEqual({ status: 'effectue', reference: CHARGE_ID, amountCents: 3120 });
    expect(seen[0]!.form.get('amount_to_capture')).toBe('3120');
    expect(seen[0]!.headers['idempotency-key']).toBe('capture:81:ses');
  });

  it('refuses more than the authorisation', async () => {
    stripeCall(
      'post',
      path,
      400,
      stripeError('amount_too_large', 'The specified amount is greater than the maximum amount allowed.', {
        param: 'amount_to_capture',
      }),
    );
    await expect(
      gateway.capture({ idempotencyKey: 'k1', sessionId: SESSION_ID, amountCents: 9000 }),
    ).resolves.toEqual({ status: 'refusee', reason: 'montant_superieur_autorise' });
  });

  it('refuses to capture a cancelled or expired authorisation', async () => {
    stripeCall(
      'post',
      path,
      400,
      stripeError(
        'payment_intent_unexpected_state',
        'This PaymentIntent could not be captured because it has a status of canceled.',
        { payment_intent: paymentIntent({ status: 'canceled', amount_capturable: 0 }) },
      ),
    );
    await expect(
      gateway.capture({ idempotencyKey: 'k2', sessionId: SESSION_ID, amountCents: 3120 }),
    ).resolves.toEqual({ status: 'refusee', reason: 'autorisation_close' });
  });

  it('answers the same capture when asked again after Stripe forgot the key, and refuses another one', async () => {
    const capturedIntent = paymentIntent({
      status: 'succeeded',
      amount_capturable: 0,
      amount_received: 3120,
    });
    const unexpected = stripeError(
      'payment_intent_unexpected_state',
      'This PaymentIntent could not be captured because it has a status of succeeded.',
      { payment_intent: capturedIntent },
    );
    stripeCall('post', path, 400, unexpected);
    await expect(
      gateway.capture({ idempotencyKey: 'k3', sessionId: SESSION_ID, amountCents: 3120 }),
    ).resolves.toEqual({ status: 'effectue', reference: CHARGE_ID, amountCents: 3120 });
    stripeCall('post', path, 400, unexpected);
    await expect(
      gateway.capture({ idempotencyKey: 'k4', sessionId: SESSION_ID, amountCents: 500 }),
    ).resolves.toEqual({ status: 'refusee', reason: 'montant_superieur_autorise' });
  });

  it('refuses a session whose payment it does not know, without asking Stripe', async () => {
    await expect(
      gateway.capture({ idempotencyKey: 'k5', sessionId: 'ses_unknown_0000000', amountCents: 100 }),
    ).resolves.toEqual({ status: 'refusee', reason: 'autorisation_inconnue' });
  });

  it('throws on a server error or a broken connection: the shop asks again with its key', async () => {
    stripeCall('post', path, 502, { error: { message: 'Bad gateway', type: 'api_error' } });
    await expect(
      gateway.capture({ idempotencyKey: 'k6', sessionId: SESSION_ID, amountCents: 3120 }),
    ).rejects.toThrow();
    nock(STRIPE).post(path).replyWithError('socket hang up');
    await expect(
      impatient.capture({ idempotencyKey: 'k6', sessionId: SESSION_ID, amountCents: 3120 }),
    ).rejects.toThrow(/connection to Stripe/i);
  });
});

describe('StripeGateway.release', () => {
  const retrieve = `/v1/payment_intents/${INTENT_ID}`;

  it('cancels what is left of the authorisation with the shop’s idempotency key', async () => {
    stripeCall('get', retrieve, 200, paymentIntent());
    const seen = stripeCall(
      'post',
      `${retrieve}/cancel`,
      200,
      paymentIntent({
        status: 'canceled',
        amount_capturable: 0,
        cancellation_reason: 'requested_by_customer',
      }),
    );
    await expect(
      gateway.release({ idempotencyKey: 'annulation:81:ses', sessionId: SESSION_ID }),
    ).resolves.toEqual({
      status: 'effectue',
      reference: INTENT_ID,
      releasedCents: 4590,
    });
    expect(seen[0]!.headers['idempotency-key']).toBe('annulation:81:ses');
  });

  it('after a partial capture, answers what Stripe released with it, without cancelling', async () => {
    stripeCall(
      'get',
      retrieve,
      200,
      paymentIntent({ status: 'succeeded', amount_capturable: 0, amount_received: 3120 }),
    );
    await expect(
      gateway.release({ idempotencyKey: 'liberation:81:ses', sessionId: SESSION_ID }),
    ).resolves.toEqual({
      status: 'effectue',
      reference: INTENT_ID,
      releasedCents: 1470,
    });
  });

  it('refuses a session whose payment it does not know', async () => {
    await expect(gateway.release({ idempotencyKey: 'k', sessionId: 'ses_unknown_0000000' })).resolves.toEqual(
      {
        status: 'refusee',
        reason: 'autorisation_inconnue',
      },
    );
  });
});

describe('StripeGateway.refund', () => {
  it('refunds part of a captured payment with the shop’s idempotency key', async () => {
    const seen = stripeCall('post', '/v1/refunds', 200, refund());
    await expect(
      gateway.refund({ idempotencyKey: 'modification:7:ses', sessionId: SESSION_ID, amountCents: 1250 }),
    ).resolves.toEqual({ status: 'effectue', reference: 're_1Nispe2eZvKYlo2Cd31jOCgZ' });
    expect(Object.fromEntries(seen[0]!.form)).toEqual({ payment_intent: INTENT_ID, amount: '1250' });
    expect(seen[0]!.headers['idempotency-key']).toBe('modification:7:ses');
  });

  it('throws when Stripe refuses or does not answer', async () => {
    stripeCall(
      'post',
      '/v1/refunds',
      400,
      stripeError('charge_already_refunded', 'Charge ch_3MtwBwLkdIwHu7ix2jzbW9bL has already been refunded.'),
    );
    await expect(
      gateway.refund({ idempotencyKey: 'k', sessionId: SESSION_ID, amountCents: 1250 }),
    ).rejects.toThrow(/already been refunded/);
    await expect(
      gateway.refund({ idempotencyKey: 'k', sessionId: 'ses_unknown_0000000', amountCents: 1 }),
    ).rejects.toThrow(/no PaymentIntent/);
    stripeCall('post', '/v1/refunds', 503, { error: { message: 'Service unavailable', type: 'api_error' } });
    await expect(
      gateway.refund({ idempotencyKey: 'k', sessionId: SESSION_ID, amountCents: 1250 }),
    ).rejects.toThrow(/Service unavailable/);
  });
});

describe('StripeGateway.authorisation', () => {
  const retrieve = `/v1/payment_intents/${INTENT_ID}`;

  it('reads an open authorisation', async () => {
    const seen = stripeCall('get', retrieve, 200, paymentIntent({ latest_charge: charge() }));
    await expect(gateway.authorisation(SESSION_ID)).resolves.toEqual({
      authorisedCents: 4590,
      capturedCents: 0,
      refundedCents: 0,
      releasedCents: 0,
      closed: false,
    });
    expect(seen[0]!.query.get('expand[0]')).toBe('latest_charge');
  });

  it('reads a partial capture with a refund', async () => {
    stripeCall(
      'get',
      retrieve,
      200,
      paymentIntent({
        status: 'succeeded',
        amount_capturable: 0,
        amount_received: 3120,
        latest_charge: charge({ captured: true, amount_captured: 3120, amount_refunded: 500 }),
      }),
    );
    await expect(gateway.authorisation(SESSION_ID)).resolves.toEqual({
      authorisedCents: 4590,
      capturedCents: 3120,
      refundedCents: 500,
      releasedCents: 1470,
      closed: true,
    });
  });

  it('reads a cancelled authorisation as closed and released', async () => {
    stripeCall(
      'get',
      retrieve,
      200,
      paymentIntent({
        status: 'canceled',
        amount_capturable: 0,
        latest_charge: charge({ refunded: true, amount_refunded: 4590 }),
      }),
    );
    const state = await gateway.authorisation(SESSION_ID);
    expect(state).toMatchObject({
      authorisedCents: 4590,
      capturedCents: 0,
      releasedCents: 4590,
      closed: true,
    });
  });

  it('knows no authorisation of a session without a payment or of a card never authorised', async () => {
    await expect(gateway.authorisation('ses_unknown_0000000')).resolves.toBeNull();
    stripeCall(
      'get',
      retrieve,
      200,
      paymentIntent({ status: 'requires_payment_method', latest_charge: null }),
    );
    await expect(gateway.authorisation(SESSION_ID)).resolves.toBeNull();
  });
});

describe('StripeGateway saved cards', () => {
  it('reads the card Checkout kept, with the extra call the webhook needs', async () => {
    const seen = stripeCall(
      'get',
      `/v1/payment_intents/${INTENT_ID}`,
      200,
      paymentIntent({
        customer: 'cus_NffrFeUfNV2Hib',
        payment_method: paymentMethod({ allow_redisplay: 'always' }),
      }),
    );
    await expect(gateway.savedCardOf(INTENT_ID)).resolves.toEqual({
      customer: 'cus_NffrFeUfNV2Hib',
      token: 'pm_1MtwBwLkdIwHu7ixNUN4ZTJB',
      brand: 'visa',
      last4: '4242',
      expiry: '08/29',
    });
    expect(seen[0]!.query.get('expand[0]')).toBe('payment_method');
  });

  it('keeps no card she did not tick to keep (Stripe attached it as limited)', async () => {
    stripeCall(
      'get',
      `/v1/payment_intents/${INTENT_ID}`,
      200,
      paymentIntent({ customer: 'cus_NffrFeUfNV2Hib', payment_method: paymentMethod() }),
    );
    await expect(gateway.savedCardOf(INTENT_ID)).resolves.toBeNull();
  });

  it('completes an accepted notification with its kept card, and asks nothing for the others', async () => {
    stripeCall(
      'get',
      `/v1/payment_intents/${INTENT_ID}`,
      200,
      paymentIntent({
        customer: 'cus_NffrFeUfNV2Hib',
        payment_method: paymentMethod({ allow_redisplay: 'always' }),
      }),
    );
    const notification = (resultat: 'acceptee' | 'annulee') => ({
      notification: {
        session_id: SESSION_ID,
        evenement_id: `evt_${resultat}`,
        resultat,
        montant_cents: 4590,
        date: now.toISOString(),
      },
      paymentReference: resultat === 'acceptee' ? INTENT_ID : null,
      savedCard: null,
    });
    const [accepted, cancelled] = await gateway.withSavedCards([
      notification('acceptee'),
      notification('annulee'),
    ]);
    expect(accepted?.savedCard).toMatchObject({ token: 'pm_1MtwBwLkdIwHu7ixNUN4ZTJB', last4: '4242' });
    expect(cancelled?.savedCard).toBeNull();
  });

  it('finds no kept card when the payment did not ask to keep it', async () => {
    stripeCall(
      'get',
      `/v1/payment_intents/${INTENT_ID}`,
      200,
      paymentIntent({ payment_method: paymentMethod({ customer: null }) }),
    );
    await expect(gateway.savedCardOf(INTENT_ID)).resolves.toBeNull();
  });

  it('detaches a saved card, and takes an already forgotten one as done', async () => {
    const seen = stripeCall(
      'post',
      '/v1/payment_methods/pm_1MtwBwLkdIwHu7ixNUN4ZTJB/detach',
      200,
      paymentMethod({ customer: null }),
    );
    await gateway.deleteSavedCard({ customer: 'cus_NffrFeUfNV2Hib', token: 'pm_1MtwBwLkdIwHu7ixNUN4ZTJB' });
    expect(seen).toHaveLength(1);
    stripeCall(
      'post',
      '/v1/payment_methods/pm_gone/detach',
      404,
      stripeError('resource_missing', "No such PaymentMethod: 'pm_gone'", { param: 'payment_method' }),
    );
    await expect(
      gateway.deleteSavedCard({ customer: 'cus_NffrFeUfNV2Hib', token: 'pm_gone' }),
    ).resolves.toBeUndefined();
  });
});
