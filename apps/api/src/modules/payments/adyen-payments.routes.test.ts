import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADYEN_TEST_CARDS,
  type FakeAdyen,
  REFUSED_MESSAGE,
  startFakeAdyen,
} from '../../../test/fakes/fake-adyen.ts';
import { allowLocalConnections, submit } from '../../../test/fakes/shop-receiver.ts';
import { fillDriveCart, marie, type Shopper } from '../../../test/helpers/checkout.ts';
import { openDrivePayment } from '../../../test/helpers/drive-payment.ts';
import { startInjectRelay } from '../../../test/helpers/inject-relay.ts';
import { STOREFRONT } from '../../../test/helpers/payments.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** The shop on Adyen (PAYMENT_PROVIDER=adyen) against a local fake of Adyen's Checkout API and hosted page. */

const API_KEY = 'AQE-cabas-test-key';
const MERCHANT = 'CabasECOM';
const HMAC_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
const BASIC = { username: 'cabas-webhook', password: 'mot-de-passe-du-webhook' };
const WEBHOOK_PATH = '/api/paiements/notifications/adyen';

let t: TestApp | undefined;
let app: TestApp;
let adyen: FakeAdyen;
let relay: Awaited<ReturnType<typeof startInjectRelay>>;
let s: Shopper;
let slotIndex = 0;

beforeAll(async () => {
  allowLocalConnections();
  relay = await startInjectRelay(() => t);
  adyen = await startFakeAdyen({
    apiKey: API_KEY,
    merchantAccount: MERCHANT,
    hmacKey: HMAC_KEY,
    webhookUrl: `${relay.origin}${WEBHOOK_PATH}`,
    webhookBasicAuth: BASIC,
  });
  t = app = await createTestApp({
    payments: {
      provider: 'adyen',
      adyen: {
        apiKey: API_KEY,
        merchantAccount: MERCHANT,
        hmacKey: HMAC_KEY,
        environment: 'TEST',
        liveUrlPrefix: null,
        webhookBasicAuth: BASIC,
      },
      apiOrigin: adyen.origin,
    },
  });
  s = await marie(app);
});
afterAll(async () => {
  await t?.close();
  await adyen?.close();
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
const adyenSessionOf = (pageUrl: string) => adyen.state.sessions.get(pageUrl.split('/').pop()!)!;
const visit = (url: string) => app.app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });

async function openOnAdyen() {
  await fillDriveCart(app, s, 30);
  const { pageUrl } = await openDrivePayment(app, s, slotIndex++);
  const session = adyenSessionOf(pageUrl);
  return { pageUrl, session, sessionId: session.reference };
}

const card = (number: string, extra: Record<string, string> = {}) => ({
  cardNumber: number,
  cardExpiry: ADYEN_TEST_CARDS.expiry,
  cardCvc: ADYEN_TEST_CARDS.cvc,
  ...extra,
});

