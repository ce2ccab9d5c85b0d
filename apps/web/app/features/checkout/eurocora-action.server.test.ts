import { checkoutMessages } from '@cabas/contracts';
import { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { wireCart, wireCheckoutAmounts, wireOrderModes } from '../../../test/wire-answers.ts';
import { createApiClient } from '../../lib/api-client.server.ts';
import { checkoutRefCookie } from '../../lib/checkout-cookie.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { FlashMessages } from '../../lib/flash-cookie.server.ts';

type PaymentStep = typeof import('./payment-step.server.ts');
type Sessions = typeof import('../../lib/session.server.ts');
let step: PaymentStep;
let sessions: Sessions;

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  step = await import('./payment-step.server.ts');
  sessions = await import('../../lib/session.server.ts');
});

const CHECKOUT = '/api/magasins/7/checkout/5';
const VERSION = '2026-11-28T10:00:00.000Z';
const CARD = { id: 60, type_carte: 'CP', sous_type: 'CP', num_carte_carrefour: '•••• 4321' };

const checkoutAnswer = {
  data: {
    id: 5,
    attributes: {
      dateLastUpdate: VERSION,
      service_id: 3,
      mode_commande: 'DRIVE',
      idAdresseLivraison: null,
      creneau: { creneau_id: 1 },
      tirelire: null,
      montant_reservation_eurocora: 0,
      panier: wireCart({ nb_articles: 2 }),
      montants: wireCheckoutAmounts({ total_panier: 30, total_ttc: 30, reste_a_payer: 30 }),
    },
    modesCommande: wireOrderModes(),
  },
};

/** The fake API: checkout 5 of store 7, one own-brand card of 12,50 € of which 4 € are free. */
function fakeApi(eurocora: { status: number; body: unknown }) {
  const calls: { method: string; path: string; query: string; body: unknown }[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    const { pathname, search } = new URL(url);
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      path: pathname,
      query: search,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    if (method === 'GET' && pathname === CHECKOUT) return Response.json(checkoutAnswer);
    if (method === 'GET' && pathname === `${CHECKOUT}/modes-paiement`)
      return Response.json({
        data: [],
        meta: {
          infos: {},
          cartes_fidelite: [{ ...CARD, solde_euro: 12.5, disponible_euro: 4 }],
          alias_paiement: [],
          alias_obligatoire: false,
        },
      });
    if (method === 'POST' && pathname === `${CHECKOUT}/processEurocora`)
      return Response.json(eurocora.body, { status: eurocora.status });
    return Response.json({ message: 'unexpected' }, { status: 500 });
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

async function postWallet(form: Record<string, string>, eurocora: { status: number; body: unknown }) {
  const api = fakeApi(eurocora);
  const session = await sessions.commitSession(new Request('http://shop.test/'), {
    accessToken: 'a',
    refreshToken: 'r',
    prenom: 'Julien',
    isPro: false,
  });
  const ref = await checkoutRefCookie({ id: 5, store: 7, kind: 'drive' }, false);
  const cookieHeader = [session, ref].map((c) => c.split(';')[0]).join('; ');
  const context = new RouterContextProvider();
  context.set(shopContext, {
    uuid: 'u',
    storeId: 7,
    api: createApiClient({ baseUrl: 'http://api.test/api', timeoutMs: 500, fetch: api.fetch }),
    cookieHeader,
    flash: new FlashMessages(cookieHeader),
    secure: false,
    setCookie: () => {},
  });
  const request = new Request('http://shop.test/commander/paiement-et-avantages', {
    method: 'POST',
    headers: { cookie: cookieHeader, origin: 'http://shop.test' },
    body: new URLSearchParams({ intent: 'cagnotte', ...form }),
  });
  return { answer: await step.paymentStepAction(request, context), calls: api.calls };
}

describe('the cagnotte form of the payment step (eurocora update)', () => {
  it('reserves the amount typed on the card, at most its balance, without JavaScript', async () => {
    const { answer, calls } = await postWallet(
      { carte: '60', tirelire: '40' },
      { status: 200, body: checkoutAnswer },
    );
    const post = calls.find((c) => c.method === 'POST');
    expect(post).toMatchObject({ path: `${CHECKOUT}/processEurocora`, body: { montant: 12.5, carte: 60 } });
    expect(new URLSearchParams(post!.query).get('dateLastUpdate')).toBe(VERSION);
    expect(answer).toMatchObject({ data: { intent: 'cagnotte', ok: true } });
  });

  it('releases the reservation when the amount is emptied', async () => {
    const { calls } = await postWallet({ carte: '60', tirelire: '' }, { status: 200, body: checkoutAnswer });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ montant: 0, carte: 60 });
  });

  it('shows the API’s refusal above the available balance on the amount', async () => {
    const message = checkoutMessages.eurocoraUnavailable('4,00');
    const { answer } = await postWallet(
      { carte: '60', tirelire: '10' },
      {
        status: 422,
        body: { status_code: 422, message, errors: { montant: [message] }, code: 'donnees_invalides' },
      },
    );
    expect(answer).toMatchObject({
      init: { status: 422 },
      data: { intent: 'cagnotte', result: { error: { tirelire: [message] } } },
    });
  });
});

describe('the cagnotte offered on the payment step', () => {
  const card = (id: number, balanceCents: number, availableCents: number) => ({
    ...CARD,
    sous_type: 'CP' as const,
    id,
    balanceCents,
    availableCents,
  });

  it('is the checkout’s card, else the first with euros this order may use', () => {
    const cards = [card(1, 500, 0), card(2, 800, 300)];
    expect(step.walletCardOf(cards, 1)?.id).toBe(1);
    expect(step.walletCardOf(cards, null)?.id).toBe(2);
    expect(step.walletCardOf([card(1, 500, 0)], null)?.id).toBe(1);
    expect(step.walletCardOf([card(1, 0, 0)], null)).toBeUndefined();
  });
});
