import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutSession,
  event,
  INTENT_ID,
  paymentIntent,
  paymentMethod,
  refund,
  SECRET_KEY,
  SESSION_ID,
  stripeSignature,
  WEBHOOK_SECRET,
} from '../../../../test/fixtures/payments/stripe-exchanges.ts';
import type { HostedSessionRequest } from '../gateway.ts';
import type { StripeConfig } from './stripe-config.ts';
import { StripeGateway } from './stripe-gateway.ts';

/** Stripe Connect, direct charges: store 12 takes its payments on its connected account, store 7 on the platform's. */
const STRIPE = 'https://api.stripe.com';
const LYON = 'acct_1LyonPartDieu0001';
const CONNECT_SECRET = 'whsec_connect0987654321fedcba';
const OTHER_SESSION = 'ses_9b8a7c6d5e4f3a21';
const OTHER_INTENT = 'pi_3PlatformPayment0001';
const now = new Date('2026-11-29T16:40:00Z');
const config: StripeConfig = {
  secretKey: SECRET_KEY,
  webhookSecret: WEBHOOK_SECRET,
  live: false,
  storeAccounts: new Map([[12, LYON]]),
  connectWebhookSecret: CONNECT_SECRET,
};
const sessions: Record<string, { store: number; intent: string }> = {
  [SESSION_ID]: { store: 12, intent: INTENT_ID },
  [OTHER_SESSION]: { store: 7, intent: OTHER_INTENT },
};
const references = {
  paymentOf: async (id: string) => sessions[id]?.intent ?? null,
  storeOf: async (id: string) => sessions[id]?.store ?? null,
};
const gateway = new StripeGateway(config, references, { clock: () => now });

