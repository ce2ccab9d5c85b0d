import { API_ERROR_CODES, messages, staffMessages } from '@cabas/contracts';
import { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { FlashMessages } from '../../lib/flash-cookie.server.ts';

type StaffModule = typeof import('./staff.server.ts');
type StaffSessionModule = typeof import('./staff-session.server.ts');
type SessionModule = typeof import('../../lib/session.server.ts');
let staff: StaffModule;
let staffSessions: StaffSessionModule;
let sessions: SessionModule;

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  process.env.STOREFRONT_CLIENT_SECRET ??= 'secret-de-la-boutique-pour-les-tests-0123456789';
  staff = await import('./staff.server.ts');
  staffSessions = await import('./staff-session.server.ts');
  sessions = await import('../../lib/session.server.ts');
});

interface Call {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  body: Record<string, unknown> | undefined;
}

const MEMBER = {
  id: 2,
  email: 'thomas.bernard@cabas-magasins.exemple.fr',
  displayName: 'Thomas Bernard',
  role: 'responsable',
  stores: [{ id: 12, name: 'Cabas Lyon' }],
  allStores: false,
};

function context(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  const cookies: string[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    const call = {
      method: init?.method ?? 'GET',
      path: new URL(url).pathname.replace(/^\/api/, ''),
      search: new URL(url).search,
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
    api: createApiClient({ baseUrl: 'http://api.test/api', timeoutMs: 1000, fetch, retryDelayMs: 0 }),
    cookieHeader: null,
    flash: new FlashMessages(null),
    secure: false,
    setCookie: (header) => cookies.push(header),
  });
  return { ctx, calls, cookies };
}

const refusal = (status: number, code: string, message: string) =>
  Response.json({ status_code: status, message, code }, { status });

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`http://shop.test${path}`, {
    method: 'POST',
    headers: { origin: 'http://shop.test', 'x-cabas-client-ip': '203.0.113.9', ...headers },
    body: new URLSearchParams(fields),
  });
}

const caught = (promise: Promise<unknown> | unknown) =>
  Promise.resolve(promise).then(
    (value) => value,
    (error: unknown) => error,
  );

/** The `name=value` part of a Set-Cookie header, to send it back. */
const cookiePair = (header: string) => header.split(';', 1)[0]!;

async function staffCookie(token = 'jeton-personnel') {
  const request = new Request('http://shop.test/gestion');
  return cookiePair(await staffSessions.commitStaffSession(request, { accessToken: token }));
}

/** The staff frame's then the staff area's middleware, as React Router runs them for a page. */
async function guardedPage(url: string, ctx: RouterContextProvider, cookie?: string) {
  const request = new Request(`http://shop.test${url}`, { headers: cookie ? { cookie } : {} });
  const args = { request, context: ctx, params: {} } as never;
  const page = new Response('page');
  return caught(
    staff.staffMemberMiddleware(
      args,
      async () => (await staff.requireStaffMiddleware(args, async () => page)) as Response,
    ),
  );
}

