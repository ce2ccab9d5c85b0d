import { loyaltyConversionMessages } from '@cabas/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeShopContext } from '../../../test/fake-shop-context.ts';

let commitSession: typeof import('../../lib/session.server.ts').commitSession;
let conversion: typeof import('./points-conversion.server.ts');

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  ({ commitSession } = await import('../../lib/session.server.ts'));
  conversion = await import('./points-conversion.server.ts');
});

type Answer = (call: string, body: unknown) => Response;

function setup(answer: Answer) {
  const calls: string[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    const u = new URL(String(url));
    const call = `${init?.method ?? 'GET'} ${u.pathname.replace(/^\/api/, '')}${u.search}`;
    calls.push(call);
    return answer(call, init?.body ? JSON.parse(String(init.body)) : null);
  };
  const context = fakeShopContext(fetch as typeof globalThis.fetch, 2, {
    clientToken: false,
    uuid: '00000000-0000-4000-8000-000000000000',
  });
  return { calls, context };
}

async function request(path: string, fields?: Record<string, string>, origin = 'http://shop.test') {
  const cookie = (
    await commitSession(new Request('http://shop.test/'), {
      accessToken: 'jeton',
      refreshToken: 'r1',
      prenom: 'Julien',
      isPro: false,
    })
  ).split(';')[0]!;
  if (!fields) return new Request(`http://shop.test${path}`, { headers: { cookie } });
  return new Request(`http://shop.test${path}`, {
    method: 'POST',
    headers: { cookie, origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

const PAGE = '/mon-compte/ma-fidelite/points/12';
const KEY = '0f8b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
const error = (status: number, code: string, message: string) =>
  Response.json({ status_code: status, message, code }, { status });
const bodyOf = (answer: unknown) => (answer as { data: unknown }).data;
const statusOf = (answer: unknown) => (answer as { init: { status?: number } | null }).init?.status ?? 200;

const card = {
  id: 12,
  type_carte: 'CP',
  sous_type: 'CP',
  libelle: 'Carte de réduction Plus',
  num_carte_carrefour: '•••• •••• 4321',
  solde_euro: 0,
  solde_euro_suiv: 0,
  solde_point: 340,
  solde_point_suiv: 25,
  is_data_live: true,
  expired: false,
  date_ajout: '2026-05-01T00:00:00.000Z',
};
const list = () =>
  Response.json({
    data: [card],
    meta: { totaux: { solde_euro: 0, solde_point: 365 }, creation_possible: false },
  });

describe('the points transformation summary', () => {
  it('reads the card and the simulation, in cents, with a fresh key', async () => {
    const { context, calls } = setup((call) =>
      call === 'GET /me/fidelites'
        ? list()
        : Response.json({
            data: {
              mvtPoints: 300,
              mvtEuros: 3,
              solde_point: 340,
              solde_euro: 0,
              bareme: { points: 100, euros: 1 },
              minimum_points: 100,
            },
          }),
    );
    const data = await conversion.pointsConversionLoader(await request(PAGE), context, '12');
    expect(calls).toEqual(['GET /me/fidelites', 'GET /me/fidelites/12/conversion-points/simulation']);
    expect(data).toEqual({
      cardId: 12,
      cardName: 'Carte de réduction Plus se terminant par 4321',
      simulation: {
        points: 300,
        cents: 300,
        balancePoints: 340,
        balanceCents: 0,
        rate: { points: 100, cents: 100 },
        minimumPoints: 100,
      },
      refusal: null,
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('says why a card’s points do not convert, and answers 404 for a card not on the account', async () => {
    const { context } = setup((call) =>
      call === 'GET /me/fidelites'
        ? list()
        : error(409, 'points_non_transformables', loyaltyConversionMessages.notConvertible),
    );
    const data = await conversion.pointsConversionLoader(await request(PAGE), context, '12');
    expect(data).toMatchObject({ simulation: null, refusal: loyaltyConversionMessages.notConvertible });
    await expect(conversion.pointsConversionLoader(await request(PAGE), context, '99')).rejects.toMatchObject(
      { init: { status: 404 } },
    );
    await expect(
      conversion.pointsConversionLoader(await request(PAGE), context, 'abc'),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });
});

describe('the points transformation action', () => {
  it('refuses a form posted from another site', async () => {
    const { context, calls } = setup(() => Response.json({}));
    const post = await request(PAGE, { points: '300', cle_idempotence: KEY }, 'http://evil.test');
    await expect(conversion.pointsConversionAction(post, context, '12')).rejects.toMatchObject({
      init: { status: 403 },
    });
    expect(calls).toEqual([]);
  });

  it('posts the points and the key, and answers what moved in cents', async () => {
    const { context, calls } = setup((call, body) => {
      expect(call).toBe('POST /me/fidelites/12/conversion-points');
      expect(body).toEqual({ points: 300, cle_idempotence: KEY });
      return Response.json({ data: { mvtPoints: 300, mvtEuros: 3, solde_point: 40, solde_euro: 3 } });
    });
    const answer = await conversion.pointsConversionAction(
      await request(PAGE, { points: '300', cle_idempotence: KEY }),
      context,
      '12',
    );
    expect(calls).toHaveLength(1);
    expect(bodyOf(answer)).toEqual({
      ok: true,
      conversion: { points: 300, cents: 300, balancePoints: 40, balanceCents: 300 },
    });
  });

  it('shows the API’s refusal in French, and a bad form without calling the API', async () => {
    const { context, calls } = setup(() =>
      error(409, 'points_insuffisants', loyaltyConversionMessages.insufficient),
    );
    const refused = await conversion.pointsConversionAction(
      await request(PAGE, { points: '300', cle_idempotence: KEY }),
      context,
      '12',
    );
    expect(statusOf(refused)).toBe(409);
    expect(bodyOf(refused)).toEqual({ ok: false, error: loyaltyConversionMessages.insufficient });
    const bad = await conversion.pointsConversionAction(
      await request(PAGE, { points: 'beaucoup', cle_idempotence: KEY }),
      context,
      '12',
    );
    expect(statusOf(bad)).toBe(422);
    expect(bodyOf(bad)).toEqual({ ok: false, error: loyaltyConversionMessages.pointsInvalid });
    expect(calls).toHaveLength(1);
  });
});
