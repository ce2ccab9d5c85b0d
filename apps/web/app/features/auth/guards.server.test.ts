import { messages } from '@cabas/contracts';
import { type MiddlewareFunction, RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { redirectOf, visitGuarded } from '../../../test/guard-layout.ts';
import { createApiClient } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { FlashMessages } from '../../lib/flash-cookie.server.ts';

type Guards = typeof import('./guards.server.ts');
type Sessions = typeof import('../../lib/session.server.ts');
type Layout = { middleware: MiddlewareFunction<Response>[] };
let guards: Guards;
let sessions: Sessions;
let layouts: Record<'visitorsOnly' | 'accountArea' | 'proCheckout', Layout>;

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  guards = await import('./guards.server.ts');
  sessions = await import('../../lib/session.server.ts');
  layouts = {
    visitorsOnly: await import('../../layouts/visitors-only.tsx'),
    accountArea: await import('../../layouts/account-area.tsx'),
    // The pro checkout's guards, as its frame will name them (the pro checkout has no page yet).
    proCheckout: { middleware: [guards.guardMiddleware(['authenticated', 'pro-only', 'tunnel-pro'])] },
  };
});

function request(options: { isPro?: boolean; storeId?: number | null; cookie?: string; path?: string }) {
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
    cookieHeader: null,
    flash: new FlashMessages(null),
    secure: false,
    setCookie: () => {},
  });
  const headers: Record<string, string> = options.cookie ? { cookie: options.cookie } : {};
  const url = `http://shop.test${options.path ?? '/commander-pro'}`;
  return { calls, context, request: new Request(url, { headers }) };
}

const at = (options: Parameters<typeof request>[0]) => {
  const { request: req, context } = request(options);
  return [req, context] as const;
};

async function sessionCookie(isPro: boolean): Promise<string> {
  const header = await sessions.commitSession(new Request('http://shop.test/'), {
    accessToken: 'a',
    refreshToken: 'r',
    prenom: 'Paul',
    isPro,
  });
  return header.split(';')[0]!;
}

describe('guard middleware', () => {
  it('account area: the 401 page with the login message for a visitor, the page for a shopper', async () => {
    const visitor = await visitGuarded(layouts.accountArea.middleware, ...at({ path: '/mon-compte' }));
    expect(visitor.pageRan).toBe(false);
    expect(visitor.outcome).toMatchObject({ data: { message: messages.mustLogin }, init: { status: 401 } });
    expect(messages.mustLogin).toBe('Vous devez vous connecter pour accéder à cette page.');

    const cookie = await sessionCookie(false);
    const shopper = await visitGuarded(
      layouts.accountArea.middleware,
      ...at({ path: '/mon-compte', cookie }),
    );
    expect(shopper).toEqual({ outcome: null, pageRan: true });
  });

  it("visitors-only pages: their forms are left to their actions' own checks", async () => {
    const cookie = await sessionCookie(false);
    const [get, context] = at({ path: '/connexion', cookie });
    const post = new Request(get.url, { method: 'POST', headers: get.headers });
    expect(await visitGuarded(layouts.visitorsOnly.middleware, post, context)).toEqual({
      outcome: null,
      pageRan: true,
    });
  });

  it('visitors-only pages: a logged-in shopper is sent home, a visitor sees the page', async () => {
    const cookie = await sessionCookie(false);
    for (const path of ['/connexion', '/creation-compte', '/commander/creation-compte']) {
      const shopper = await visitGuarded(layouts.visitorsOnly.middleware, ...at({ path, cookie }));
      expect(shopper.pageRan).toBe(false);
      expect(redirectOf(shopper.outcome)).toEqual({ status: 302, location: '/' });
      expect(await visitGuarded(layouts.visitorsOnly.middleware, ...at({ path }))).toEqual({
        outcome: null,
        pageRan: true,
      });
    }
  });

  it('pro checkout: the 401 page for a visitor, a consumer sent to /commander', async () => {
    const visitor = await visitGuarded(layouts.proCheckout.middleware, ...at({}));
    expect(visitor.outcome).toMatchObject({ init: { status: 401 } });
    const consumer = await visitGuarded(
      layouts.proCheckout.middleware,
      ...at({ cookie: await sessionCookie(false) }),
    );
    expect(consumer.pageRan).toBe(false);
    expect(redirectOf(consumer.outcome)).toEqual({ status: 302, location: '/commander' });
  });

  it('pro checkout: asks the API for the pro store rule and answers 403 with its message', async () => {
    const pro = request({ cookie: await sessionCookie(true) });
    const refused = await visitGuarded(layouts.proCheckout.middleware, pro.request, pro.context);
    expect(refused.pageRan).toBe(false);
    expect(refused.outcome).toMatchObject({
      init: { status: 403 },
      data: { message: messages.proStoreNotAllowed, reason: 'store_outside_agreement' },
    });
    expect(pro.calls).toEqual(['/api/me/magasin-autorisation?magasin_id=7']);
  });

  it('pro checkout: national mode goes to the store chooser without asking the API', async () => {
    const pro = request({ cookie: await sessionCookie(true), storeId: null });
    const outcome = await visitGuarded(layouts.proCheckout.middleware, pro.request, pro.context);
    expect(redirectOf(outcome.outcome)).toEqual({
      status: 302,
      location: '/magasins/choisir?redirectTo=%2Fpanier',
    });
    expect(pro.calls).toEqual([]);
  });

  it('a guard on a page that is not for pros sends a pro to the account home', async () => {
    const pro = request({ cookie: await sessionCookie(true), path: '/mon-compte/ma-fidelite' });
    const outcome = await visitGuarded(
      [guards.guardMiddleware(['authenticated', 'forbidden-pro'])],
      pro.request,
      pro.context,
    );
    expect(redirectOf(outcome.outcome)).toEqual({ status: 302, location: '/mon-compte' });
  });
});
