import { accountExtrasMessages } from '@cabas/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeShopContext } from '../../../test/fake-shop-context.ts';

let commitSession: typeof import('../../lib/session.server.ts').commitSession;
let bankCards: typeof import('./bank-cards.server.ts');

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  ({ commitSession } = await import('../../lib/session.server.ts'));
  bankCards = await import('./bank-cards.server.ts');
});

function setup(answer: (method: string, path: string, body: unknown) => Response) {
  const calls: string[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(url)).pathname.replace(/^\/api/, '');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${path}`);
    return answer(method, path, init?.body ? JSON.parse(String(init.body)) : null);
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
  return new Request('http://shop.test/mon-compte/mes-cartes-bancaires', {
    method: 'POST',
    headers: { cookie, origin: 'http://shop.test', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

describe('the bank cards page’s rename form', () => {
  it('refuses an empty name on its field, for that card, without calling the API', async () => {
    const { context, calls } = setup(() => Response.json({}));
    const answer = await bankCards.bankCardsAction(
      await post({ intent: 'renommer', id: '4', nom: '  ' }),
      context,
    );
    expect(answer).toMatchObject({
      init: { status: 422 },
      data: { id: 4, result: { error: { nom: [accountExtrasMessages.aliasNameRequired] } } },
    });
    expect(calls).toEqual([]);
  });

  it('renames the card, or shows the API’s refusal on the name with the name typed', async () => {
    const renamed = setup((method, path, body) => {
      expect(`${method} ${path}`).toBe('PUT /me/alias-paiement/4');
      expect(body).toEqual({ nom: 'Carte pro' });
      return Response.json({
        data: {
          id: 4,
          nom: 'Carte pro',
          marque: 'VISA',
          numero_masque: '•••• 1111',
          expiration: '12/35',
          expiree: false,
        },
      });
    });
    const done = (await bankCards.bankCardsAction(
      await post({ intent: 'renommer', id: '4', nom: 'Carte pro' }),
      renamed.context,
    )) as Response;
    expect(done.headers.get('location')).toBe('/mon-compte/mes-cartes-bancaires?ok=renommee');

    const missing = setup(() =>
      Response.json(
        { status_code: 404, message: 'Carte introuvable.', code: 'alias_paiement_introuvable' },
        { status: 404 },
      ),
    );
    const answer = await bankCards.bankCardsAction(
      await post({ intent: 'renommer', id: '4', nom: 'Carte pro' }),
      missing.context,
    );
    expect(answer).toMatchObject({
      init: { status: 404 },
      data: { id: 4, result: { initialValue: { nom: 'Carte pro' }, error: { nom: ['Carte introuvable.'] } } },
    });
  });

  it('answers a form naming no card with a message for the page', async () => {
    const { context } = setup(() => Response.json({}));
    expect(
      await bankCards.bankCardsAction(await post({ intent: 'renommer', nom: 'x' }), context),
    ).toMatchObject({
      init: { status: 400 },
      data: { id: null, error: expect.any(String) },
    });
  });
});
