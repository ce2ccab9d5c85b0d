import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdyenConfig } from '../../src/platform/payments/adyen/adyen-config.ts';
import { AdyenGateway, type AdyenPaymentRecords } from '../../src/platform/payments/adyen/adyen-gateway.ts';
import type { GatewayNotification, HostedSessionRequest } from '../../src/platform/payments/gateway.ts';
import type { AuthorisationState } from '../../src/platform/payments/provider.ts';
import { ADYEN_TEST_CARDS, type FakeAdyen, REFUSED_MESSAGE, startFakeAdyen } from './fake-adyen.ts';
import {
  allowLocalConnections,
  formOf,
  type ShopReceiver,
  startShopReceiver,
  submit,
} from './shop-receiver.ts';

const config: AdyenConfig = {
  apiKey: 'AQE_fake_cabas_key',
  merchantAccount: 'CabasECOM',
  hmacKey: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
  environment: 'TEST',
  liveUrlPrefix: null,
  webhookBasicAuth: { username: 'adyen-webhook', password: 'secret-de-test' },
};
const SHOP = 'https://cabas.example';

/** The shop's records, as the README describes them: the AUTHORISATION applied, then the answered operations. */
class Records implements AdyenPaymentRecords {
  readonly payments = new Map<string, string>();
  readonly states = new Map<string, AuthorisationState>();
  async paymentOf(sessionId: string) {
    return this.payments.get(sessionId) ?? null;
  }
  async authorisationOf(sessionId: string) {
    return this.states.get(sessionId) ?? null;
  }
}

let fake: FakeAdyen;
let shop: ShopReceiver;
let gateway: AdyenGateway;
const records = new Records();
const notifications: GatewayNotification[] = [];
let counter = 0;

beforeAll(async () => {
  allowLocalConnections();
  shop = await startShopReceiver(async (raw, headers) => {
    const parse = gateway.parseWebhook(raw, headers);
    if (parse.ok)
      for (const n of parse.notifications) {
        notifications.push(n);
        const sessionId = n.notification.session_id;
        if (n.notification.resultat === 'acceptee' && n.paymentReference) {
          records.payments.set(sessionId, n.paymentReference);
          records.states.set(sessionId, {
            authorisedCents: n.notification.montant_cents,
            capturedCents: 0,
            refundedCents: 0,
            releasedCents: 0,
            closed: false,
          });
        }
      }
    return parse;
  });
  fake = await startFakeAdyen({
    apiKey: config.apiKey,
    merchantAccount: config.merchantAccount,
    hmacKey: config.hmacKey,
    webhookUrl: shop.url,
    webhookBasicAuth: { username: 'adyen-webhook', password: 'secret-de-test' },
    refusedAmounts: [666],
  });
  gateway = new AdyenGateway(config, records, {
    returnUrl: (request) => `${SHOP}/api/paiements/retour/${request.sessionId}`,
    apiOrigin: fake.origin,
  });
});
afterAll(async () => {
  await fake?.close();
  await shop?.close();
});
beforeEach(() => {
  notifications.length = 0;
});

