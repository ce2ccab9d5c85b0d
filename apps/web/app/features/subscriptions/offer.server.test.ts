import { subscriptionMessages } from '@cabas/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeShopContext } from '../../../test/fake-shop-context.ts';

let commitSession: typeof import('../../lib/session.server.ts').commitSession;
let offer: typeof import('./offer.server.ts');

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  ({ commitSession } = await import('../../lib/session.server.ts'));
  offer = await import('./offer.server.ts');
});

function setup(answer: (path: string, body: unknown) => Response) {
  const calls: string[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(url)).pathname.replace(/^\/api/, '');
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    return answer(path, init?.body ? JSON.parse(String(init.body)) : null);
  };
  return { calls, context: fakeShopContext(fetch as typeof globalThis.fetch, 2, { clientToken: false }) };
}

async function post(fields: Record<string, string>) {
  const cookie = (
    await commitSession(new Request('http://shop.test/'), {
      accessToken: 'jeton',
      refreshToken: 'r1',
      prenom: 'Inès',
      isPro: false,
    })
  ).split(';')[0]!;
  return new Request('http://shop.test/abonnement-livraison', {
    method: 'POST',
    headers: { cookie, origin: 'http://shop.test', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

describe('the subscription offer’s form', () => {
  it('asks for a duration on the choice, without calling the API', async () => {
    const { context, calls } = setup(() => Response.json({}));
    const answer = await offer.offerAction(await post({ magasin_id: '2' }), context);
    expect(answer).toMatchObject({
      init: { status: 422 },
      data: { result: { error: { offre_id: [subscriptionMessages.offerRequired] } } },
    });
    expect(JSON.stringify(answer)).not.toContain('"":');
    expect(calls).toEqual([]);
  });

  it('shows the API’s refusal for the whole form, the duration kept', async () => {
    const { context, calls } = setup((path, body) => {
      expect(path).toBe('/me/abonnements');
      expect(body).toEqual({ magasin_id: 2, offre_id: 3 });
      return Response.json(
        {
          status_code: 409,
          message: 'Vous avez déjà un abonnement livraison en cours dans ce magasin.',
          code: 'abonnement_en_cours',
        },
        { status: 409 },
      );
    });
    const answer = await offer.offerAction(await post({ magasin_id: '2', offre_id: '3' }), context);
    expect(calls).toEqual(['POST /me/abonnements']);
    expect(answer).toMatchObject({
      init: { status: 409 },
      data: {
        result: {
          initialValue: { offre_id: '3' },
          error: { '': ['Vous avez déjà un abonnement livraison en cours dans ce magasin.'] },
        },
      },
    });
  });
});
