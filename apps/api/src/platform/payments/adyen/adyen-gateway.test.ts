import nock from 'nock';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  authorised,
  MERCHANT,
  MemoryRecords,
  PSP,
  SESSION_ID,
  testConfig,
} from '../../../../test/fixtures/payments/adyen-exchanges.ts';
import type { HostedSessionRequest } from '../gateway.ts';
import { AdyenGateway } from './adyen-gateway.ts';
import { returnPageOf } from './adyen-return.ts';

/** The library's Checkout API version (32.1.0 targets v72) on Adyen's TEST host. */
const CHECKOUT = 'https://checkout-test.adyen.com';
const V = '/v72';
const RETURN = `https://shop.example/api/paiement-adyen/retour/${SESSION_ID}`;

let records: MemoryRecords;
let gateway: AdyenGateway;

beforeAll(() => {
  if (!nock.isActive()) nock.activate();
  nock.disableNetConnect();
});
beforeEach(() => {
  records = new MemoryRecords();
  gateway = new AdyenGateway(testConfig, records, {
    returnUrl: (r) => `https://shop.example/api/paiement-adyen/retour/${r.sessionId}`,
  });
});
afterEach(() => {
  const unused = nock.pendingMocks();
  nock.cleanAll();
  expect(unused, 'every recorded Adyen exchange is used').toEqual([]);
});
afterAll(() => {
  nock.enableNetConnect();
  nock.restore();
});

const request = (more: Partial<HostedSessionRequest> = {}): HostedSessionRequest => ({
  sessionId: SESSION_ID,
  amountCents: 8490,
  currency: 'EUR',
  captureMode: 'autorisation',
  description: 'Commande drive Cabas Lyon Part-Dieu',
  customer: { clientId: 42, email: 'camille@example.fr' },
  storeId: 7,
  returnUrls: {
    ok: 'https://shop.example/commander/confirmation/ok',
    enAttente: 'https://shop.example/commander/confirmation/en-attente',
    refus: 'https://shop.example/commander/confirmation/refus',
    annulation: 'https://shop.example/commander/confirmation/annulation',
    erreur: 'https://shop.example/commander/confirmation/erreur',
  },
  saveCard: true,
  savedCard: null,
  expiresAt: new Date('2026-11-29T17:20:00.000Z'),
  ...more,
});

/** Adyen's documented /sessions answer for Hosted Checkout. */
const sessionAnswer = (body: Record<string, unknown>) => ({
  amount: body.amount,
  countryCode: 'FR',
  expiresAt: '2026-11-29T18:20:00+01:00',
  id: 'CS451F2AB1ED897A94',
  merchantAccount: MERCHANT,
  mode: 'hosted',
  reference: body.reference,
  returnUrl: body.returnUrl,
  shopperLocale: 'fr-FR',
  url: 'https://checkoutshopper-test.adyen.com/checkoutshopper/sessions/CS451F2AB1ED897A94',
});

function expectSession() {
  const seen: { body?: Record<string, unknown> } = {};
  nock(CHECKOUT)
    .post(`${V}/sessions`, (body) => {
      seen.body = body;
      return true;
    })
    .matchHeader('idempotency-key', SESSION_ID)
    .matchHeader('x-api-key', testConfig.apiKey)
    .reply(201, (_uri, body) => sessionAnswer(body as Record<string, unknown>));
  return seen;
}

