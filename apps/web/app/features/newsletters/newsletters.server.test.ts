import { beforeAll, describe, expect, it } from 'vitest';
import { fakeShopContext } from '../../../test/fake-shop-context.ts';

type Newsletters = typeof import('./newsletters.server.ts');
type Sessions = typeof import('../../lib/session.server.ts');
let newsletters: Newsletters;
let sessions: Sessions;

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  newsletters = await import('./newsletters.server.ts');
  sessions = await import('../../lib/session.server.ts');
});

type Call = { method: string; path: string; body: unknown };

const LIST = {
  data: [{ id: 7, magasin_id: 2, magasin_nom: 'Cabas Lyon', date_inscription: '2026-01-01' }],
  meta: { optin_sms_suivi_commande_drive: false },
};

async function setup(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    const call = {
      method: init?.method ?? 'GET',
      path: new URL(url).pathname.replace(/^\/api/, ''),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    return answer(call);
  }) as typeof globalThis.fetch;
  const context = fakeShopContext(fetch, 1, { clientToken: false, uuid: 'u' });
  const cookie = (
    await sessions.commitSession(new Request('http://shop.test/'), {
      accessToken: 'a1',
      refreshToken: 'r1',
      prenom: 'Marie',
      isPro: false,
    })
  ).split(';')[0]!;
  const post = (fields: [string, string][]) =>
    new Request('http://shop.test/mon-compte/mes-newsletters', {
      method: 'POST',
      headers: { origin: 'http://shop.test', cookie },
      body: new URLSearchParams(fields),
    });
  return { calls, context, post };
}

type Result = { data: { result: { error?: unknown; initialValue?: unknown } }; init?: { status: number } };

describe('newslettersAction', () => {
  it('refuses a store that cannot be, with a message for the whole form, before any API call', async () => {
    const { calls, context, post } = await setup(() => Response.json(LIST));
    const result = (await newsletters.newslettersAction(
      post([
        ['magasins', '2'],
        ['magasins', 'abc'],
      ]),
      context,
    )) as unknown as Result;
    expect(result.init?.status).toBe(422);
    expect(result.data.result).toMatchObject({
      status: 'error',
      error: { '': ["L'identifiant du magasin doit être un nombre."] },
      initialValue: { magasins: ['2', 'abc'] },
    });
    expect(calls).toEqual([]);
  });

  it('subscribes and unsubscribes the changed stores, then goes back with the status', async () => {
    const { calls, context, post } = await setup((call) =>
      call.method === 'GET' ? Response.json(LIST) : Response.json({ data: {} }),
    );
    const response = (await newsletters.newslettersAction(
      post([
        ['magasins', '3'],
        ['optin_sms_suivi_commande_drive', 'on'],
      ]),
      context,
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/mon-compte/mes-newsletters?ok=1');
    expect(calls.slice(1)).toEqual([
      { method: 'POST', path: '/me/newsletters', body: { magasin_id: 3 } },
      { method: 'DELETE', path: '/me/newsletters/7', body: undefined },
      { method: 'PUT', path: '/me/optin-sms-suivi-commande', body: { optin_sms_suivi_commande_drive: true } },
    ]);
  });

  it("shows the API's refusal on the form, with the choices posted", async () => {
    const { context, post } = await setup((call) =>
      call.method === 'GET'
        ? Response.json(LIST)
        : Response.json(
            { status_code: 422, message: 'Ce magasin ne propose pas de newsletter.' },
            { status: 422 },
          ),
    );
    const result = (await newsletters.newslettersAction(
      post([['magasins', '3']]),
      context,
    )) as unknown as Result;
    expect(result.init?.status).toBe(422);
    expect(result.data.result.error).toEqual({ '': ['Ce magasin ne propose pas de newsletter.'] });
    expect(result.data.result.initialValue).toEqual({ magasins: '3' });
  });
});
