import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GatewayNotification, HostedSessionRequest } from '../../src/platform/payments/gateway.ts';
import { StripeGateway } from '../../src/platform/payments/stripe/stripe-gateway.ts';
import {
  AUTHENTICATION_FAILED_MESSAGE,
  DECLINED_MESSAGE,
  type FakeStripe,
  STRIPE_TEST_CARDS,
  startFakeStripe,
} from './fake-stripe.ts';
import {
  allowLocalConnections,
  formOf,
  type ShopReceiver,
  startShopReceiver,
  submit,
} from './shop-receiver.ts';

const config = {
  secretKey: 'sk_test_fakeCabas0123456789',
  webhookSecret: 'whsec_fakeCabas0123',
  live: false,
};
const SHOP = 'https://cabas.example';

let fake: FakeStripe;
let shop: ShopReceiver;
let gateway: StripeGateway;
/** The shop's record of each session's PaymentIntent, filled from the webhooks. */
const payments = new Map<string, string>();
const notifications: GatewayNotification[] = [];
let counter = 0;

beforeAll(async () => {
  allowLocalConnections();
  shop = await startShopReceiver(async (raw, headers) => {
    const parse = gateway.parseWebhook(raw, headers);
    if (parse.ok) {
      for (const n of await gateway.withSavedCards(parse.notifications)) {
        notifications.push(n);
        if (n.paymentReference) payments.set(n.notification.session_id, n.paymentReference);
      }
    }
    return parse;
  });
  fake = await startFakeStripe({ ...config, webhookUrl: shop.url });
  gateway = new StripeGateway(
    config,
    { paymentOf: async (id) => payments.get(id) ?? null },
    { apiOrigin: fake.origin },
  );
});
afterAll(async () => {
  await fake?.close();
  await shop?.close();
});
beforeEach(() => {
  notifications.length = 0;
});

function hosted(over: Partial<HostedSessionRequest> = {}): HostedSessionRequest {
  const sessionId = `ses_fake_stripe_${String(++counter).padStart(4, '0')}`;
  const back = (resultat: string) => `${SHOP}/api/paiements/retour/${sessionId}?resultat=${resultat}`;
  return {
    sessionId,
    amountCents: 4590,
    currency: 'EUR',
    captureMode: 'autorisation',
    description: 'Commande drive Cabas Lyon Part-Dieu',
    customer: { clientId: 345, email: 'claire@example.fr' },
    storeId: 12,
    returnUrls: {
      ok: back('ok'),
      enAttente: back('en-attente'),
      refus: back('refus'),
      annulation: back('annulation'),
      erreur: back('erreur'),
    },
    saveCard: false,
    savedCard: null,
    expiresAt: new Date(Date.now() + 20 * 60_000),
    ...over,
  };
}

const card = (number: string) => ({ cardNumber: number, cardExpiry: '12/34', cardCvc: '123' });

/** Opens a session and pays it with a card on the hosted page: the redirect's location. */
async function paid(request: HostedSessionRequest, number: string = STRIPE_TEST_CARDS.succeeds, more = {}) {
  const session = await gateway.openHostedSession(request);
  const answer = await submit(session.url, { ...card(number), ...more });
  expect(answer.status).toBe(303);
  return { session, location: answer.headers.get('location') };
}

