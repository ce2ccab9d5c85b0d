import nock from 'nock';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  authorisation,
  authorised,
  delivery,
  MERCHANT,
  MemoryRecords,
  PSP,
  SESSION_ID,
  signed,
  testConfig,
} from '../../../../test/fixtures/payments/adyen-exchanges.ts';
import type { HostedSessionRequest } from '../gateway.ts';
import type { AdyenConfig } from './adyen-config.ts';
import { AdyenGateway } from './adyen-gateway.ts';

/** One company account, one merchant account per store: store 12 has its own, store 7 uses the default. */
const CHECKOUT = 'https://checkout-test.adyen.com/v72';
const LYON = 'CabasLyonECOM';
const OTHER_SESSION = 'ps_1a2b3c4d5e6f7a8b9c0d';
const OTHER_PSP = '883617895204999K';
const config: AdyenConfig = { ...testConfig, storeMerchantAccounts: new Map([[12, LYON]]) };

/** The shop's records, knowing each session's store. */
class StoreRecords extends MemoryRecords {
  readonly stores = new Map<string, number>([
    [SESSION_ID, 12],
    [OTHER_SESSION, 7],
  ]);
  async storeOf(sessionId: string) {
    return this.stores.get(sessionId) ?? null;
  }
}

let records: StoreRecords;
let gateway: AdyenGateway;

beforeAll(() => {
  if (!nock.isActive()) nock.activate();
  nock.disableNetConnect();
});
beforeEach(() => {
  records = new StoreRecords();
  for (const [session, psp] of [
    [SESSION_ID, PSP],
    [OTHER_SESSION, OTHER_PSP],
  ] as const) {
    records.payments.set(session, psp);
    records.states.set(session, authorised(8490));
  }
  gateway = new AdyenGateway(config, records, {
    returnUrl: (r) => `https://shop.example/api/paiements/retour/${r.sessionId}`,
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

const request = (storeId: number): HostedSessionRequest => ({
  sessionId: storeId === 12 ? SESSION_ID : OTHER_SESSION,
  amountCents: 8490,
  currency: 'EUR',
  captureMode: 'autorisation',
  description: 'Commande drive Cabas',
  customer: { clientId: 42, email: 'camille@example.fr' },
  storeId,
  returnUrls: {
    ok: 'https://shop.example/commander/confirmation/ok',
    enAttente: 'https://shop.example/commander/confirmation/en-attente',
    refus: 'https://shop.example/commander/confirmation/refus',
    annulation: 'https://shop.example/commander/confirmation/annulation',
    erreur: 'https://shop.example/commander/confirmation/erreur',
  },
  saveCard: false,
  savedCard: null,
  expiresAt: new Date('2026-11-29T17:20:00.000Z'),
});

/** Answers one Adyen POST, keeping the merchant account its body named. */
function adyenPost(path: string, answer: (body: Record<string, unknown>) => unknown) {
  const accounts: unknown[] = [];
  nock(CHECKOUT)
    .post(path)
    .reply(201, (_uri, body) => {
      const json = body as Record<string, unknown>;
      accounts.push(json.merchantAccount);
      return answer(json);
    });
  return accounts;
}

const received = (pspReference: string) => (body: Record<string, unknown>) => ({
  merchantAccount: body.merchantAccount,
  paymentPspReference: PSP,
  pspReference,
  reference: body.reference,
  status: 'received',
});

describe('AdyenGateway with a merchant account per store', () => {
  it("opens a store-12 session on its merchant account, another store's on the default one", async () => {
    const sessionAnswer = (body: Record<string, unknown>) => ({
      ...body,
      id: 'CS451F2AB1ED897A94',
      url: 'https://checkoutshopper-test.adyen.com/checkoutshopper/sessions/CS451F2AB1ED897A94',
    });
    const lyon = adyenPost('/sessions', sessionAnswer);
    await gateway.openHostedSession(request(12));
    const other = adyenPost('/sessions', sessionAnswer);
    await gateway.openHostedSession(request(7));
    expect([lyon, other]).toEqual([[LYON], [MERCHANT]]);
  });

  it('captures and refunds a store-12 payment on the account that took it', async () => {
    const capture = adyenPost(`/payments/${PSP}/captures`, received('883617895215577D'));
    const refund = adyenPost(`/payments/${PSP}/refunds`, received('883617895215588E'));
    await gateway.capture({ idempotencyKey: 'capture:1', sessionId: SESSION_ID, amountCents: 6120 });
    await gateway.refund({ idempotencyKey: 'refund:1', sessionId: SESSION_ID, amountCents: 500 });
    expect([capture, refund]).toEqual([[LYON], [LYON]]);
  });

  it("cancels a store-12 authorisation on its account, another store's on the default one", async () => {
    const lyon = adyenPost(`/payments/${PSP}/cancels`, received('883617895215599F'));
    const other = adyenPost(`/payments/${OTHER_PSP}/cancels`, received('883617895215600G'));
    await gateway.release({ idempotencyKey: 'release:1', sessionId: SESSION_ID });
    await gateway.release({ idempotencyKey: 'release:2', sessionId: OTHER_SESSION });
    expect([lyon, other]).toEqual([[LYON], [MERCHANT]]);
  });

  it("captures another store's payment on the default merchant account", async () => {
    const capture = adyenPost(`/payments/${OTHER_PSP}/captures`, received('883617895215611H'));
    await gateway.capture({ idempotencyKey: 'capture:2', sessionId: OTHER_SESSION, amountCents: 8490 });
    expect(capture).toEqual([MERCHANT]);
  });

  it('forgets a card on the merchant account of the store it was kept for', async () => {
    const accounts: (string | null)[] = [];
    nock(CHECKOUT)
      .delete(/\/storedPaymentMethods\/M5N7TQ4TG5PFWR50/)
      .twice()
      .reply((uri) => {
        accounts.push(new URL(uri, CHECKOUT).searchParams.get('merchantAccount'));
        return [204, ''];
      });
    const card = { customer: 'cabas-client-42', token: 'M5N7TQ4TG5PFWR50' };
    await gateway.deleteSavedCard({ ...card, storeId: 12 });
    await gateway.deleteSavedCard({ ...card, storeId: 7 });
    expect(accounts).toEqual([LYON, MERCHANT]);
  });

  it("reads webhook items of the default and the stores' accounts, and no other", () => {
    const parsed = gateway.parseWebhook(
      delivery(
        signed(authorisation({ merchantAccountCode: LYON })),
        signed(authorisation({ merchantAccountCode: MERCHANT, merchantReference: OTHER_SESSION })),
        signed(
          authorisation({ merchantAccountCode: 'CabasMarseilleECOM', pspReference: '7914073381342284' }),
        ),
      ),
      {},
    );
    expect(parsed.ok && parsed.notifications.map((n) => n.notification.session_id)).toEqual([
      SESSION_ID,
      OTHER_SESSION,
    ]);
  });

  it('needs the sessions’ stores when a store has its own account', () => {
    const returnUrl = () => 'https://shop.example/retour';
    expect(() => new AdyenGateway(config, new MemoryRecords(), { returnUrl })).toThrow(/storeOf/);
  });
});
