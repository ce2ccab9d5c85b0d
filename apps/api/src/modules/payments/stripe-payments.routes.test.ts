import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, STRIPE_TEST_CARDS, startFakeStripe } from '../../../test/fakes/fake-stripe.ts';
import { allowLocalConnections, submit } from '../../../test/fakes/shop-receiver.ts';
import { fillDriveCart, marie, type Shopper } from '../../../test/helpers/checkout.ts';
import { openDrivePayment } from '../../../test/helpers/drive-payment.ts';
import { startInjectRelay } from '../../../test/helpers/inject-relay.ts';
import { STOREFRONT } from '../../../test/helpers/payments.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** The shop on Stripe (PAYMENT_PROVIDER=stripe) against a local fake of Stripe's API and Checkout page. */

const SECRET_KEY = 'sk_test_cabas0123456789';
const WEBHOOK_SECRET = 'whsec_cabasTestSecret';
const WEBHOOK_PATH = '/api/paiements/notifications/stripe';

let t: TestApp | undefined;
let app: TestApp;
let stripe: FakeStripe;
let relay: Awaited<ReturnType<typeof startInjectRelay>>;
let s: Shopper;
let slotIndex = 0;

beforeAll(async () => {
  allowLocalConnections();
  relay = await startInjectRelay(() => t);
  stripe = await startFakeStripe({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: `${relay.origin}${WEBHOOK_PATH}`,
  });
  t = app = await createTestApp({
    payments: {
      provider: 'stripe',
      stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, live: false },
      apiOrigin: stripe.origin,
    },
  });
  s = await marie(app);
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
  await relay?.close();
});

const db = () => app.database.db;
const sessionRow = (id: string) =>
  db().selectFrom('payment_sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const ordersOf = (sessionId: string) =>
  db()
    .selectFrom('orders')
    .select(['id', 'statut_code'])
    .where('payment_session_id', '=', sessionId)
    .execute();
const sessionIdOf = (pageUrl: string) => {
  const cs = pageUrl.split('/').pop()!;
  return stripe.state.sessions.get(cs)!.clientReferenceId!;
};
/** The shopper's browser following a URL of the shop (the return route) without the origin. */
const visit = (url: string) => app.app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });

function signed(body: string, secret = WEBHOOK_SECRET) {
  const t0 = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t0}.${body}`).digest('hex');
  return { 'content-type': 'application/json', 'stripe-signature': `t=${t0},v1=${v1}` };
}
const postWebhook = (body: string, headers: Record<string, string>, path = WEBHOOK_PATH) =>
  app.app.inject({ method: 'POST', url: path, headers, payload: body });

async function payOnStripe(extra: Record<string, string> = {}) {
  await fillDriveCart(app, s, 30);
  const { pageUrl } = await openDrivePayment(app, s, slotIndex++);
  const paid = await submit(pageUrl, {
    cardNumber: STRIPE_TEST_CARDS.succeeds,
    cardExpiry: '12/34',
    cardCvc: '123',
    ...extra,
  });
  return { pageUrl, sessionId: sessionIdOf(pageUrl), paid };
}

describe('paying on Stripe Checkout', () => {
  it('opens Checkout for the session, places the order from the webhook once, and shows it on return', async () => {
    const { pageUrl, sessionId, paid } = await payOnStripe({ saveCard: 'oui' });
    expect(pageUrl.startsWith(`${stripe.origin}/c/pay/cs_test_`)).toBe(true);
    expect(paid.status).toBe(303);
    const delivery = stripe.state.deliveries.at(-1)!;
    expect(delivery.answer.status).toBe(200);

    const orders = await ordersOf(sessionId);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.statut_code).toBe('COMMANDEE');
    const session = await sessionRow(sessionId);
    expect(session.provider).toBe('stripe');
    expect(session.provider_reference).toMatch(/^cs_test_/);
    // Opened on the default account (no store of the demo has its own): recorded for its captures.
    expect(session.provider_account).toBe('');
    expect(session.provider_payment_reference).toMatch(/^pi_/);
    // Authorised only: the store's closing captures the final amount.
    expect(stripe.state.intents.get(session.provider_payment_reference!)?.status).toBe('requires_capture');

    const back = await visit(String(paid.headers.get('location')));
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`${STOREFRONT}/commander/confirmation/${orders[0]!.id}/ok`);

    // The same event delivered again (Stripe retries until it gets a 2xx): nothing more.
    const again = await postWebhook(JSON.stringify(delivery.event), signed(JSON.stringify(delivery.event)));
    expect(again.statusCode).toBe(200);
    expect(await ordersOf(sessionId)).toHaveLength(1);
  });

  it('keeps the card Checkout saved as a token on her Stripe customer, and forgets it there when she deletes it', async () => {
    const cards = await db()
      .selectFrom('payment_aliases')
      .selectAll()
      .where('client_id', '=', s.clientId)
      .where('provider', '=', 'stripe')
      .execute();
    expect(cards).toHaveLength(1);
    const card = cards[0]!;
    expect(card.provider_token).toMatch(/^pm_/);
    expect(card.provider_customer).toMatch(/^cus_/);
    expect(card).toMatchObject({ marque: 'VISA', last4: '4242', expiration: '12/34' });
    const customer = await db()
      .selectFrom('payment_provider_customers')
      .selectAll()
      .where('client_id', '=', s.clientId)
      .executeTakeFirstOrThrow();
    expect(customer).toMatchObject({ provider: 'stripe', customer_reference: card.provider_customer });

    // The next payment opens Checkout on her customer: her saved card is offered there.
    await fillDriveCart(app, s, 30);
    const { pageUrl } = await openDrivePayment(app, s, slotIndex++);
    const cs = stripe.state.sessions.get(pageUrl.split('/').pop()!)!;
    expect(cs.customer).toBe(card.provider_customer);

    const deleted = await app.app.inject({
      method: 'DELETE',
      url: `/api/me/alias-paiement/${card.id}`,
      headers: s.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(stripe.state.paymentMethods.get(card.provider_token)?.customer).toBeNull();
  });

  it('refuses a delivery with a bad signature, answers one for an unknown session, and has no sandbox page', async () => {
    const body = JSON.stringify({ id: 'evt_x', type: 'checkout.session.completed', data: { object: {} } });
    const forged = await postWebhook(body, signed(body, 'whsec_other'));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('signature_invalide');

    const unknown = JSON.stringify({
      id: 'evt_unknown',
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'cs_test_unknown',
          object: 'checkout.session',
          client_reference_id: 'session-inconnue-0123456789',
          metadata: { session_id: 'session-inconnue-0123456789', capture_mode: 'autorisation' },
          payment_status: 'paid',
          status: 'complete',
          amount_total: 1000,
          currency: 'eur',
          payment_intent: 'pi_unknown',
        },
      },
    });
    const answered = await postWebhook(unknown, signed(unknown));
    expect(answered.statusCode).toBe(200);

    const adyen = await postWebhook(body, signed(body), '/api/paiements/notifications/adyen');
    expect(adyen.statusCode).toBe(404);
    const sandbox = await app.app.inject({ method: 'GET', url: '/api/paiement-sandbox/abcdefghijklmnop' });
    expect(sandbox.statusCode).toBe(404);
  });

  it('applies nothing from an expiry that comes after the payment', async () => {
    const { sessionId } = await payOnStripe();
    const cs = (await sessionRow(sessionId)).provider_reference!;
    const session = stripe.state.sessions.get(cs)!;
    const late = JSON.stringify({
      id: 'evt_late_expiry',
      object: 'event',
      type: 'checkout.session.expired',
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...stripeSessionObject(session), status: 'expired' } },
    });
    expect((await postWebhook(late, signed(late))).statusCode).toBe(200);
    expect((await sessionRow(sessionId)).status).toBe('acceptee');
    expect(await ordersOf(sessionId)).toHaveLength(1);
  });

  it('closes the session when she comes back without paying, and gives back a payment made after', async () => {
    await fillDriveCart(app, s, 30);
    const { pageUrl } = await openDrivePayment(app, s, slotIndex++);
    const sessionId = sessionIdOf(pageUrl);
    const cs = stripe.state.sessions.get(pageUrl.split('/').pop()!)!;

    const back = await visit(cs.cancelUrl!);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`${STOREFRONT}/commander/confirmation/annulation?type_panier=drive`);
    expect((await sessionRow(sessionId)).status).toBe('annulee');

    // Stripe's page is still open (it outlives ours): a card accepted there makes no order.
    const paid = await submit(pageUrl, {
      cardNumber: STRIPE_TEST_CARDS.succeeds,
      cardExpiry: '12/34',
      cardCvc: '123',
    });
    expect(paid.status).toBe(303);
    expect(await ordersOf(sessionId)).toHaveLength(0);
    const intent = [...stripe.state.intents.values()].find((i) => i.metadata.session_id === sessionId);
    expect(intent?.status).toBe('canceled');
  });

  it('releases the authorisation at Stripe when she cancels her order, once', async () => {
    const { sessionId } = await payOnStripe();
    const [order] = await ordersOf(sessionId);
    const cancel = () =>
      app.app.inject({
        method: 'POST',
        url: `/api/me/commandes/${order!.id}/annulation`,
        headers: s.headers,
      });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(200);
    const intent = stripe.state.intents.get((await sessionRow(sessionId)).provider_payment_reference!)!;
    expect(intent.status).toBe('canceled');
    expect(intent.amountReceived).toBe(0);
  });

  it('sells a delivery subscription on Checkout: taken at once, active, back to her subscriptions', async () => {
    const offer = await db()
      .selectFrom('subscription_offers')
      .select(['id', 'store_id', 'prix_cents'])
      .orderBy('store_id')
      .executeTakeFirstOrThrow();
    const opened = await app.app.inject({
      method: 'POST',
      url: '/api/me/abonnements',
      headers: s.headers,
      payload: { magasin_id: offer.store_id, offre_id: offer.id },
    });
    expect(opened.statusCode).toBe(201);
    const { session_id: sessionId, url_webview_paiement: pageUrl } = opened.json();
    const paid = await submit(pageUrl, {
      cardNumber: STRIPE_TEST_CARDS.succeeds,
      cardExpiry: '12/34',
      cardCvc: '123',
    });
    const intent = stripe.state.intents.get((await sessionRow(sessionId)).provider_payment_reference!)!;
    expect(intent).toMatchObject({ status: 'succeeded', amountReceived: offer.prix_cents });
    const back = await visit(String(paid.headers.get('location')));
    expect(String(back.headers.location)).toBe(`${STOREFRONT}/mon-compte/abonnements?paiement=ok`);
    const current = await app.app.inject({ method: 'GET', url: '/api/me/abonnements', headers: s.headers });
    expect(current.json().data.en_cours).toHaveLength(1);
  });

  it('captures the prepared amount at the store’s closing, once', async () => {
    const { sessionId } = await payOnStripe();
    const [order] = await ordersOf(sessionId);
    const session = await sessionRow(sessionId);
    const final = session.card_cents - 250;
    const first = await app.app.services.captures.captureOrder(order!.id, final, { kind: 'systeme' });
    expect(first).toMatchObject({ status: 'effectuee', capturedCents: final });
    await app.app.services.captures.captureOrder(order!.id, final, { kind: 'systeme' });
    const intent = stripe.state.intents.get(session.provider_payment_reference!)!;
    expect(intent.status).toBe('succeeded');
    expect(intent.amountReceived).toBe(final);
  });
});

function stripeSessionObject(session: {
  id: string;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  amountCents: number;
}) {
  return {
    id: session.id,
    object: 'checkout.session',
    client_reference_id: session.clientReferenceId,
    metadata: session.metadata,
    amount_total: session.amountCents,
    currency: 'eur',
    payment_status: 'unpaid',
  };
}