describe('openHostedSession', () => {
  it('creates a Hosted Checkout session authorised only, offering to keep the card', async () => {
    const seen = expectSession();
    const session = await gateway.openHostedSession(request());
    expect(session).toEqual({
      providerReference: 'CS451F2AB1ED897A94',
      url: 'https://checkoutshopper-test.adyen.com/checkoutshopper/sessions/CS451F2AB1ED897A94',
      account: null,
    });
    expect(seen.body).toMatchObject({
      mode: 'hosted',
      merchantAccount: MERCHANT,
      reference: SESSION_ID,
      amount: { currency: 'EUR', value: 8490 },
      returnUrl: RETURN,
      expiresAt: '2026-11-29T17:20:00.000Z',
      additionalData: { manualCapture: 'true' },
      shopperReference: 'cabas-client-42',
      shopperEmail: 'camille@example.fr',
      shopperInteraction: 'Ecommerce',
      storePaymentMethodMode: 'askForConsent',
      recurringProcessingModel: 'CardOnFile',
      lineItems: [
        { description: 'Commande drive Cabas Lyon Part-Dieu', quantity: 1, amountIncludingTax: 8490 },
      ],
    });
    expect(seen.body).not.toHaveProperty('captureDelayHours');
  });

  it('captures a sale at once and keeps no card unless asked', async () => {
    const seen = expectSession();
    await gateway.openHostedSession(request({ captureMode: 'vente', saveCard: false }));
    expect(seen.body).toMatchObject({ captureDelayHours: 0, storePaymentMethodMode: 'disabled' });
    expect(seen.body).not.toHaveProperty('additionalData');
    expect(seen.body).not.toHaveProperty('recurringProcessingModel');
  });

  it('pays with a kept card as card on file (the page asks its CVC)', async () => {
    const seen = expectSession();
    await gateway.openHostedSession(
      request({ saveCard: false, savedCard: { customer: 'cabas-client-42', token: 'M5N7TQ4TG5PFWR50' } }),
    );
    expect(seen.body).toMatchObject({
      shopperReference: 'cabas-client-42',
      recurringProcessingModel: 'CardOnFile',
      storePaymentMethodMode: 'disabled',
    });
  });

  it('throws when Adyen does not answer', async () => {
    nock(CHECKOUT).post(`${V}/sessions`).reply(500, {
      status: 500,
      errorCode: '905',
      message: 'Payment details are not supported',
      errorType: 'configuration',
    });
    await expect(gateway.openHostedSession(request())).rejects.toThrow();
  });
});

/** Adyen's documented answer to a modification: `received`, with the modification's own pspReference. */
const received = (pspReference: string, more: Record<string, unknown> = {}) => ({
  merchantAccount: MERCHANT,
  paymentPspReference: PSP,
  pspReference,
  reference: SESSION_ID,
  status: 'received',
  ...more,
});

