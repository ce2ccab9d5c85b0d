import { endpoints, messages } from '@cabas/contracts';
import { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './api-client.server.ts';
import { authedApi } from './authed-api.server.ts';
import { shopContext } from './context.server.ts';
import { FlashMessages } from './flash-cookie.server.ts';

let commitSession: typeof import('./session.server.ts').commitSession;
let readSession: typeof import('./session.server.ts').readSession;

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  ({ commitSession, readSession } = await import('./session.server.ts'));
});

interface Call {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

/** A fake API: `/me` accepts only the tokens in `valid`; the refresh grant answers `refresh`. */
function fakeApi(valid: Set<string>, refresh: (token: string) => Response) {
  const calls: Call[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const path = new URL(String(url)).pathname.replace(/^\/api/, '');
    calls.push({ method: init?.method ?? 'GET', path, authorization: headers.get('authorization'), body });
    if (path === '/auth/token') {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return refresh(body.refresh_token);
    }
    const token = headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
    if (!valid.has(token))
      return Response.json({ status_code: 401, message: 'Votre session a expiré.' }, { status: 401 });
    return Response.json({ data: { prenom: 'Marie' } });
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

async function setup(api: ReturnType<typeof fakeApi>, refreshToken: string) {
  const cookies: string[] = [];
  const context = new RouterContextProvider();
  context.set(shopContext, {
    uuid: '00000000-0000-4000-8000-000000000000',
    storeId: null,
    api: createApiClient({ baseUrl: 'http://api.test/api', timeoutMs: 1000, fetch: api.fetch }),
    cookieHeader: null,
    flash: new FlashMessages(null),
    secure: false,
    setCookie: (header) => cookies.push(header),
  });
  const blank = new Request('http://shop.test/mon-compte');
  const cookie = await commitSession(blank, {
    accessToken: 'old',
    refreshToken,
    prenom: 'Marie',
    isPro: false,
  });
  const request = new Request('http://shop.test/mon-compte', {
    headers: { cookie: cookie.split(';')[0]!, 'x-cabas-client-ip': '203.0.113.7' },
  });
  return { context, request, cookies };
}

describe('authedApi: 401 while logged in → one refresh, one retry', () => {
  it('refreshes once for parallel calls, retries with the new token and keeps it in the session', async () => {
    const api = fakeApi(new Set(['new']), () =>
      Response.json({ access_token: 'new', token_type: 'Bearer', expires_in: 900, refresh_token: 'r2' }),
    );
    const { context, request, cookies } = await setup(api, 'r1');
    const client = await authedApi(request, context);
    // Two calls at once share the one refresh.
    const [a, b] = await Promise.all([
      client.call(endpoints.accounts.me),
      client.call(endpoints.accounts.me),
    ]);
    expect(a).toEqual({ data: { prenom: 'Marie' } });
    expect(b).toEqual(a);
    const refreshes = api.calls.filter((call) => call.path === '/auth/token');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!.body).toEqual({ grant_type: 'refresh_token', refresh_token: 'r1' });
    expect(client.session.accessToken).toBe('new');
    // The new tokens go back to the browser in the signed session cookie.
    expect(cookies.length).toBeGreaterThan(0);
    const updated = await readSession(
      new Request('http://shop.test/', { headers: { cookie: cookies.at(-1)!.split(';')[0]! } }),
    );
    expect(updated).toMatchObject({ accessToken: 'new', refreshToken: 'r2', prenom: 'Marie' });
  });

  it('ends the session and answers the 401 page when the refresh fails', async () => {
    const api = fakeApi(new Set(), () =>
      Response.json({ status_code: 401, message: 'Votre session a expiré.' }, { status: 401 }),
    );
    const { context, request, cookies } = await setup(api, 'r-revoked');
    const client = await authedApi(request, context);
    const thrown = await client.call(endpoints.accounts.me).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ init: { status: 401 } });
    expect(cookies.at(-1)).toMatch(/^cabas_session=;.*Expires=Thu, 01 Jan 1970/);
    expect(api.calls.filter((call) => call.path === '/auth/token')).toHaveLength(1);
  });

  it('keeps the session and answers the 429 page when the refresh meets a limit (no false logout)', async () => {
    const api = fakeApi(new Set(), () =>
      Response.json({ status_code: 429, message: messages.tooManyAttempts }, { status: 429 }),
    );
    const { context, request, cookies } = await setup(api, 'r-limited');
    const client = await authedApi(request, context);
    const thrown = await client.call(endpoints.accounts.me).then(
      () => null,
      (error: unknown) => error,
    );
    // What React Router turns into the route error of the 429 page.
    expect(thrown).toMatchObject({ status: 429, type: 'DataWithResponseInit', init: { status: 429 } });
    expect(cookies.filter((cookie) => cookie.includes('Expires=Thu, 01 Jan 1970'))).toEqual([]);
    expect(client.session.refreshToken).toBe('r-limited');
  });

  it('sends a visitor to the 401 page without calling the API', async () => {
    const api = fakeApi(new Set(), () => new Response(null, { status: 500 }));
    const context = new RouterContextProvider();
    context.set(shopContext, {
      uuid: 'u',
      storeId: null,
      api: createApiClient({ baseUrl: 'http://api.test/api', timeoutMs: 1000, fetch: api.fetch }),
      cookieHeader: null,
      flash: new FlashMessages(null),
      secure: false,
      setCookie: () => {},
    });
    await expect(authedApi(new Request('http://shop.test/'), context)).rejects.toMatchObject({
      init: { status: 401 },
    });
    expect(api.calls).toHaveLength(0);
  });
});