describe('the fake Stripe behind the real StripeGateway', () => {
  it('shows an accessible French Checkout page for the session the gateway opens', async () => {
    const session = await gateway.openHostedSession(hosted());
    expect(session.url).toBe(`${fake.origin}/c/pay/${session.providerReference}`);
    expect(session.providerReference).toMatch(/^cs_test_/);
    const page = await fetch(session.url);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<html lang="fr">');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain('<main>');
    expect(html).toMatch(/45,90\s€/);
    expect(html).toContain('<label for="numero-carte">Numéro de carte</label>');
    expect(html).toContain('<button type="submit">Payer</button>');
    expect(html).toContain(`href="${SHOP}/api/paiements/retour/`);
    expect(html).toContain('Annuler et revenir');
    expect(html).not.toContain('Enregistrer la carte');
  });

  it('opens the same Checkout Session again under the same idempotency key', async () => {
    const request = hosted();
    const first = await gateway.openHostedSession(request);
    const again = await gateway.openHostedSession(request);
    expect(again).toEqual(first);
    expect(
      [...fake.state.sessions.values()].filter((s) => s.clientReferenceId === request.sessionId),
    ).toHaveLength(1);
  });

  it('authorises with 4242…, posts a signed checkout.session.completed, then sends the browser back', async () => {
    const request = hosted();
    const { location } = await paid(request);
    expect(location).toBe(request.returnUrls.ok);
    expect(notifications).toHaveLength(1);
    const [accepted] = notifications;
    expect(accepted?.notification).toMatchObject({
      session_id: request.sessionId,
      resultat: 'acceptee',
      montant_cents: 4590,
    });
    expect(accepted?.notification.evenement_id).toMatch(/^evt_/);
    expect(accepted?.paymentReference).toMatch(/^pi_/);
    expect(accepted?.savedCard).toBeNull();
    expect(fake.state.deliveries.at(-1)?.answer.status).toBe(200);
    expect(await gateway.authorisation(request.sessionId)).toEqual({
      authorisedCents: 4590,
      capturedCents: 0,
      refundedCents: 0,
      releasedCents: 0,
      closed: false,
    });
  });

  it('captures less than authorised once per key, releases the rest, and refunds once per key', async () => {
    const request = hosted();
    await paid(request);
    const capture = {
      sessionId: request.sessionId,
      amountCents: 4100,
      idempotencyKey: `${request.sessionId}:capture`,
    };
    const captured = await gateway.capture(capture);
    expect(captured).toMatchObject({ status: 'effectue', amountCents: 4100 });
    expect(await gateway.capture(capture)).toEqual(captured);
    const intent = fake.state.intents.get(payments.get(request.sessionId) ?? '');
    expect(intent).toMatchObject({ status: 'succeeded', amountReceived: 4100, amountCapturable: 0 });

    // Captured: Stripe released the rest with the capture, nothing more is asked.
    const release = await gateway.release({
      sessionId: request.sessionId,
      idempotencyKey: `${request.sessionId}:release`,
    });
    expect(release).toMatchObject({ status: 'effectue', releasedCents: 490 });
    // Another capture key: Stripe captures once, the adapter reads what was taken.
    expect(await gateway.capture({ ...capture, idempotencyKey: 'other', amountCents: 4100 })).toMatchObject({
      status: 'effectue',
      amountCents: 4100,
    });
    expect(await gateway.capture({ ...capture, idempotencyKey: 'more', amountCents: 4590 })).toEqual({
      status: 'refusee',
      reason: 'montant_superieur_autorise',
    });

    const refund = {
      sessionId: request.sessionId,
      amountCents: 1250,
      idempotencyKey: `${request.sessionId}:refund:1`,
    };
    const refunded = await gateway.refund(refund);
    expect(refunded.reference).toMatch(/^re_/);
    expect(await gateway.refund(refund)).toEqual(refunded);
    expect(fake.state.charges.get(intent?.latestCharge ?? '')?.amountRefunded).toBe(1250);
    expect(await gateway.authorisation(request.sessionId)).toEqual({
      authorisedCents: 4590,
      capturedCents: 4100,
      refundedCents: 1250,
      releasedCents: 490,
      closed: true,
    });
  });

  it('refuses a capture above the authorisation and releases an authorisation not captured', async () => {
    const request = hosted();
    await paid(request);
    expect(
      await gateway.capture({ sessionId: request.sessionId, amountCents: 5000, idempotencyKey: 'too-much' }),
    ).toEqual({ status: 'refusee', reason: 'montant_superieur_autorise' });
    const release = { sessionId: request.sessionId, idempotencyKey: `${request.sessionId}:release` };
    expect(await gateway.release(release)).toMatchObject({ status: 'effectue', releasedCents: 4590 });
    expect(await gateway.release(release)).toMatchObject({ status: 'effectue', releasedCents: 4590 });
    expect(fake.state.intents.get(payments.get(request.sessionId) ?? '')?.status).toBe('canceled');
    expect(
      await gateway.capture({
        sessionId: request.sessionId,
        amountCents: 100,
        idempotencyKey: 'after-release',
      }),
    ).toEqual({ status: 'refusee', reason: 'autorisation_close' });
    expect(
      await gateway.capture({
        sessionId: 'ses_never_opened_here',
        amountCents: 100,
        idempotencyKey: 'unknown',
      }),
    ).toEqual({ status: 'refusee', reason: 'autorisation_inconnue' });
  });

  it('takes a sale at once (automatic capture, session paid)', async () => {
    const request = hosted({ captureMode: 'vente' });
    await paid(request);
    expect(notifications[0]?.notification.resultat).toBe('acceptee');
    const session = [...fake.state.sessions.values()].find((s) => s.clientReferenceId === request.sessionId);
    expect(session?.paymentStatus).toBe('paid');
    expect(await gateway.authorisation(request.sessionId)).toMatchObject({
      capturedCents: 4590,
      closed: true,
    });
  });

  it('keeps the page open after a declined card, as Checkout does, then accepts another card', async () => {
    const request = hosted();
    const session = await gateway.openHostedSession(request);
    const declined = await submit(session.url, card(STRIPE_TEST_CARDS.declined));
    expect(declined.status).toBe(402);
    const html = await declined.text();
    expect(html).toContain(DECLINED_MESSAGE);
    expect(html).toContain('role="alert"');
    expect(notifications).toHaveLength(0);
    expect((await fetch(session.url)).status).toBe(200);
    const accepted = await submit(session.url, card(STRIPE_TEST_CARDS.succeeds));
    expect(accepted.status).toBe(303);
    expect(notifications.map((n) => n.notification.resultat)).toEqual(['acceptee']);
    expect((await fetch(session.url)).status).toBe(410);
  });

  it('asks 3-D Secure for 4000 0027 6000 3184: « Échouer » declines, « Valider » authorises', async () => {
    const request = hosted();
    const session = await gateway.openHostedSession(request);
    const challenge = await (await submit(session.url, card(STRIPE_TEST_CARDS.threeDSecure))).text();
    expect(challenge).toContain('Authentification 3-D Secure');
    expect(challenge).toContain('>Valider</button>');
    expect(challenge).toContain('>Échouer</button>');
    const form = formOf(challenge, fake.origin);
    const failed = await submit(form.action, { ...form.hidden, outcome: 'echouer' });
    expect(failed.status).toBe(402);
    expect(await failed.text()).toContain(AUTHENTICATION_FAILED_MESSAGE.replaceAll("'", '&#39;'));
    expect(notifications).toHaveLength(0);

    const again = formOf(
      await (await submit(session.url, card(STRIPE_TEST_CARDS.threeDSecure))).text(),
      fake.origin,
    );
    const validated = await submit(again.action, { ...again.hidden, outcome: 'valider' });
    expect(validated.status).toBe(303);
    expect(notifications[0]?.notification.resultat).toBe('acceptee');
  });

  it('keeps the card on a new Customer when asked, lists it next time, and forgets it', async () => {
    const first = hosted({ saveCard: true });
    const session = await gateway.openHostedSession(first);
    expect(await (await fetch(session.url)).text()).toContain('Enregistrer la carte');
    await submit(session.url, { ...card(STRIPE_TEST_CARDS.succeeds), saveCard: 'oui' });
    const saved = notifications[0]?.savedCard;
    expect(saved).toMatchObject({ brand: 'visa', last4: '4242', expiry: '12/34' });
    expect(saved?.customer).toMatch(/^cus_/);
    expect(saved?.token).toMatch(/^pm_/);
    if (!saved) throw new Error('no saved card');

    const next = hosted({ savedCard: { customer: saved.customer, token: saved.token } });
    const again = await gateway.openHostedSession(next);
    const html = await (await fetch(again.url)).text();
    expect(html).toContain('VISA se terminant par 4242');
    const paidWithSaved = await submit(again.url, { paymentMethod: saved.token });
    expect(paidWithSaved.status).toBe(303);
    expect(notifications[1]?.notification).toMatchObject({
      session_id: next.sessionId,
      resultat: 'acceptee',
    });

    await gateway.deleteSavedCard(saved);
    expect(fake.state.paymentMethods.get(saved.token)?.customer).toBeNull();
    await expect(gateway.deleteSavedCard(saved)).resolves.toBeUndefined();
  });

  it('sends checkout.session.expired when the session expires unpaid (the shop cancels)', async () => {
    const request = hosted();
    const session = await gateway.openHostedSession(request);
    const expired = await fetch(`${session.url}/expire`, { method: 'POST' });
    expect(expired.status).toBe(200);
    expect(notifications.map((n) => n.notification)).toMatchObject([
      { session_id: request.sessionId, resultat: 'annulee' },
    ]);
    expect((await fetch(session.url)).status).toBe(410);
  });

  it('answers 401 to another secret key', async () => {
    const stranger = new StripeGateway(
      { ...config, secretKey: 'sk_test_someoneElse' },
      { paymentOf: async () => null },
      { apiOrigin: fake.origin },
    );
    await expect(stranger.openHostedSession(hosted())).rejects.toThrow(/Invalid API Key/);
  });
});
