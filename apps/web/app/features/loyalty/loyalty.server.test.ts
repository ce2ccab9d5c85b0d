import { accountMessages, loyaltyMessages } from '@cabas/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeShopContext } from '../../../test/fake-shop-context.ts';

let commitSession: typeof import('../../lib/session.server.ts').commitSession;
let loyalty: typeof import('./loyalty.server.ts');

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  ({ commitSession } = await import('../../lib/session.server.ts'));
  loyalty = await import('./loyalty.server.ts');
});

type Answer = (path: string, body: unknown) => Response;

function setup(answer: Answer) {
  const calls: string[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(url)).pathname.replace(/^\/api/, '');
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    return answer(path, init?.body ? JSON.parse(String(init.body)) : null);
  };
  const context = fakeShopContext(fetch as typeof globalThis.fetch, 2, {
    clientToken: false,
    uuid: '00000000-0000-4000-8000-000000000000',
  });
  return { calls, context };
}

async function post(path: string, fields: Record<string, string>, origin = 'http://shop.test') {
  const cookie = (
    await commitSession(new Request('http://shop.test/'), {
      accessToken: 'jeton',
      refreshToken: 'r1',
      prenom: 'Julien',
      isPro: false,
    })
  ).split(';')[0]!;
  return new Request(`http://shop.test${path}`, {
    method: 'POST',
    headers: { cookie, origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

const error = (status: number, code: string, message: string) =>
  Response.json({ status_code: status, message, code }, { status });

/** The body of a `data()` answer, or the answer itself. */
const bodyOf = (answer: unknown) => (answer as { data: unknown }).data;

describe('the loyalty page actions', () => {
  it('refuse a form posted from another site', async () => {
    const { context, calls } = setup(() => Response.json({}));
    const request = await post(
      '/mon-compte/ma-fidelite',
      { num_carte_carrefour: '9250000000000011' },
      'http://evil.test',
    );
    await expect(loyalty.loyaltyAction(request, context)).rejects.toMatchObject({ init: { status: 403 } });
    expect(calls).toEqual([]);
  });

  it('check the number, then ask for the code', async () => {
    const { context, calls } = setup((path, body) => {
      expect(path).toBe('/me/fidelites/pre-validation');
      expect(body).toEqual({ num_carte_carrefour: '9250000000000011' });
      return Response.json({
        data: { num_carte_carrefour: '•••• •••• 0011', type_carte: 'CRF', libelle_type: 'Club' },
      });
    });
    const request = await post('/mon-compte/ma-fidelite', {
      intent: 'verifier',
      num_carte_carrefour: '9250 0000 0000 0011',
    });
    expect(bodyOf(await loyalty.loyaltyAction(request, context))).toMatchObject({
      step: 'code',
      numero: '9250000000000011',
      typeCarte: 'CRF',
      libelleType: 'Club',
    });
    expect(calls).toEqual(['POST /me/fidelites/pre-validation']);
  });

  it('turn a lock (423) and a linked card (409) into their steps', async () => {
    const locked = setup(() => error(423, 'carte_fidelite_bloquee', loyaltyMessages.cardLocked));
    const fields = {
      intent: 'appairer',
      num_carte_carrefour: '9250000000000011',
      code_pin_carrefour: '0000',
      altcha: 'preuve',
      type_carte: 'CRF',
    };
    const lockedAnswer = await loyalty.loyaltyAction(
      await post('/mon-compte/ma-fidelite', fields),
      locked.context,
    );
    expect(bodyOf(lockedAnswer)).toMatchObject({ step: 'bloquee', error: 'Vous avez saisi 3 codes erronés' });
    const linked = setup(() => error(409, 'carte_fidelite_deja_liee', loyaltyMessages.alreadyLinked));
    const linkedAnswer = await loyalty.loyaltyAction(
      await post('/mon-compte/ma-fidelite', fields),
      linked.context,
    );
    expect(bodyOf(linkedAnswer)).toMatchObject({ step: 'deja-liee', error: loyaltyMessages.alreadyLinked });
  });

  it('show a refused number on its field, with the number typed', async () => {
    const { context, calls } = setup(() => Response.json({}));
    const answer = await loyalty.loyaltyAction(
      await post('/mon-compte/ma-fidelite', { intent: 'verifier', num_carte_carrefour: '12ab' }),
      context,
    );
    expect(answer).toMatchObject({
      init: { status: 422 },
      data: {
        step: 'numero',
        result: {
          initialValue: { num_carte_carrefour: '12ab' },
          error: { num_carte_carrefour: [expect.any(String)] },
        },
      },
    });
    expect(calls).toEqual([]);
  });

  it('show a wrong code on its field and the captcha’s refusal on the captcha, neither sent back', async () => {
    const fields = {
      intent: 'appairer',
      num_carte_carrefour: '9250000000000011',
      code_pin_carrefour: '0000',
      altcha: 'preuve',
      type_carte: 'CRF',
      libelle_type: 'Club',
    };
    const wrong = setup((path, body) => {
      expect(path).toBe('/me/fidelites/appairage');
      expect(body).toEqual({
        num_carte_carrefour: '9250000000000011',
        code_pin_carrefour: '0000',
        'g-captcha-response': 'preuve',
        type_carte: 'CRF',
      });
      return Response.json(
        {
          status_code: 422,
          message: 'Le Code Cagnotte est invalide. Merci de vérifier votre saisie',
          code: 'code_cagnotte_invalide',
          errors: {
            code_pin_carrefour: ['Le Code Cagnotte est invalide. Merci de vérifier votre saisie'],
            'g-captcha-response': ['La vérification anti-robot a échoué.'],
          },
        },
        { status: 422 },
      );
    });
    const answer = await loyalty.loyaltyAction(await post('/mon-compte/ma-fidelite', fields), wrong.context);
    expect(answer).toMatchObject({
      init: { status: 422 },
      data: {
        step: 'code',
        numero: '9250000000000011',
        typeCarte: 'CRF',
        libelleType: 'Club',
        captchaUsed: true,
        result: {
          error: {
            code_pin_carrefour: ['Le Code Cagnotte est invalide. Merci de vérifier votre saisie'],
            altcha: ['La vérification anti-robot a échoué.'],
          },
        },
      },
    });
    const text = JSON.stringify(answer);
    expect(text).not.toContain('preuve');
    expect(text).not.toContain('"0000"');
  });

  it('ask for the captcha without calling the API', async () => {
    const { context, calls } = setup(() => Response.json({}));
    const answer = await loyalty.loyaltyAction(
      await post('/mon-compte/ma-fidelite', {
        intent: 'appairer',
        num_carte_carrefour: '9250000000000011',
        code_pin_carrefour: '1234',
        type_carte: 'CRF',
      }),
      context,
    );
    expect(answer).toMatchObject({
      init: { status: 422 },
      data: { step: 'code', result: { error: { altcha: [accountMessages.captchaRequired] } } },
    });
    expect(calls).toEqual([]);
  });

  it('send a customer who has a card to the card error page (409 on creation)', async () => {
    const { context } = setup(() => error(409, 'carte_fidelite_existante', loyaltyMessages.ownCardExists));
    const answer = (await loyalty.cardCreationAction(
      await post('/creation-carte-fidelite', { acceptEmail: 'on' }),
      context,
    )) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/erreur-creation-carte?carteExistante=1');
  });

  it('create the card with the consents ticked, or show the API’s refusal with them', async () => {
    const { context, calls } = setup((path, body) => {
      expect(path).toBe('/me/fidelites');
      expect(body).toEqual({ acceptEmail: true, acceptSms: false });
      return Response.json(
        { status_code: 503, message: 'Service indisponible.', code: 'indisponible' },
        { status: 503 },
      );
    });
    const answer = await loyalty.cardCreationAction(
      await post('/creation-carte-fidelite', { acceptEmail: 'on' }),
      context,
    );
    expect(calls).toHaveLength(1);
    expect(answer).toMatchObject({
      init: { status: 503 },
      data: { result: { initialValue: { acceptEmail: 'on' }, error: { '': ['Service indisponible.'] } } },
    });
  });
});

describe('the loyalty page', () => {
  const cards = { data: [], meta: { totaux: { solde_euro: 0, solde_point: 0 }, creation_possible: true } };
  async function page(defis: (path: string) => Response) {
    const { context } = setup((path) => (path === '/me/fidelites' ? Response.json(cards) : defis(path)));
    const request = new Request('http://shop.test/mon-compte/ma-fidelite', {
      headers: { cookie: (await post('/mon-compte/ma-fidelite', {})).headers.get('cookie')! },
    });
    return loyalty.loyaltyLoader(request, context);
  }

  it('links to the défis only for a customer they are offered to', async () => {
    const defis = (eligible: boolean) => () => Response.json({ data: [], meta: { eligible } });
    expect((await page(defis(true))).challenges).toBe(true);
    expect((await page(defis(false))).challenges).toBe(false);
  });

  it('still shows the cards when the défis do not answer', async () => {
    const answer = await page(() => error(503, 'service_indisponible', 'Service indisponible.'));
    expect(answer).toMatchObject({ challenges: false, mayCreate: true, cards: [] });
  });
});