describe('capture', () => {
  beforeEach(() => {
    records.payments.set(SESSION_ID, PSP);
    records.states.set(SESSION_ID, authorised(8490));
  });
  const capture = (amountCents = 6120, idempotencyKey = 'capture:1:ps') =>
    gateway.capture({ idempotencyKey, sessionId: SESSION_ID, amountCents });

  it('captures part of the authorisation with the idempotency key: Adyen received it', async () => {
    let body: unknown;
    nock(CHECKOUT)
      .post(`${V}/payments/${PSP}/captures`, (b) => {
        body = b;
        return true;
      })
      .matchHeader('idempotency-key', 'capture:1:ps')
      .reply(201, received('883617895215577D', { amount: { currency: 'EUR', value: 6120 } }));
    expect(await capture()).toEqual({ status: 'effectue', reference: '883617895215577D', amountCents: 6120 });
    expect(body).toEqual({
      merchantAccount: MERCHANT,
      amount: { currency: 'EUR', value: 6120 },
      reference: SESSION_ID,
    });
  });

  it('answers the same capture to the same key (Adyen replays its answer)', async () => {
    nock(CHECKOUT)
      .post(`${V}/payments/${PSP}/captures`)
      .twice()
      .matchHeader('idempotency-key', 'capture:1:ps')
      .reply(201, received('883617895215577D', { amount: { currency: 'EUR', value: 6120 } }));
    const first = await capture();
    expect(await capture()).toEqual(first);
  });

  it('refuses without asking Adyen what the shop knows cannot be captured', async () => {
    records.states.set(SESSION_ID, authorised(8490, { capturedCents: 3000 }));
    expect(await capture(6000)).toEqual({ status: 'refusee', reason: 'montant_superieur_autorise' });
    expect(await capture(0)).toEqual({ status: 'refusee', reason: 'montant_superieur_autorise' });
    records.states.set(SESSION_ID, authorised(8490, { releasedCents: 8490, closed: true }));
    expect(await capture(100)).toEqual({ status: 'refusee', reason: 'autorisation_close' });
    records.payments.clear();
    expect(await capture(100)).toEqual({ status: 'refusee', reason: 'autorisation_inconnue' });
  });

  it.each([
    ['167', 'Original pspReference required for this operation', 'autorisation_inconnue'],
    ['137', 'Invalid amount specified', 'montant_superieur_autorise'],
  ])('maps Adyen refusal %s to %s', async (errorCode, message, reason) => {
    nock(CHECKOUT).post(`${V}/payments/${PSP}/captures`).reply(422, {
      status: 422,
      errorCode,
      message,
      errorType: 'validation',
      pspReference: '8816178914061234',
    });
    expect(await capture()).toEqual({ status: 'refusee', reason });
  });

  it('throws on a server error or a network failure (no answer: asked again with the key)', async () => {
    nock(CHECKOUT).post(`${V}/payments/${PSP}/captures`).reply(500, {
      status: 500,
      errorCode: '000',
      message: 'An unknown error occurred',
      errorType: 'internal',
    });
    await expect(capture()).rejects.toThrow(/500/);
    // No recorded exchange: the connection itself fails (nock refuses it, as a network would).
    await expect(capture()).rejects.toThrow(/Nock: (Disallowed net connect|No match)/);
  });

  it('throws on another 422 (a request Adyen cannot read is not a refusal of the payment)', async () => {
    nock(CHECKOUT).post(`${V}/payments/${PSP}/captures`).reply(422, {
      status: 422,
      errorCode: '14_030',
      message: 'Return URL is missing.',
      errorType: 'validation',
    });
    await expect(capture()).rejects.toThrow(/422/);
  });
});

describe('release', () => {
  beforeEach(() => records.payments.set(SESSION_ID, PSP));
  const release = () => gateway.release({ idempotencyKey: 'liberation:1:ps', sessionId: SESSION_ID });

  it('cancels an authorisation nothing was captured of', async () => {
    records.states.set(SESSION_ID, authorised(8490));
    let body: unknown;
    nock(CHECKOUT)
      .post(`${V}/payments/${PSP}/cancels`, (b) => {
        body = b;
        return true;
      })
      .matchHeader('idempotency-key', 'liberation:1:ps')
      .reply(201, received('993617895215577D'));
    expect(await release()).toEqual({
      status: 'effectue',
      reference: '993617895215577D',
      releasedCents: 8490,
    });
    expect(body).toEqual({ merchantAccount: MERCHANT, reference: SESSION_ID });
  });

  it('asks nothing after a partial capture: Adyen cancelled the rest with it', async () => {
    records.states.set(SESSION_ID, authorised(8490, { capturedCents: 6120 }));
    expect(await release()).toEqual({ status: 'effectue', reference: `${PSP}:reste`, releasedCents: 2370 });
  });

  it('releases nothing more of a closed authorisation', async () => {
    records.states.set(SESSION_ID, authorised(8490, { releasedCents: 8490, closed: true }));
    expect(await release()).toMatchObject({ status: 'effectue', releasedCents: 0 });
  });

  it('refuses an unknown session, and maps Adyen refusals', async () => {
    records.payments.clear();
    expect(await release()).toEqual({ status: 'refusee', reason: 'autorisation_inconnue' });
    records.payments.set(SESSION_ID, PSP);
    nock(CHECKOUT).post(`${V}/payments/${PSP}/cancels`).reply(422, {
      status: 422,
      errorCode: '167',
      message: 'Original pspReference required for this operation',
      errorType: 'validation',
    });
    expect(await release()).toEqual({ status: 'refusee', reason: 'autorisation_inconnue' });
  });

  it('throws when Adyen does not answer', async () => {
    records.states.set(SESSION_ID, authorised(8490));
    await expect(release()).rejects.toThrow(/Nock: (Disallowed net connect|No match)/);
  });
});

