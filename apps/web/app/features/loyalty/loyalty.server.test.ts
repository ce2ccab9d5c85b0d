import { loyaltyMessages } from '@cabas/contracts';
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

  it('send a customer who has a card to the card error page (409 on creation)', async () => {
    const { context } = setup(() => error(409, 'carte_fidelite_existante', loyaltyMessages.ownCardExists));
    const answer = (await loyalty.cardCreationAction(
      await post('/creation-carte-fidelite', { acceptEmail: 'on' }),
      context,
    )) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/erreur-creation-carte?carteExistante=1');
  });
});
