import { API_ERROR_CODES, accountMessages, messages } from '@cabas/contracts';
import { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { REDIRECT_BYPASSES } from '../../../test/redirect-bypasses.ts';
import { createApiClient } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { FlashMessages } from '../../lib/flash-cookie.server.ts';

type AuthModule = typeof import('./auth.server.ts');
type SessionModule = typeof import('../../lib/session.server.ts');
let auth: AuthModule;
let sessions: SessionModule;

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  process.env.STOREFRONT_CLIENT_SECRET ??= 'secret-de-la-boutique-pour-les-tests-0123456789';
  auth = await import('./auth.server.ts');
  sessions = await import('../../lib/session.server.ts');
});

interface Call {
  path: string;
  headers: Headers;
  body: Record<string, unknown> | undefined;
}

function context(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    const call = {
      path: new URL(url).pathname.replace(/^\/api/, ''),
      headers: new Headers(init?.headers),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    return answer(call);
  }) as typeof globalThis.fetch;
  const ctx = new RouterContextProvider();
  ctx.set(shopContext, {
    uuid: 'u',
    storeId: null,
    api: createApiClient({ baseUrl: 'http://api.test/api', timeoutMs: 1000, fetch }),
    cookieHeader: null,
    flash: new FlashMessages(null),
    secure: false,
    setCookie: () => {},
  });
  return { ctx, calls };
}

function loginPost(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request('http://shop.test/connexion', {
    method: 'POST',
    headers: { origin: 'http://shop.test', 'x-cabas-client-ip': '203.0.113.7', ...headers },
    body: new URLSearchParams(fields),
  });
}

const caught = (promise: Promise<unknown>) =>
  promise.then(
    (value) => value,
    (error: unknown) => error,
  );