describe('staffLoginAction', () => {
  it('logs in with the storefront credentials and the staff member’s address, then opens the staff session', async () => {
    const { ctx, calls } = context(() =>
      Response.json({ access_token: 's1', token_type: 'Bearer', expires_in: 43_200, data: MEMBER }),
    );
    const request = post('/gestion/connexion', {
      email: ' Thomas.Bernard@cabas-magasins.exemple.fr ',
      password: 'Responsable2024',
      redirectTo: '/gestion/journal?page=2',
    });
    const response = (await caught(staff.staffLoginAction({ request, context: ctx }))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/gestion/journal?page=2');
    const call = calls[0]!;
    expect(call.path).toBe('/gestion/connexion');
    expect(call.body).toEqual({
      email: 'thomas.bernard@cabas-magasins.exemple.fr',
      password: 'Responsable2024',
    });
    expect(call.headers.get('authorization')).toMatch(/^Basic /);
    expect(call.headers.get('x-end-user-ip')).toBe('203.0.113.9');
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^cabas_gestion=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toContain('s1');
    // The staff session is not a shopper's session.
    const next = new Request('http://shop.test/', { headers: { cookie: cookiePair(cookie) } });
    expect(await sessions.readSession(next)).toBeNull();
    expect(await staffSessions.readStaffSession(next)).toEqual({ accessToken: 's1' });
  });

  it('goes back only to a /gestion page', async () => {
    for (const target of [
      '/mon-compte',
      'https://ailleurs.exemple/gestion',
      '//ailleurs.exemple',
      '/gestion/connexion',
    ]) {
      const { ctx } = context(() =>
        Response.json({ access_token: 's1', token_type: 'Bearer', expires_in: 43_200, data: MEMBER }),
      );
      const request = post('/gestion/connexion', { email: MEMBER.email, password: 'x', redirectTo: target });
      const response = (await caught(staff.staffLoginAction({ request, context: ctx }))) as Response;
      expect(response.headers.get('location'), target).toBe('/gestion');
    }
  });

  it('answers a wrong password with the login-failure message and never sends the password back', async () => {
    const { ctx } = context(() => refusal(401, API_ERROR_CODES.loginFailed, messages.loginFailure));
    const request = post('/gestion/connexion', { email: MEMBER.email, password: 'Mauvais1' });
    const answer = (await staff.staffLoginAction({ request, context: ctx })) as unknown as {
      data: {
        result: { error: Record<string, string[]>; initialValue: Record<string, string> };
        failure: string;
      };
      init: { status: number };
    };
    expect(answer.init.status).toBe(401);
    expect(answer.data.failure).toBe('invalid');
    expect(answer.data.result.error['']).toEqual([messages.loginFailure]);
    expect(answer.data.result.initialValue.email).toBe(MEMBER.email);
    expect(answer.data.result.initialValue.password).toBeUndefined();
  });

  it('shows the lockout message of the API', async () => {
    const { ctx } = context(() =>
      refusal(403, API_ERROR_CODES.tooManyWrongAttempts, messages.tooManyWrongAttempts),
    );
    const request = post('/gestion/connexion', { email: MEMBER.email, password: 'x' });
    const answer = (await staff.staffLoginAction({ request, context: ctx })) as unknown as {
      data: { failure: string; result: { error: Record<string, string[]> } };
      init: { status: number };
    };
    expect(answer.init.status).toBe(403);
    expect(answer.data.failure).toBe('locked');
    expect(answer.data.result.error['']).toEqual([messages.tooManyWrongAttempts]);
  });

  it('refuses a form posted from another site', async () => {
    const { ctx, calls } = context(() => Response.json({}));
    const request = post(
      '/gestion/connexion',
      { email: MEMBER.email, password: 'x' },
      { origin: 'https://ailleurs.exemple' },
    );
    const error = (await caught(staff.staffLoginAction({ request, context: ctx }))) as {
      init: { status: number };
    };
    expect(error.init.status).toBe(403);
    expect(calls).toHaveLength(0);
  });
});

describe('the /gestion guard', () => {
  it('sends a shopper logged in to the shop to the staff login page', async () => {
    const { ctx, calls } = context(() => Response.json({}));
    const shopper = cookiePair(
      await sessions.commitSession(new Request('http://shop.test/'), {
        accessToken: 'client',
        refreshToken: 'r',
        prenom: 'Julien',
        isPro: false,
      }),
    );
    const response = (await guardedPage('/gestion/journal', ctx, shopper)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/gestion/connexion?redirectTo=%2Fgestion%2Fjournal');
    expect(calls).toHaveLength(0);
  });

  it('shows the page to a staff member, asking the API with the staff token', async () => {
    const { ctx, calls } = context(() => Response.json({ data: MEMBER }));
    const response = (await guardedPage('/gestion', ctx, await staffCookie('s2'))) as Response;
    expect(await response.text()).toBe('page');
    expect(calls[0]!.path).toBe('/gestion/moi');
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer s2');
    expect(staff.staffMember(ctx)).toEqual(MEMBER);
  });

  it('forgets a staff session the API no longer knows', async () => {
    const { ctx, cookies } = context(() => refusal(401, API_ERROR_CODES.sessionExpired, 'Session expirée'));
    const response = (await guardedPage('/gestion', ctx, await staffCookie())) as Response;
    expect(response.headers.get('location')).toBe('/gestion/connexion');
    expect(cookies.join()).toMatch(/cabas_gestion=;/);
  });
});

describe('staffLogoutAction', () => {
  it('ends the session on the API, clears the staff cookie and goes to the login page', async () => {
    const { ctx, calls } = context(() => new Response(null, { status: 204 }));
    const request = post('/gestion/deconnexion', {}, { cookie: await staffCookie('s3') });
    const response = (await caught(staff.staffLogoutAction({ request, context: ctx }))) as Response;
    expect(response.headers.get('location')).toBe('/gestion/connexion');
    expect(response.headers.get('set-cookie')).toMatch(/^cabas_gestion=;/);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/gestion/deconnexion' });
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer s3');
  });
});

describe('staffJournalLoader', () => {
  it('answers the API’s refusal of the role as a 403 page', async () => {
    const { ctx } = context((call) =>
      call.path === '/gestion/moi'
        ? Response.json({ data: { ...MEMBER, role: 'preparateur' } })
        : refusal(403, API_ERROR_CODES.staffRoleRefused, staffMessages.roleRefused),
    );
    const cookie = await staffCookie();
    await guardedPage('/gestion/journal', ctx, cookie);
    const request = new Request('http://shop.test/gestion/journal', { headers: { cookie } });
    const error = (await caught(staff.staffJournalLoader({ request, context: ctx }))) as {
      data: { message: string };
      init: { status: number };
    };
    expect(error.init.status).toBe(403);
    expect(error.data.message).toBe(staffMessages.roleRefused);
  });

  it('asks the page and the store of the address, with the stores of the filter', async () => {
    const journal = { data: [], meta: { page: 3, pageSize: 50, total: 120, totalPages: 3 } };
    const stores = [
      { id: 12, name: 'Cabas Lyon' },
      { id: 14, name: 'Cabas Bron' },
    ];
    const { ctx, calls } = context((call) => {
      if (call.path === '/gestion/moi') return Response.json({ data: MEMBER });
      if (call.path === '/gestion/magasins') return Response.json({ data: stores });
      return Response.json(journal);
    });
    const cookie = await staffCookie();
    await guardedPage('/gestion/journal', ctx, cookie);
    const request = new Request('http://shop.test/gestion/journal?page=3&magasin=14', {
      headers: { cookie },
    });
    expect(await staff.staffJournalLoader({ request, context: ctx })).toEqual({
      journal,
      stores,
      storeId: 14,
    });
    const asked = calls.find((call) => call.path === '/gestion/journal')!;
    expect(new URLSearchParams(asked.search).get('page')).toBe('3');
    expect(new URLSearchParams(asked.search).get('magasin')).toBe('14');
  });
});