describe('paying on Adyen Hosted Checkout', () => {
  it('places the order from the AUTHORISATION webhook once and sends her back to it', async () => {
    const { pageUrl, session, sessionId } = await openOnAdyen();
    expect(pageUrl.startsWith(`${adyen.origin}/checkoutshopper/pay/`)).toBe(true);
    expect(session.manualCapture).toBe(true);
    expect(session.returnUrl).toBe(`${STOREFRONT}/api/paiements/retour/${sessionId}`);

    const paid = await submit(pageUrl, card(ADYEN_TEST_CARDS.authorised, { saveCard: 'oui' }));
    expect(paid.status).toBe(303);
    await adyen.state.settled();
    const [order, ...more] = await ordersOf(sessionId);
    expect(more).toHaveLength(0);
    expect(order?.statut_code).toBe('COMMANDEE');
    expect((await sessionRow(sessionId)).provider_payment_reference).toBe(session.payments[0]);

    const back = await visit(String(paid.headers.get('location')));
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`${STOREFRONT}/commander/confirmation/${order!.id}/ok`);

    // Adyen resends an item until it gets [accepted]: the same item again places nothing more.
    const delivery = adyen.state.deliveries.find((d) => d.item.eventCode === 'AUTHORISATION')!;
    const again = await app.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', authorization: basic(BASIC) },
      payload: JSON.stringify({
        live: 'false',
        notificationItems: [{ NotificationRequestItem: delivery.item }],
      }),
    });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe('[accepted]');
    expect(await ordersOf(sessionId)).toHaveLength(1);

    const saved = await db()
      .selectFrom('payment_aliases')
      .selectAll()
      .where('client_id', '=', s.clientId)
      .where('provider', '=', 'adyen')
      .executeTakeFirstOrThrow();
    expect(saved).toMatchObject({
      last4: '1111',
      expiration: '03/30',
      provider_customer: `cabas-client-${s.clientId}`,
    });
  });

  it('captures the prepared amount at closing through Adyen, once', async () => {
    const { pageUrl, sessionId } = await openOnAdyen();
    await submit(pageUrl, card(ADYEN_TEST_CARDS.authorised));
    await adyen.state.settled();
    const [order] = await ordersOf(sessionId);
    const row = await sessionRow(sessionId);
    const final = row.card_cents - 199;
    const outcome = await app.app.services.captures.captureOrder(order!.id, final, { kind: 'systeme' });
    expect(outcome).toMatchObject({ status: 'effectuee', capturedCents: final });
    await app.app.services.captures.captureOrder(order!.id, final, { kind: 'systeme' });
    await adyen.state.settled();
    const payment = adyen.state.payments.get(row.provider_payment_reference!)!;
    expect(payment.capturedCents).toBe(final);
    expect(
      adyen.state.modifications.filter(
        (m) => m.kind === 'capture' && m.paymentPspReference === payment.pspReference,
      ),
    ).toHaveLength(1);
    // What the shop recorded is what Adyen holds: the rest is closed.
    expect(await app.app.services.paymentProvider.authorisation(sessionId)).toMatchObject({
      authorisedCents: row.card_cents,
      capturedCents: final,
      closed: true,
    });
  });

  it('no longer counts a capture Adyen reports failed days later (CAPTURE_FAILED), and says so', async () => {
    const { pageUrl, sessionId } = await openOnAdyen();
    await submit(pageUrl, card(ADYEN_TEST_CARDS.authorised));
    await adyen.state.settled();
    const [order] = await ordersOf(sessionId);
    const row = await sessionRow(sessionId);
    await app.app.services.captures.captureOrder(order!.id, row.card_cents, { kind: 'systeme' });
    await adyen.state.settled();
    const captured = await db()
      .selectFrom('payment_card_operations')
      .selectAll()
      .where('order_id', '=', order!.id)
      .where('kind', '=', 'capture')
      .executeTakeFirstOrThrow();
    expect(captured.status).toBe('effectue');

    const item = {
      pspReference: captured.provider_reference!,
      originalReference: row.provider_payment_reference!,
      merchantAccountCode: MERCHANT,
      merchantReference: sessionId,
      amount: { value: row.card_cents, currency: 'EUR' },
      eventCode: 'CAPTURE_FAILED',
      success: 'true',
      reason: 'Insufficient balance on payment',
      eventDate: new Date().toISOString(),
      additionalData: { hmacSignature: '' },
    };
    item.additionalData.hmacSignature = hmacOf(item);
    const delivered = await app.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', authorization: basic(BASIC) },
      payload: JSON.stringify({ live: 'false', notificationItems: [{ NotificationRequestItem: item }] }),
    });
    expect(delivered.statusCode).toBe(200);
    const after = await db()
      .selectFrom('payment_card_operations')
      .selectAll()
      .where('id', '=', captured.id)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({ status: 'refusee', refusal: 'echec_prestataire' });
    expect(after.last_error).toContain('Insufficient balance on payment');
    expect((await app.app.services.paymentProvider.authorisation(sessionId))?.capturedCents).toBe(0);
  });

  it('keeps the session open after a refused card, so that another card pays it', async () => {
    const { pageUrl, sessionId } = await openOnAdyen();
    const refused = await submit(pageUrl, card(ADYEN_TEST_CARDS.refused));
    expect(await refused.text()).toContain(REFUSED_MESSAGE);
    await adyen.state.settled();
    expect((await sessionRow(sessionId)).status).toBe('ouverte');
    const paid = await submit(pageUrl, card(ADYEN_TEST_CARDS.authorised));
    expect(paid.status).toBe(303);
    await adyen.state.settled();
    expect(await ordersOf(sessionId)).toHaveLength(1);
  });

  it('closes the session when she comes back without paying (Adyen: still active)', async () => {
    const { session, sessionId } = await openOnAdyen();
    const back = await visit(
      `${session.returnUrl}?sessionId=${session.id}&sessionResult=${session.sessionResult}`,
    );
    expect(back.headers.location).toBe(`${STOREFRONT}/commander/confirmation/annulation?type_panier=drive`);
    expect((await sessionRow(sessionId)).status).toBe('annulee');
  });

  it('refuses a delivery whose HMAC or Basic authentication is wrong, and changes nothing', async () => {
    const { sessionId } = await openOnAdyen();
    const item = {
      pspReference: 'ZZZZ0000000000AB',
      originalReference: '',
      merchantAccountCode: MERCHANT,
      merchantReference: sessionId,
      amount: { value: (await sessionRow(sessionId)).card_cents, currency: 'EUR' },
      eventCode: 'AUTHORISATION',
      success: 'true',
      eventDate: new Date().toISOString(),
      additionalData: { hmacSignature: 'bm90IHRoZSBzaWduYXR1cmU=' },
    };
    const body = JSON.stringify({ live: 'false', notificationItems: [{ NotificationRequestItem: item }] });
    const forged = await app.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', authorization: basic(BASIC) },
      payload: body,
    });
    expect(forged.statusCode).toBe(401);
    item.additionalData.hmacSignature = hmacOf(item);
    const noAuth = await app.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ live: 'false', notificationItems: [{ NotificationRequestItem: item }] }),
    });
    expect(noAuth.statusCode).toBe(401);
    expect(await ordersOf(sessionId)).toHaveLength(0);
    expect((await sessionRow(sessionId)).status).toBe('ouverte');
  });
});

const basic = (b: { username: string; password: string }) =>
  `Basic ${Buffer.from(`${b.username}:${b.password}`).toString('base64')}`;

function hmacOf(i: {
  pspReference: string;
  originalReference: string;
  merchantAccountCode: string;
  merchantReference: string;
  amount: { value: number; currency: string };
  eventCode: string;
  success: string;
}) {
  const data = [
    i.pspReference,
    i.originalReference,
    i.merchantAccountCode,
    i.merchantReference,
    i.amount.value,
    i.amount.currency,
    i.eventCode,
    i.success,
  ].join(':');
  return createHmac('sha256', Buffer.from(HMAC_KEY, 'hex')).update(data).digest('base64');
}