describe('loginAction', () => {
  it('logs in with the storefront credentials and the shopper address, then goes back (same site)', async () => {
    const { ctx, calls } = context((call) =>
      call.path === '/auth/token'
        ? Response.json({ access_token: 'a1', token_type: 'Bearer', expires_in: 900, refresh_token: 'r1' })
        : Response.json({ data: { id: 1, attributes: { prenom: 'Marie', isPro: false } } }),
    );
    const request = loginPost({
      email: ' Marie.Dupont@exemple.fr ',
      password: 'Courses2024',
      redirectTo: '/panier?type_panier=drive',
    });
    const response = (await caught(auth.loginAction(request, ctx))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/panier?type_panier=drive');
    const token = calls[0]!;
    expect(token.body).toEqual({
      grant_type: 'password',
      email: 'marie.dupont@exemple.fr',
      password: 'Courses2024',
    });
    expect(token.headers.get('authorization')).toMatch(/^Basic /);
    expect(Buffer.from(token.headers.get('authorization')!.slice(6), 'base64').toString()).toBe(
      `cabas-web:${encodeURIComponent(process.env.STOREFRONT_CLIENT_SECRET!)}`,
    );
    expect(token.headers.get('x-end-user-ip')).toBe('203.0.113.7');
    expect(calls[1]).toMatchObject({ path: '/me' });
    expect(calls[1]!.headers.get('authorization')).toBe('Bearer a1');
    const [cookie, steps] = response.headers.getSetCookie() as [string, string];
    expect(cookie).toMatch(/^cabas_session=.*HttpOnly.*SameSite=Lax/);
    // The steps after login have their own cookie (acknowledging them never rewrites the session).
    expect(steps).toMatch(/^cabas_apres_connexion=.*HttpOnly.*SameSite=Lax/);
    expect(cookie).not.toContain('a1');
    const session = await sessions.readSession(
      new Request('http://shop.test/', { headers: { cookie: cookie.split(';')[0]! } }),
    );
    expect(session).toEqual({ accessToken: 'a1', refreshToken: 'r1', prenom: 'Marie', isPro: false });
  });

  it('goes home instead of another site', async () => {
    const { ctx } = context((call) =>
      call.path === '/auth/token'
        ? Response.json({ access_token: 'a1', token_type: 'Bearer', expires_in: 900, refresh_token: 'r1' })
        : Response.json({ data: { id: 1, attributes: { prenom: 'Marie', isPro: false } } }),
    );
    for (const redirectTo of REDIRECT_BYPASSES) {
      const request = loginPost({ email: 'a@b.fr', password: 'x', redirectTo });
      const response = (await caught(auth.loginAction(request, ctx))) as Response;
      expect(response.status, JSON.stringify(redirectTo)).toBe(302);
      expect(response.headers.get('location'), JSON.stringify(redirectTo)).toBe('/');
    }
  });

  it.each([
    [401, API_ERROR_CODES.loginFailed, messages.loginFailure, 'invalid'],
    [403, API_ERROR_CODES.tooManyWrongAttempts, messages.tooManyWrongAttempts, 'locked'],
    [429, undefined, messages.tooManyAttempts, 'too-many'],
  ])('answers %i (%s) with its French message', async (status, code, message, failure) => {
    const { ctx } = context(() => Response.json({ status_code: status, message: 'x', code }, { status }));
    const result = (await auth.loginAction(
      loginPost({ email: 'a@b.fr', password: 'x', redirectTo: '/a' }),
      ctx,
    )) as unknown as {
      data: { result: { error: unknown; initialValue: unknown } };
      init: { status: number };
    };
    expect(result.init.status).toBe(status);
    expect(result.data).toMatchObject({
      redirectTo: '/a',
      result: { status: 'error' },
      failure,
      captcha: false,
    });
    // The form's message only, and the e-mail typed (never the password).
    expect(result.data.result.error).toEqual({ '': [message] });
    expect(result.data.result.initialValue).toEqual({ email: 'a@b.fr', redirectTo: '/a' });
    expect(JSON.stringify(result.data)).not.toContain('"x"');
  });

  it('shows the captcha when the API asks for it, and sends its solution with the next attempt', async () => {
    const asked = {
      status_code: 401,
      message: accountMessages.captchaRequired,
      errors: { altcha: [accountMessages.captchaRequired] },
      code: 'captcha_requis',
    };
    const { ctx, calls } = context(() => Response.json(asked, { status: 401 }));
    const first = (await auth.loginAction(
      loginPost({ email: 'a@b.fr', password: 'x', redirectTo: '/a' }),
      ctx,
    )) as unknown as { data: unknown; init: { status: number } };
    expect(first.init.status).toBe(401);
    expect(first.data).toMatchObject({
      result: { error: { '': [accountMessages.captchaRequired] } },
      captcha: true,
    });
    // The next post carries the widget's payload; a wrong password keeps the captcha on screen.
    const wrong = context(() => Response.json({ status_code: 401, message: 'x' }, { status: 401 }));
    const second = (await auth.loginAction(
      loginPost({ email: 'a@b.fr', password: 'y', captcha: '1', altcha: 'solution' }),
      wrong.ctx,
    )) as unknown as { data: unknown };
    expect(wrong.calls[0]?.body).toMatchObject({ grant_type: 'password', altcha: 'solution' });
    expect(second.data).toMatchObject({
      result: { error: { '': [messages.loginFailure] }, initialValue: { captcha: '1' } },
      captcha: true,
    });
    expect(JSON.stringify(second.data)).not.toContain('solution');
    expect(calls).toHaveLength(1);
  });

  it('checks presence before calling the API', async () => {
    const { ctx, calls } = context(() => new Response(null, { status: 500 }));
    const result = (await auth.loginAction(loginPost({ email: '', password: '' }), ctx)) as unknown as {
      data: { result: { error: unknown } };
      init: { status: number };
    };
    expect(result.init.status).toBe(422);
    expect(result.data.result.error).toEqual({
      email: [messages.emailRequired],
      password: ['Merci de renseigner votre mot de passe'],
    });
    expect(calls).toHaveLength(0);
  });

  it('sends a shopper already logged in on, without a second session nor any API call', async () => {
    const { ctx, calls } = context(() => new Response(null, { status: 500 }));
    const cookie = await sessions.commitSession(new Request('http://shop.test/'), {
      accessToken: 'a',
      refreshToken: 'r',
      prenom: 'Marie',
      isPro: false,
    });
    const request = loginPost(
      { email: 'autre@exemple.fr', password: 'x', redirectTo: '/mon-compte' },
      { cookie: cookie.split(';')[0]! },
    );
    const response = (await caught(auth.loginAction(request, ctx))) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/mon-compte');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(calls).toHaveLength(0);
    // A post from another site is still refused first.
    const forged = loginPost({ email: 'a@b.fr', password: 'x' }, { origin: 'https://evil.example', cookie });
    expect(await caught(auth.loginAction(forged, ctx))).toMatchObject({ init: { status: 403 } });
  });

  it('refuses a post from another origin or without Origin/Referer (CSRF)', async () => {
    const { ctx, calls } = context(() => new Response(null, { status: 500 }));
    for (const headers of [{ origin: 'https://evil.example' }, { origin: '' }]) {
      const request = loginPost({ email: 'a@b.fr', password: 'x' }, headers);
      if (headers.origin === '') request.headers.delete('origin');
      expect(await caught(auth.loginAction(request, ctx))).toMatchObject({ init: { status: 403 } });
    }
    expect(calls).toHaveLength(0);
  });
});

describe('logoutAction', () => {
  it('revokes the session on the API and clears the cookie', async () => {
    const { ctx, calls } = context(() => new Response(null, { status: 204 }));
    const cookie = await sessions.commitSession(new Request('http://shop.test/'), {
      accessToken: 'a1',
      refreshToken: 'r1',
      prenom: 'Marie',
      isPro: false,
    });
    const request = new Request('http://shop.test/ressources/deconnexion', {
      method: 'POST',
      headers: { origin: 'http://shop.test', cookie: cookie.split(';')[0]! },
    });
    const response = (await caught(auth.logoutAction(request, ctx))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    const [session, steps] = response.headers.getSetCookie();
    expect(session).toMatch(/^cabas_session=;.*Expires=Thu, 01 Jan 1970/);
    // The steps after login go too.
    expect(steps).toMatch(/^cabas_apres_connexion=;.*Expires=Thu, 01 Jan 1970/);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ path: '/auth/logout', body: { refresh_token: 'r1' } });
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer a1');
  });
});

describe('guards', () => {
  it('requireClient: the 401 page for a visitor; redirectIfLoggedIn: home for a shopper', async () => {
    const visitor = new Request('http://shop.test/mon-compte');
    expect(await caught(auth.requireClient(visitor))).toMatchObject({ init: { status: 401 } });
    await expect(auth.redirectIfLoggedIn(visitor)).resolves.toBeUndefined();
    const cookie = await sessions.commitSession(visitor, {
      accessToken: 'a1',
      refreshToken: 'r1',
      prenom: 'Marie',
      isPro: false,
    });
    const shopper = new Request('http://shop.test/connexion', { headers: { cookie: cookie.split(';')[0]! } });
    await expect(auth.requireClient(shopper)).resolves.toMatchObject({ prenom: 'Marie' });
    const sent = (await caught(auth.redirectIfLoggedIn(shopper))) as Response;
    expect(sent.status).toBe(302);
    expect(sent.headers.get('location')).toBe('/');
    // A tampered cookie is a visitor's.
    const forged = new Request('http://shop.test/', {
      headers: { cookie: `${cookie.split(';')[0]!.slice(0, -3)}abc` },
    });
    expect(await caught(auth.requireClient(forged))).toMatchObject({ init: { status: 401 } });
  });
});