describe('refund', () => {
  const refund = () =>
    gateway.refund({ idempotencyKey: 'remboursement:9', sessionId: SESSION_ID, amountCents: 1250 });

  it('refunds part of the captured amount with the idempotency key', async () => {
    records.payments.set(SESSION_ID, PSP);
    let body: unknown;
    nock(CHECKOUT)
      .post(`${V}/payments/${PSP}/refunds`, (b) => {
        body = b;
        return true;
      })
      .matchHeader('idempotency-key', 'remboursement:9')
      .reply(201, received('993617895215999R', { amount: { currency: 'EUR', value: 1250 } }));
    expect(await refund()).toEqual({ status: 'effectue', reference: '993617895215999R' });
    expect(body).toEqual({
      merchantAccount: MERCHANT,
      amount: { currency: 'EUR', value: 1250 },
      reference: SESSION_ID,
    });
  });

  it('throws for a session without payment, and when Adyen fails', async () => {
    await expect(refund()).rejects.toThrow(/no payment/);
    records.payments.set(SESSION_ID, PSP);
    nock(CHECKOUT).post(`${V}/payments/${PSP}/refunds`).reply(503, 'Service Unavailable');
    await expect(refund()).rejects.toThrow(/503/);
  });
});

describe('authorisation', () => {
  it("gives what the shop recorded of the session's payment, null without a payment", async () => {
    expect(await gateway.authorisation(SESSION_ID)).toBeNull();
    records.states.set(SESSION_ID, authorised(8490));
    expect(await gateway.authorisation(SESSION_ID)).toBeNull();
    records.payments.set(SESSION_ID, PSP);
    records.states.set(
      SESSION_ID,
      authorised(8490, { capturedCents: 6120, releasedCents: 2370, closed: true }),
    );
    expect(await gateway.authorisation(SESSION_ID)).toEqual(
      authorised(8490, { capturedCents: 6120, releasedCents: 2370, closed: true }),
    );
  });
});

describe('deleteSavedCard', () => {
  const card = { customer: 'cabas-client-42', token: 'M5N7TQ4TG5PFWR50' };
  const stored = () =>
    nock(CHECKOUT)
      .delete(`${V}/storedPaymentMethods/M5N7TQ4TG5PFWR50`)
      .query({ shopperReference: 'cabas-client-42', merchantAccount: MERCHANT });

  it("deletes the token of the shopper's card", async () => {
    const scope = stored().reply(204);
    await gateway.deleteSavedCard(card);
    expect(scope.isDone()).toBe(true);
  });

  it('counts a token Adyen no longer knows as deleted, and throws on a failure', async () => {
    stored().reply(404, { status: 404, errorCode: '000', message: 'Not found', errorType: 'validation' });
    await expect(gateway.deleteSavedCard(card)).resolves.toBeUndefined();
    stored().reply(500, { status: 500, errorCode: '000', message: 'Internal error', errorType: 'internal' });
    await expect(gateway.deleteSavedCard(card)).rejects.toThrow();
  });
});

describe('return page', () => {
  it("reads the session's result to choose the shopper's page", async () => {
    nock(CHECKOUT)
      .get(`${V}/sessions/CS451F2AB1ED897A94`)
      .query({ sessionResult: 'X3XtfGC9!H4sIAAAAAAAA' })
      .reply(200, { id: 'CS451F2AB1ED897A94', status: 'completed' });
    expect(await gateway.returnPage('CS451F2AB1ED897A94', 'X3XtfGC9!H4sIAAAAAAAA')).toBe('ok');
  });

  it.each([
    ['completed', 'ok'],
    ['paymentPending', 'enAttente'],
    ['refused', 'refus'],
    ['canceled', 'annulation'],
    ['expired', 'annulation'],
    ['active', 'annulation'],
    ['unknown', 'erreur'],
  ])('%s → %s', (status, page) => {
    expect(returnPageOf(status)).toBe(page);
  });
});
