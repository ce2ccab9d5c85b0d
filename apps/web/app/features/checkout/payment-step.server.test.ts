import { checkoutMessages, paymentMessages } from '@cabas/contracts';
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

/**
 * The fake API: checkout 5 of store 7 at its payment step; both process calls answer `paid`, and so do
 * the step's other POST calls (promo code, gift card).
 */
function fakeApi(paid: { status: number; body: unknown }) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    const { pathname } = new URL(url);
    const method = init?.method ?? 'GET';
    calls.push({ method, path: pathname, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (method === 'GET' && pathname === CHECKOUT)
      return Response.json({
        data: {
          id: 5,
          attributes: {
            dateLastUpdate: '2026-11-28T10:00:00.000Z',
            service_id: 3,
            mode_commande: 'DRIVE',
            idAdresseLivraison: null,
            creneau: { creneau_id: 1 },
            panier: wireCart({ nb_articles: 2 }),
            montants: wireCheckoutAmounts(),
          },
          modesCommande: wireOrderModes(),
        },
      });
    if (
      method === 'POST' &&
      /^\/(processPaiement(CarteCarrefour)?|processCodePromo|carte-cadeau)$/.test(
        pathname.slice(CHECKOUT.length),
      )
    )
      return Response.json(paid.body, { status: paid.status });
    return Response.json({ message: 'unexpected' }, { status: 500 });
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

async function payWith(form: Record<string, string>, paid: { status: number; body: unknown }) {
  return postStep({ intent: 'payer', ...form }, paid);
}

/** Posts one of the step's forms (its `intent` among the fields). */
async function postStep(form: Record<string, string>, paid: { status: number; body: unknown }) {
  const api = fakeApi(paid);
  const session = await sessions.commitSession(new Request('http://shop.test/'), {
    accessToken: 'a',
    refreshToken: 'r',
    prenom: 'Marie',
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
    body: new URLSearchParams(form),
  });
  const answer = await step.paymentStepAction(request, context);
  return { answer, calls: api.calls };
}

const refusal = (errors: Record<string, string[]>) => ({
  status: 422,
  body: { status_code: 422, message: Object.values(errors)[0]![0], errors, code: 'donnees_invalides' },
});

describe('the pay action', () => {
  it('makes one process call with the choices after the checkout’s GET, then opens the payment page', async () => {
    const { answer, calls } = await payWith(
      { mode_paiement: 'cb', avec_sacs: 'non', alias_paiement_id: '12', confirmer: '1' },
      {
        status: 200,
        body: {
          dateLastUpdate: '2026-11-28T10:00:01.000Z',
          url_webview_paiement: 'http://api.test/api/paiement-sandbox/abc',
          session_id: 'abc',
          montants: { carte: 20, tirelire: 0, carte_cadeau: 0, total: 20 },
          warning: { commande_recente: null },
        },
      },
    );
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `GET ${CHECKOUT}`,
      `POST ${CHECKOUT}/processPaiement`,
    ]);
    expect(calls[1]!.body).toEqual({
      modePaiement: 'cb',
      avec_sacs: false,
      alias_paiement_id: 12,
      confirmer: true,
    });
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('location')).toBe('http://api.test/api/paiement-sandbox/abc');
  });

  it('shows every refused choice by its field, under the page’s message', async () => {
    const { answer, calls } = await payWith(
      {},
      refusal({
        avec_sacs: [checkoutMessages.bagsRequired],
        redevance: [checkoutMessages.redevanceRequired],
        modePaiement: [checkoutMessages.paymentModeRequired],
        alias_paiement_id: [paymentMessages.aliasRequired],
      }),
    );
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toEqual({ modePaiement: null, alias_paiement_id: null, confirmer: false });
    expect(answer).toMatchObject({
      init: { status: 422 },
      data: {
        intent: 'payer',
        result: {
          error: {
            '': ['Merci de vérifier les informations signalées.'],
            avec_sacs: [checkoutMessages.bagsRequired],
            redevance: [checkoutMessages.redevanceRequired],
            mode_paiement: [checkoutMessages.paymentModeRequired],
            alias_paiement_id: ['Merci de choisir la carte bancaire à utiliser.'],
          },
        },
      },
    });
  });

  it('shows why the chosen mode is not possible', async () => {
    const { answer, calls } = await payWith(
      { mode_paiement: 'CRF' },
      refusal({ modePaiement: [checkoutMessages.paymentNoClubCard] }),
    );
    expect(calls[1]!.path).toBe(`${CHECKOUT}/processPaiementCarteCarrefour`);
    expect(answer).toMatchObject({
      data: {
        result: {
          initialValue: { mode_paiement: 'CRF' },
          error: { mode_paiement: [checkoutMessages.paymentNoClubCard] },
        },
      },
    });
  });
});

describe('the step’s other forms', () => {
  it('show the promo code’s refusal on its field, with the code typed', async () => {
    const { answer, calls } = await postStep(
      { intent: 'code_promo', code_promo: 'FAUX' },
      {
        status: 422,
        body: { status_code: 422, message: "Ce code promo n'existe pas.", code: 'code_promo_invalide' },
      },
    );
    expect(calls[1]).toMatchObject({ path: `${CHECKOUT}/processCodePromo`, body: { code_promo: 'FAUX' } });
    expect(answer).toMatchObject({
      init: { status: 422 },
      data: {
        intent: 'code_promo',
        result: {
          initialValue: { code_promo: 'FAUX' },
          error: { code_promo: ["Ce code promo n'existe pas."] },
        },
      },
    });
    expect((answer as { data: { result: { error: Record<string, unknown> } } }).data.result.error['']).toBe(
      undefined,
    );
  });

  it('refuse an empty promo code without calling the API', async () => {
    const { answer, calls } = await postStep({ intent: 'code_promo' }, { status: 500, body: {} });
    expect(calls).toHaveLength(1);
    expect(answer).toMatchObject({
      init: { status: 422 },
      data: { intent: 'code_promo', result: { error: { code_promo: [expect.any(String)] } } },
    });
  });

  it('never send the gift card’s number and PIN back to the page', async () => {
    const { answer } = await postStep(
      { intent: 'carte_cadeau', numero: '123456789012345678901', pin: '1234' },
      {
        status: 422,
        body: {
          status_code: 422,
          message: 'Données invalides',
          code: 'donnees_invalides',
          errors: { 'carte_cadeau.pin': ['Le code pin est invalide.'] },
        },
      },
    );
    expect(answer).toMatchObject({
      init: { status: 422 },
      data: { intent: 'carte_cadeau', result: { error: { pin: ['Le code pin est invalide.'] } } },
    });
    const text = JSON.stringify(answer);
    expect(text).not.toContain('123456789012345678901');
    expect(text).not.toContain('1234"');
  });
});