/** Answers one Stripe call, keeping the `Stripe-Account` header it carried (undefined: the platform's). */
function stripeCall(method: 'get' | 'post', path: string, body: unknown) {
  const accounts: (string | undefined)[] = [];
  nock(STRIPE)
    .intercept(path, method.toUpperCase())
    .query(true)
    .reply(function () {
      const header = this.req.headers['stripe-account'];
      accounts.push(Array.isArray(header) ? header[0] : header);
      return [200, body, { 'content-type': 'application/json', 'request-id': 'req_test' }];
    });
  return accounts;
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

const hosted = (storeId: number, over: Partial<HostedSessionRequest> = {}): HostedSessionRequest => {
  const sessionId = storeId === 12 ? SESSION_ID : OTHER_SESSION;
  const back = (resultat: string) =>
    `https://cabas.example/api/paiements/retour/${sessionId}?resultat=${resultat}`;
  return {
    sessionId,
    amountCents: 4590,
    currency: 'EUR',
    captureMode: 'autorisation',
    description: 'Commande drive Cabas',
    customer: { clientId: 345, email: 'claire@example.fr' },
    storeId,
    returnUrls: {
      ok: back('ok'),
      enAttente: back('en-attente'),
      refus: back('refus'),
      annulation: back('annulation'),
      erreur: back('erreur'),
    },
    saveCard: false,
    savedCard: null,
    expiresAt: new Date(now.getTime() + 20 * 60_000),
    ...over,
  };
};

/** The form body of the Checkout Session creation, with the account it was sent on. */
function expectCheckout() {
  const seen: { account?: string | undefined; form?: URLSearchParams } = {};
  nock(STRIPE)
    .post('/v1/checkout/sessions')
    .reply(function (_uri, body) {
      const header = this.req.headers['stripe-account'];
      seen.account = Array.isArray(header) ? header[0] : header;
      seen.form = new URLSearchParams(typeof body === 'string' ? body : '');
      return [200, checkoutSession(), { 'content-type': 'application/json' }];
    });
  return seen;
}

describe('StripeGateway with a connected account per store', () => {
  it("opens a store-12 session on its connected account, another store's on the platform", async () => {
    const lyon = expectCheckout();
    // The account is answered with the page: the shop records it, so later captures go there.
    expect((await gateway.openHostedSession(hosted(12))).account).toBe(LYON);
    expect(lyon.account).toBe(LYON);
    const other = expectCheckout();
    expect((await gateway.openHostedSession(hosted(7))).account).toBeNull();
    expect(other.account).toBeUndefined();
  });

  it('captures, releases, refunds and reads a store-12 payment on the same connected account', async () => {
    const intent = `/v1/payment_intents/${INTENT_ID}`;
    const captured = paymentIntent({ status: 'succeeded', amount_capturable: 0, amount_received: 3120 });
    const calls = [
      stripeCall('post', `${intent}/capture`, captured),
      stripeCall('post', '/v1/refunds', refund()),
      stripeCall('get', intent, paymentIntent()),
      stripeCall('post', `${intent}/cancel`, paymentIntent({ status: 'canceled', amount_capturable: 0 })),
    ];
    await gateway.capture({ idempotencyKey: 'capture:1', sessionId: SESSION_ID, amountCents: 3120 });
    await gateway.refund({ idempotencyKey: 'refund:1', sessionId: SESSION_ID, amountCents: 500 });
    await gateway.release({ idempotencyKey: 'release:1', sessionId: SESSION_ID });
    expect(calls).toEqual([[LYON], [LYON], [LYON], [LYON]]);
    const read = stripeCall('get', intent, paymentIntent({ latest_charge: null }));
    await gateway.authorisation(SESSION_ID);
    expect(read).toEqual([LYON]);
  });

  it("captures and refunds another store's payment on the platform's account", async () => {
    const intent = `/v1/payment_intents/${OTHER_INTENT}`;
    const calls = [
      stripeCall('post', `${intent}/capture`, paymentIntent({ id: OTHER_INTENT, status: 'succeeded' })),
      stripeCall('post', '/v1/refunds', refund()),
    ];
    await gateway.capture({ idempotencyKey: 'capture:2', sessionId: OTHER_SESSION, amountCents: 4590 });
    await gateway.refund({ idempotencyKey: 'refund:2', sessionId: OTHER_SESSION, amountCents: 500 });
    expect(calls).toEqual([[undefined], [undefined]]);
  });

  it("keeps a card on the connected account's Customer, and gives that Customer only on its account", async () => {
    const read = stripeCall(
      'get',
      `/v1/payment_intents/${INTENT_ID}`,
      paymentIntent({
        customer: 'cus_Lyon01',
        payment_method: paymentMethod({ customer: 'cus_Lyon01', allow_redisplay: 'always' }),
      }),
    );
    const [accepted] = await gateway.withSavedCards([
      {
        notification: {
          session_id: SESSION_ID,
          evenement_id: 'evt_1',
          resultat: 'acceptee',
          montant_cents: 4590,
          date: now.toISOString(),
        },
        paymentReference: INTENT_ID,
        savedCard: null,
      },
    ]);
    expect(read).toEqual([LYON]);
    expect(accepted?.savedCard).toMatchObject({
      customer: `${LYON}/cus_Lyon01`,
      token: 'pm_1MtwBwLkdIwHu7ixNUN4ZTJB',
    });

    // Her Customer of store 12 is given on store 12's account, not on the platform's (Stripe would not find it).
    const customer = { clientId: 345, email: 'claire@example.fr', providerReference: `${LYON}/cus_Lyon01` };
    const lyon = expectCheckout();
    await gateway.openHostedSession(hosted(12, { customer }));
    expect(lyon.form?.get('customer')).toBe('cus_Lyon01');
    const other = expectCheckout();
    await gateway.openHostedSession(hosted(7, { customer }));
    expect(other.form?.has('customer')).toBe(false);
    expect(other.form?.get('customer_email')).toBe('claire@example.fr');
  });

  it('detaches a card on the account that keeps its Customer', async () => {
    const lyon = stripeCall('post', '/v1/payment_methods/pm_lyon/detach', paymentMethod({ customer: null }));
    await gateway.deleteSavedCard({ customer: `${LYON}/cus_Lyon01`, token: 'pm_lyon', storeId: 12 });
    const platform = stripeCall(
      'post',
      '/v1/payment_methods/pm_platform/detach',
      paymentMethod({ customer: null }),
    );
    await gateway.deleteSavedCard({ customer: 'cus_Platform01', token: 'pm_platform', storeId: 7 });
    expect([lyon, platform]).toEqual([[LYON], [undefined]]);
  });

  it('needs the sessions’ stores when a store has its own account', () => {
    expect(() => new StripeGateway(config, { paymentOf: async () => null })).toThrow(/storeOf/);
  });
});

describe('StripeGateway.parseWebhook with a Connect endpoint', () => {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const completed = (more: Record<string, unknown> = {}) =>
    event(
      'checkout.session.completed',
      checkoutSession({ status: 'complete', payment_status: 'unpaid', payment_intent: INTENT_ID }),
      more,
    );
  const deliver = (body: unknown, secret: string) => {
    const raw = JSON.stringify(body);
    return gateway.parseWebhook(raw, { 'stripe-signature': stripeSignature(raw, nowSeconds - 2, secret) });
  };

  it("reads a store's event signed with the Connect secret, and the platform's signed with its own", () => {
    const connect = deliver(completed({ account: LYON }), CONNECT_SECRET);
    const platform = deliver(completed(), WEBHOOK_SECRET);
    expect(connect.ok && connect.notifications.map((n) => n.notification.session_id)).toEqual([SESSION_ID]);
    expect(platform.ok && platform.notifications).toHaveLength(1);
  });

  it('ignores an account that is no store of ours, and the other mode’s events', () => {
    expect(deliver(completed({ account: 'acct_1SomeoneElse' }), CONNECT_SECRET)).toEqual({
      ok: true,
      notifications: [],
    });
    expect(deliver(completed({ account: LYON, livemode: true }), CONNECT_SECRET)).toEqual({
      ok: true,
      notifications: [],
    });
  });

  it('refuses a delivery signed with neither secret', () => {
    expect(deliver(completed({ account: LYON }), 'whsec_someoneElse123')).toEqual({
      ok: false,
      reason: 'signature_invalide',
    });
  });
});
