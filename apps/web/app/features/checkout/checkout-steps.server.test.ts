import { checkoutMessages } from '@cabas/contracts';
import { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { wireCart, wireCheckoutAmounts, wireOrderModes } from '../../../test/wire-answers.ts';
import { createApiClient } from '../../lib/api-client.server.ts';
import { checkoutRefCookie } from '../../lib/checkout-cookie.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { FlashMessages } from '../../lib/flash-cookie.server.ts';

type Steps = {
  mode: typeof import('./mode-step.server.ts');
  address: typeof import('./address-step.server.ts');
};
type Sessions = typeof import('../../lib/session.server.ts');
let steps: Steps;
let sessions: Sessions;

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  steps = { mode: await import('./mode-step.server.ts'), address: await import('./address-step.server.ts') };
  sessions = await import('../../lib/session.server.ts');
});

const CHECKOUT = '/api/magasins/7/checkout/5';

/** The fake API: checkout 5 of store 7, home delivery chosen; every other call answers `other`. */
function fakeApi(other: { status: number; body: unknown }) {
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
            mode_commande: 'LAD',
            idAdresseLivraison: null,
            creneau: null,
            panier: wireCart({ nb_articles: 2 }),
            montants: wireCheckoutAmounts(),
          },
          modesCommande: wireOrderModes(),
        },
      });
    return Response.json(other.body, { status: other.status });
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

async function post(path: string, form: Record<string, string>, other: { status: number; body: unknown }) {
  const api = fakeApi(other);
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
  const request = new Request(`http://shop.test${path}`, {
    method: 'POST',
    headers: { cookie: cookieHeader, origin: 'http://shop.test' },
    body: new URLSearchParams(form),
  });
  return { request, context, calls: api.calls };
}

const refusal = (message: string, errors?: Record<string, string[]>) => ({
  status: 422,
  body: { status_code: 422, message, code: 'donnees_invalides', ...(errors ? { errors } : {}) },
});

describe('the delivery-mode step', () => {
  it('asks for a service when none is chosen, without calling the API', async () => {
    const { request, context, calls } = await post(
      '/commander/mode-livraison',
      { intent: 'service' },
      refusal('inattendu'),
    );
    const answer = await steps.mode.modeStepAction(request, context);
    expect(answer).toMatchObject({
      init: { status: 422 },
      data: { intent: 'service', result: { error: { service_id: [checkoutMessages.serviceRequired] } } },
    });
    expect(calls.map((c) => c.method)).toEqual(['GET']);
  });

  it('shows the API’s refusal of the service on the form, the chosen service kept', async () => {
    const { request, context, calls } = await post(
      '/commander/mode-livraison',
      { intent: 'service', service_id: '4' },
      refusal('Ce service est indisponible.'),
    );
    const answer = await steps.mode.modeStepAction(request, context);
    expect(calls[1]).toMatchObject({ method: 'PUT', path: CHECKOUT, body: { service_id: 4 } });
    expect(answer).toMatchObject({
      init: { status: 422 },
      data: {
        intent: 'service',
        result: { initialValue: { service_id: '4' }, error: { '': ['Ce service est indisponible.'] } },
      },
    });
  });

  it('answers the grid’s fetcher with the slot’s message', async () => {
    const { request, context } = await post(
      '/commander/mode-livraison',
      { creneau_id: 'x', js: '1' },
      refusal('inattendu'),
    );
    const answer = await steps.mode.modeStepAction(request, context);
    expect(answer).toMatchObject({
      init: { status: 422 },
      data: { intent: 'creneau', ok: false, error: checkoutMessages.slotRequired },
    });
  });
});

describe('the delivery-address step', () => {
  it('asks to choose an address on the choice form', async () => {
    const { request, context } = await post(
      '/commander/adresse-livraison',
      { intent: 'choisir' },
      refusal('inattendu'),
    );
    const answer = await steps.address.addressStepAction(request, context, {});
    expect(answer).toMatchObject({
      init: { status: 422 },
      data: { intent: 'choisir', result: { error: { adresse_id: [checkoutMessages.addressRequired] } } },
    });
  });

  it('shows the address form’s messages by field with what was typed, then the API’s', async () => {
    const typed = {
      intent: 'enregistrer',
      code_postal: '75011',
      code_insee: '75111',
      nom_commune: 'Paris 11e Arrondissement',
      civilite: 'Mme',
      prenom: 'Marie',
      nom: 'Dupont',
      adresse: '12 rue de la Roquette',
      tel: '06 12 34 56 78',
    };
    const invalid = await post('/commander/adresse-livraison', { ...typed, etage: 'trois' }, refusal('x'));
    expect(await steps.address.addressStepAction(invalid.request, invalid.context, {})).toMatchObject({
      init: { status: 422 },
      data: {
        intent: 'enregistrer',
        result: {
          initialValue: { etage: 'trois', adresse: '12 rue de la Roquette' },
          error: { '': ['Merci de corriger les champs signalés.'], etage: [checkoutMessages.etageInvalid] },
        },
      },
    });
    expect(invalid.calls).toHaveLength(1);

    const refused = await post(
      '/commander/adresse-livraison',
      typed,
      refusal('Données invalides', { tel: ['Le numéro de téléphone est invalide.'] }),
    );
    expect(await steps.address.addressStepAction(refused.request, refused.context, {})).toMatchObject({
      init: { status: 422 },
      data: {
        intent: 'enregistrer',
        result: {
          initialValue: { tel: '06 12 34 56 78' },
          error: { '': ['Données invalides'], tel: ['Le numéro de téléphone est invalide.'] },
        },
      },
    });
    expect(refused.calls[1]).toMatchObject({ method: 'POST', path: '/api/me/adresses' });
  });
});
