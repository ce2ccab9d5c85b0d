import { beforeAll, describe, expect, it } from 'vitest';
import { fakeShopContext } from '../../../test/fake-shop-context.ts';

let commitSession: typeof import('../../lib/session.server.ts').commitSession;
let challenges: typeof import('./challenges.server.ts');

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  ({ commitSession } = await import('../../lib/session.server.ts'));
  challenges = await import('./challenges.server.ts');
});

/** The défis page's loader against a fake API answering `/me/defis`. */

function contextAnswering(answer: () => Response) {
  const calls: string[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${new URL(String(url)).pathname.replace(/^\/api/, '')}`);
    return answer();
  };
  const context = fakeShopContext(fetch as typeof globalThis.fetch, 2, {
    clientToken: false,
    uuid: '00000000-0000-4000-8000-000000000000',
  });
  return { calls, context };
}

async function page() {
  const cookie = (
    await commitSession(new Request('http://shop.test/'), {
      accessToken: 'jeton',
      refreshToken: 'r1',
      prenom: 'Julien',
      isPro: false,
    })
  ).split(';')[0]!;
  return new Request('http://shop.test/mon-compte/ma-fidelite/defis', { headers: { cookie } });
}

const driveChallenge = {
  id: 4,
  titre: '3 commandes drive en 6 semaines',
  description: 'Retirez 3 commandes drive.',
  date_debut: '2026-11-01T00:00:00.000Z',
  date_fin: '2026-12-13T00:00:00.000Z',
  en_cours: true,
  objectif: { type: 'commandes', cible: 3, rayon: null, type_panier: 'drive' },
  progression: { valeur: 1, pourcentage: 33 },
  recompense: { type: 'cagnotte', valeur: 5 },
  atteint: false,
  date_recompense: null,
};
const fruitChallenge = {
  ...driveChallenge,
  id: 5,
  titre: '20 € de fruits et légumes ce mois-ci',
  objectif: { type: 'montant_rayon', cible: 20, rayon: 'Fruits et légumes', type_panier: null },
  progression: { valeur: 12.4, pourcentage: 62 },
  recompense: { type: 'points', valeur: 200 },
};

describe('the défis page', () => {
  it('lists the customer’s challenges, money in cents', async () => {
    const { context, calls } = contextAnswering(() =>
      Response.json({ data: [driveChallenge, fruitChallenge], meta: { eligible: true } }),
    );
    const data = await challenges.challengesLoader(await page(), context);
    expect(calls).toEqual(['GET /me/defis']);
    expect(data.challenges).toHaveLength(2);
    expect(data.challenges[0]).toMatchObject({
      title: '3 commandes drive en 6 semaines',
      goal: { kind: 'commandes', count: 3, typePanier: 'drive' },
      done: 1,
      percent: 33,
      reward: { kind: 'cagnotte', cents: 500 },
      met: false,
    });
    expect(data.challenges[1]).toMatchObject({
      goal: { kind: 'montant_rayon', cents: 2000, department: 'Fruits et légumes' },
      done: 1240,
      reward: { kind: 'points', points: 200 },
    });
  });

  it('sends a customer without défis to her loyalty page (302)', async () => {
    const { context } = contextAnswering(() => Response.json({ data: [], meta: { eligible: false } }));
    const answer = await challenges.challengesLoader(await page(), context).catch((e: unknown) => e);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get('location')).toBe('/mon-compte/ma-fidelite');
  });

  it('sends a pro to the loyalty page too, whatever the layout let through', async () => {
    const { context } = contextAnswering(() =>
      Response.json({ status_code: 403, message: 'refusé', code: 'fidelite_refusee_pro' }, { status: 403 }),
    );
    const answer = await challenges.challengesLoader(await page(), context).catch((e: unknown) => e);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get('location')).toBe('/mon-compte/ma-fidelite');
  });
});