function hosted(over: Partial<HostedSessionRequest> = {}): HostedSessionRequest {
  const sessionId = `ps_fake_adyen_${String(++counter).padStart(6, '0')}`;
  const back = (resultat: string) => `${SHOP}/commander/${resultat}`;
  return {
    sessionId,
    amountCents: 8490,
    currency: 'EUR',
    captureMode: 'autorisation',
    description: 'Commande drive Cabas Lyon Part-Dieu',
    customer: { clientId: 42, email: 'claire@example.fr' },
    storeId: 12,
    returnUrls: {
      ok: back('ok'),
      enAttente: back('attente'),
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

const card = (number: string) => ({
  cardNumber: number,
  cardExpiry: ADYEN_TEST_CARDS.expiry,
  cardCvc: ADYEN_TEST_CARDS.cvc,
});

/** Where Adyen sent the browser back: our return route with `sessionId` and `sessionResult`. */
function returned(location: string | null) {
  const url = new URL(location ?? '');
  return {
    path: url.origin + url.pathname,
    sessionId: url.searchParams.get('sessionId') ?? '',
    sessionResult: url.searchParams.get('sessionResult') ?? '',
  };
}

async function paid(request: HostedSessionRequest) {
  const session = await gateway.openHostedSession(request);
  const answer = await submit(session.url, card(ADYEN_TEST_CARDS.authorised));
  expect(answer.status).toBe(303);
  return { session, back: returned(answer.headers.get('location')) };
}

describe('the fake Adyen behind the real AdyenGateway', () => {
  it('shows an accessible French hosted page for the session the gateway opens', async () => {
    const request = hosted();
    const session = await gateway.openHostedSession(request);
    expect(session.providerReference).toMatch(/^CS[A-Z0-9]+$/);
    expect(session.url).toBe(`${fake.origin}/checkoutshopper/pay/${session.providerReference}`);
    expect(fake.state.sessions.get(session.providerReference)).toMatchObject({
      reference: request.sessionId,
      manualCapture: true,
    });
    const html = await (await fetch(session.url)).text();
    expect(html).toContain('<html lang="fr">');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toMatch(/84,90\s€/);
    expect(html).toContain('<button type="submit">Payer</button>');
    expect(html).toContain('Annuler et revenir');
    expect(html).not.toContain('Enregistrer la carte');
  });

  it('opens the same session again under the same idempotency key', async () => {
    const request = hosted();
    expect(await gateway.openHostedSession(request)).toEqual(await gateway.openHostedSession(request));
  });

  it('authorises 4111…, posts a signed AUTHORISATION with Basic auth, and sends the shopper back', async () => {
    const request = hosted();
    const { session, back } = await paid(request);
    expect(back).toMatchObject({
      path: `${SHOP}/api/paiements/retour/${request.sessionId}`,
      sessionId: session.providerReference,
    });
    expect(notifications).toHaveLength(1);
    expect(notifications[0]?.notification).toMatchObject({
      session_id: request.sessionId,
      resultat: 'acceptee',
      montant_cents: 8490,
      authentification: 'aucune',
    });
    expect(notifications[0]?.paymentReference).toMatch(/^[A-Z0-9]{16}$/);
    expect(notifications[0]?.savedCard).toBeNull();
    expect(await gateway.returnPage(back.sessionId, back.sessionResult)).toBe('ok');
  });

  it('captures less than authorised once per key; CAPTURE comes by webhook; refunds once per key', async () => {
    const request = hosted();
    await paid(request);
    const psp = records.payments.get(request.sessionId);
    const capture = {
      sessionId: request.sessionId,
      amountCents: 8000,
      idempotencyKey: `${request.sessionId}:capture`,
    };
    const captured = await gateway.capture(capture);
    expect(captured).toMatchObject({ status: 'effectue', amountCents: 8000 });
    expect(await gateway.capture(capture)).toEqual(captured);
    expect(
      fake.state.modifications.filter((m) => m.paymentPspReference === psp && m.kind === 'capture'),
    ).toHaveLength(1);
    expect(fake.state.payments.get(psp ?? '')?.capturedCents).toBe(8000);
    await fake.state.settled();
    const captureItem = fake.state.deliveries.find(
      (d) => d.item.eventCode === 'CAPTURE' && d.item.originalReference === psp,
    );
    expect(captureItem?.item).toMatchObject({ success: 'true', amount: { value: 8000 } });
    expect(captureItem?.answer.status).toBe(200);

    records.states.set(request.sessionId, {
      authorisedCents: 8490,
      capturedCents: 8000,
      refundedCents: 0,
      releasedCents: 0,
      closed: false,
    });
    // Captured in part: Adyen cancelled the rest, the adapter asks nothing.
    expect(await gateway.release({ sessionId: request.sessionId, idempotencyKey: 'release' })).toEqual({
      status: 'effectue',
      reference: `${psp}:reste`,
      releasedCents: 490,
    });

    const refund = {
      sessionId: request.sessionId,
      amountCents: 1250,
      idempotencyKey: `${request.sessionId}:refund:1`,
    };
    const refunded = await gateway.refund(refund);
    expect(await gateway.refund(refund)).toEqual(refunded);
    expect(fake.state.payments.get(psp ?? '')?.refundedCents).toBe(1250);
    await fake.state.settled();
    expect(
      fake.state.deliveries.filter((d) => d.item.eventCode === 'REFUND' && d.item.originalReference === psp),
    ).toHaveLength(1);
  });

  it("answers Adyen's refusals: 137 for an amount too large, 167 for an unknown payment", async () => {
    const request = hosted();
    await paid(request);
    // Without the shop's record, the amount is Adyen's to refuse.
    records.states.delete(request.sessionId);
    expect(
      await gateway.capture({ sessionId: request.sessionId, amountCents: 9000, idempotencyKey: 'too-much' }),
    ).toEqual({
      status: 'refusee',
      reason: 'montant_superieur_autorise',
    });
    records.payments.set('ps_unknown_to_adyen_01', 'ZZZZZZZZZZZZZZZZ');
    expect(
      await gateway.capture({
        sessionId: 'ps_unknown_to_adyen_01',
        amountCents: 100,
        idempotencyKey: 'unknown',
      }),
    ).toEqual({
      status: 'refusee',
      reason: 'autorisation_inconnue',
    });
  });

  it('releases an authorisation not captured: CANCELLATION comes by webhook (annulee)', async () => {
    const request = hosted();
    await paid(request);
    notifications.length = 0;
    const release = await gateway.release({
      sessionId: request.sessionId,
      idempotencyKey: `${request.sessionId}:release`,
    });
    expect(release).toMatchObject({ status: 'effectue', releasedCents: 8490 });
    await fake.state.settled();
    expect(notifications.map((n) => n.notification)).toMatchObject([
      { session_id: request.sessionId, resultat: 'annulee' },
    ]);
    expect(fake.state.payments.get(records.payments.get(request.sessionId) ?? '')?.cancelled).toBe(true);
  });

  it('keeps the page open after a refusal (AUTHORISATION false gives the shop nothing), then accepts a card', async () => {
    const request = hosted();
    const session = await gateway.openHostedSession(request);
    const refused = await submit(session.url, card(ADYEN_TEST_CARDS.refused));
    expect(refused.status).toBe(402);
    expect(await refused.text()).toContain(REFUSED_MESSAGE);
    const refusal = fake.state.deliveries.at(-1);
    expect(refusal?.item).toMatchObject({
      eventCode: 'AUTHORISATION',
      success: 'false',
      merchantReference: request.sessionId,
    });
    expect(refusal?.answer.status).toBe(200);
    expect(notifications).toHaveLength(0);
    const accepted = await submit(session.url, card(ADYEN_TEST_CARDS.authorised));
    expect(accepted.status).toBe(303);
    expect(notifications.map((n) => n.notification.resultat)).toEqual(['acceptee']);
  });

  it('refuses by the amount rule whatever the card', async () => {
    const session = await gateway.openHostedSession(hosted({ amountCents: 666 }));
    const refused = await submit(session.url, card(ADYEN_TEST_CARDS.authorised));
    expect(refused.status).toBe(402);
    expect(notifications).toHaveLength(0);
  });

  it('runs 3-D Secure for 4000 3000 1111 2220: « Échouer » refuses, « Valider » authorises', async () => {
    const request = hosted();
    const session = await gateway.openHostedSession(request);
    const challenge = await (await submit(session.url, card(ADYEN_TEST_CARDS.threeDSecure))).text();
    expect(challenge).toContain('>Valider</button>');
    const failing = formOf(challenge, fake.origin);
    const failed = await submit(failing.action, { ...failing.hidden, outcome: 'echouer' });
    expect(failed.status).toBe(402);
    expect(notifications).toHaveLength(0);
    const again = formOf(
      await (await submit(session.url, card(ADYEN_TEST_CARDS.threeDSecure))).text(),
      fake.origin,
    );
    const validated = await submit(again.action, { ...again.hidden, outcome: 'valider' });
    expect(validated.status).toBe(303);
    expect(notifications[0]?.notification).toMatchObject({ resultat: 'acceptee', authentification: '3ds' });
  });

  it('keeps the card when the shopper ticks the box, lists it next time (CVC asked again), and deletes it', async () => {
    const first = hosted({ saveCard: true });
    const session = await gateway.openHostedSession(first);
    expect(await (await fetch(session.url)).text()).toContain('Enregistrer la carte');
    await submit(session.url, { ...card(ADYEN_TEST_CARDS.authorised), saveCard: 'oui' });
    const saved = notifications[0]?.savedCard;
    expect(saved).toMatchObject({
      customer: 'cabas-client-42',
      brand: 'visa',
      last4: '1111',
      expiry: '03/30',
    });
    if (!saved) throw new Error('no saved card');

    const next = hosted({ savedCard: { customer: saved.customer, token: saved.token } });
    const again = await gateway.openHostedSession(next);
    const html = await (await fetch(again.url)).text();
    expect(html).toContain('VISA se terminant par 1111');
    expect(html).toContain('Cryptogramme visuel de la carte enregistrée');
    const withSaved = await submit(again.url, { storedPaymentMethodId: saved.token, storedCardCvc: '737' });
    expect(withSaved.status).toBe(303);
    expect(notifications[1]?.notification).toMatchObject({
      session_id: next.sessionId,
      resultat: 'acceptee',
    });

    await gateway.deleteSavedCard(saved);
    expect(fake.state.storedCards.has(saved.token)).toBe(false);
    await expect(gateway.deleteSavedCard(saved)).resolves.toBeUndefined();
  });

  it('sends back a shopper who cancels to the return route, where the session reads active (annulation)', async () => {
    const request = hosted();
    const session = await gateway.openHostedSession(request);
    const html = await (await fetch(session.url)).text();
    const href = /<a href="([^"]+)">Annuler et revenir<\/a>/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    const back = returned(href ?? null);
    expect(back.path).toBe(`${SHOP}/api/paiements/retour/${request.sessionId}`);
    expect(await gateway.returnPage(back.sessionId, back.sessionResult)).toBe('annulation');
    fake.state.expire(session.providerReference);
    expect(await gateway.returnPage(back.sessionId, back.sessionResult)).toBe('annulation');
    expect((await fetch(session.url)).status).toBe(410);
  });

  it('answers 401 to another API key', async () => {
    const stranger = new AdyenGateway({ ...config, apiKey: 'AQE_someone_else' }, records, {
      returnUrl: () => `${SHOP}/retour`,
      apiOrigin: fake.origin,
    });
    await expect(stranger.openHostedSession(hosted())).rejects.toThrow(/401/);
  });
});
