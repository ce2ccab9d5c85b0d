import { checkoutMessages, messages } from '@cabas/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeShopContext } from '../../../test/fake-shop-context.ts';

let commitSession: typeof import('../../lib/session.server.ts').commitSession;
let addresses: typeof import('./addresses.server.ts');

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  ({ commitSession } = await import('../../lib/session.server.ts'));
  addresses = await import('./addresses.server.ts');
});

type Answer = (method: string, path: string, body: unknown) => Response;

/** The communes of 69003 (any other postal code has none). */
const COMMUNES = Response.json.bind(Response, {
  data: [
    {
      id: 1,
      code_insee: '69383',
      code_postal: '69003',
      nom_commune: 'Lyon 3e Arrondissement',
      departement: '69',
      latitude: null,
      longitude: null,
    },
  ],
});

function setup(answer: Answer = () => Response.json({ message: 'unexpected' }, { status: 500 })) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    const { pathname, searchParams } = new URL(String(url));
    const path = pathname.replace(/^\/api/, '');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ method, path, body });
    if (path === '/communes')
      return searchParams.get('code_postal') === '69003' ? COMMUNES() : Response.json({ data: [] });
    return answer(method, path, body);
  };
  return { calls, context: fakeShopContext(fetch as typeof globalThis.fetch, 2, { clientToken: false }) };
}

async function post(fields: Record<string, string>) {
  const cookie = (
    await commitSession(new Request('http://shop.test/'), {
      accessToken: 'jeton',
      refreshToken: 'r1',
      prenom: 'Marie',
      isPro: false,
    })
  ).split(';')[0]!;
  return new Request('http://shop.test/mon-compte/mes-adresses', {
    method: 'POST',
    headers: { cookie, origin: 'http://shop.test', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

const ADDRESS = {
  intent: 'enregistrer',
  code_postal: '69003',
  code_insee: '69383',
  civilite: 'Mme',
  prenom: 'Marie',
  nom: 'Dupont',
  adresse: '9 rue Sans Script',
  tel: '06 12 34 56 78',
};

describe('the delivery address form', () => {
  it('lists the cities of the postal code in a first step, with what was typed (no JavaScript)', async () => {
    const { context, calls } = setup();
    const answer = await addresses.addressesAction(
      await post({ intent: 'villes', code_postal: '69003', adresse: '9 rue Sans Script' }),
      context,
    );
    expect(answer).toMatchObject({
      init: { status: 200 },
      data: {
        form: 'adresse',
        communes: [{ insee: '69383', name: 'Lyon 3e Arrondissement', postalCode: '69003' }],
        result: { initialValue: { code_postal: '69003', adresse: '9 rue Sans Script' } },
      },
    });
    expect((answer as { data: { result: { error?: unknown } } }).data.result.error).toBeUndefined();
    expect(calls.map((c) => c.path)).toEqual(['/communes']);
  });

  it('says when the postal code has no city, and asks for the city when none is chosen', async () => {
    const unknown = await addresses.addressesAction(
      await post({ ...ADDRESS, code_postal: '00000' }),
      setup().context,
    );
    expect(unknown).toMatchObject({
      init: { status: 422 },
      data: { result: { error: { code_postal: [messages.noCommuneForPostalCode] } } },
    });
    const noCity = await addresses.addressesAction(
      await post({ ...ADDRESS, code_insee: '' }),
      setup().context,
    );
    expect(noCity).toMatchObject({
      init: { status: 422 },
      data: { result: { error: { code_insee: ['Merci de choisir votre ville.'] } } },
    });
  });

  it('shows the schema’s messages by their fields, under the form’s message', async () => {
    const { context, calls } = setup();
    const answer = await addresses.addressesAction(await post({ ...ADDRESS, etage: 'trois' }), context);
    expect(answer).toMatchObject({
      init: { status: 422 },
      data: {
        form: 'adresse',
        result: {
          initialValue: { etage: 'trois', adresse: '9 rue Sans Script' },
          error: { '': ['Merci de corriger les champs signalés.'], etage: [checkoutMessages.etageInvalid] },
        },
      },
    });
    expect(calls.map((c) => c.path)).toEqual(['/communes']);
  });

  it('sends the address with the chosen city’s name, and shows the API’s refusal', async () => {
    const refused = setup(() =>
      Response.json(
        {
          status_code: 422,
          message: 'Vous avez atteint le nombre maximal d’adresses.',
          code: 'adresses_trop_nombreuses',
        },
        { status: 422 },
      ),
    );
    const answer = await addresses.addressesAction(await post(ADDRESS), refused.context);
    expect(refused.calls[1]).toMatchObject({
      method: 'POST',
      path: '/me/adresses',
      body: { nom_commune: 'Lyon 3e Arrondissement', code_insee: '69383', ascenseur: false },
    });
    expect(answer).toMatchObject({
      init: { status: 422 },
      data: {
        form: 'adresse',
        result: {
          initialValue: { adresse: '9 rue Sans Script' },
          error: { '': ['Vous avez atteint le nombre maximal d’adresses.'] },
        },
      },
    });
  });
});

describe('the billing form', () => {
  it('shows the schema’s messages with what was typed, and the API’s on their fields', async () => {
    const invalid = await addresses.addressesAction(
      await post({ intent: 'facturation', civilite: 'Mme', prenom: 'Marie', nom: 'Dupont', pays: 'France' }),
      setup().context,
    );
    expect(invalid).toMatchObject({
      init: { status: 422 },
      data: {
        form: 'facturation',
        result: {
          initialValue: { prenom: 'Marie', nom: 'Dupont' },
          error: { '': ['Merci de corriger les champs signalés.'], adresse: [expect.any(String)] },
        },
      },
    });
    const { context } = setup(() =>
      Response.json(
        {
          status_code: 422,
          message: 'Données invalides',
          code: 'donnees_invalides',
          errors: { codePostal: ['Le code postal est invalide.'] },
        },
        { status: 422 },
      ),
    );
    const refused = await addresses.addressesAction(
      await post({
        intent: 'facturation',
        civilite: 'Mme',
        prenom: 'Marie',
        nom: 'Dupont',
        adresse: '1 rue de la Paix',
        codePostal: '75001',
        ville: 'Paris',
        pays: 'France',
      }),
      context,
    );
    expect(refused).toMatchObject({
      init: { status: 422 },
      data: {
        form: 'facturation',
        result: {
          initialValue: { ville: 'Paris' },
          error: { '': ['Données invalides'], codePostal: ['Le code postal est invalide.'] },
        },
      },
    });
  });
});
