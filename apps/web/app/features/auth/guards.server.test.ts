import { messages } from '@cabas/contracts';
import { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';

type Guards = typeof import('./guards.server.ts');
type Sessions = typeof import('./session.server.ts');
let guards: Guards;
let sessions: Sessions;

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  guards = await import('./guards.server.ts');
  sessions = await import('./session.server.ts');
});

function args(options: { isPro?: boolean; loggedIn?: boolean; storeId?: number | null; cookie?: string }) {
  const calls: string[] = [];
  const fetch = (async (url: string) => {
    calls.push(new URL(url).pathname + new URL(url).search);
    return Response.json({
      data: {
        magasin_id: 7,
        allowed: false,
        reason: 'store_outside_agreement',
        message: messages.proStoreNotAllowed,
      },
    });
  }) as typeof globalThis.fetch;
  const context = new RouterContextProvider();
  context.set(shopContext, {
    uuid: 'u',
    storeId: options.storeId === undefined ? 7 : options.storeId,
    api: createApiClient({ baseUrl: 'http://api.test/api', timeoutMs: 500, fetch }),
    cookies: new Map(),
    secure: false,
    setCookie: () => {},
  });
  const headers: Record<string, string> = options.cookie ? { cookie: options.cookie } : {};
  return { calls, args: { request: new Request('http://shop.test/commander-pro', { headers }), context } };
}

async function sessionCookie(isPro: boolean): Promise<string> {
  const header = await sessions.commitSession(new Request('http://shop.test/'), {
    accessToken: 'a',
    refreshToken: 'r',
    prenom: 'Paul',
    isPro,
  });
  return header.split(';')[0]!;
}

const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('guard() in loaders', () => {
  it('answers the 401 page for a visitor on an authenticated route', async () => {
    const { args: a } = args({});
    expect(await caught(guards.guard(a, ['authenticated']))).toMatchObject({
      data: { message: messages.mustLogin },
      init: { status: 401 },
    });
  });

  it('redirects a pro away from a forbidden-pro page, and lets a customer in', async () => {
    const pro = args({ cookie: await sessionCookie(true) });
    const redirect = (await caught(guards.guard(pro.args, ['authenticated', 'forbidden-pro']))) as Response;
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/mon-compte');
    const customer = args({ cookie: await sessionCookie(false) });
    await expect(guards.guard(customer.args, ['authenticated', 'forbidden-pro'])).resolves.toMatchObject({
      prenom: 'Paul',
    });
  });

  it('asks the API for the pro store rule and answers 403 with its message', async () => {
    const pro = args({ cookie: await sessionCookie(true) });
    const refused = await caught(guards.guard(pro.args, ['authenticated', 'pro-only', 'tunnel-pro']));
    expect(refused).toMatchObject({
      init: { status: 403 },
      data: { message: messages.proStoreNotAllowed, reason: 'store_outside_agreement' },
    });
    expect(pro.calls).toEqual(['/api/me/magasin-autorisation?magasin_id=7']);
  });

  it('exempts national mode from the pro store rule without calling the API', async () => {
    const pro = args({ cookie: await sessionCookie(true), storeId: null });
    const outcome = (await caught(
      guards.guard(pro.args, ['authenticated', 'pro-only', 'tunnel-pro']),
    )) as Response;
    // National mode has no cart: the tunnel sends the pro to the store chooser first.
    expect(outcome.headers.get('location')).toBe('/magasins/choisir?redirectTo=%2Fpanier');
    expect(pro.calls).toEqual([]);
  });
});
