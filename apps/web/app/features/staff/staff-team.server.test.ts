import { API_ERROR_CODES, accountMessages, messages, staffTeamMessages } from '@cabas/contracts';
import { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { FlashMessages } from '../../lib/flash-cookie.server.ts';

type StaffModule = typeof import('./staff.server.ts');
type TeamModule = typeof import('./staff-team.server.ts');
type StaffSessionModule = typeof import('./staff-session.server.ts');
let staff: StaffModule;
let teamServer: TeamModule;
let staffSessions: StaffSessionModule;

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  process.env.STOREFRONT_CLIENT_SECRET ??= 'secret-de-la-boutique-pour-les-tests-0123456789';
  staff = await import('./staff.server.ts');
  teamServer = await import('./staff-team.server.ts');
  staffSessions = await import('./staff-session.server.ts');
});

interface Call {
  method: string;
  path: string;
  headers: Headers;
  body: Record<string, unknown> | undefined;
}

const MANAGER = {
  id: 2,
  email: 'thomas.bernard@cabas-magasins.exemple.fr',
  displayName: 'Thomas Bernard',
  role: 'responsable',
  stores: [{ id: 12, name: 'Cabas Lyon' }],
  allStores: false,
};

const MEMBER = {
  id: 9,
  nom: 'Paul Petit',
  email: 'paul.petit@cabas-magasins.exemple.fr',
  role: 'preparateur',
  magasins: [{ id: 12, name: 'Cabas Lyon' }],
  actif: true,
  invitation_en_attente: true,
  cree_le: '2026-11-29T08:00:00.000Z',
  gerable: true,
};

function context(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    const call = {
      method: init?.method ?? 'GET',
      path: new URL(url).pathname.replace(/^\/api/, ''),
      headers: new Headers(init?.headers),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    if (call.path === '/gestion/moi') return Response.json({ data: MANAGER });
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
    setCookie: () => {},
  });
  return { ctx, calls };
}

const refusal = (status: number, code: string, message: string, errors?: Record<string, string[]>) =>
  Response.json({ status_code: status, message, code, ...(errors ? { errors } : {}) }, { status });

const caught = (promise: Promise<unknown> | unknown) =>
  Promise.resolve(promise).then(
    (value) => value,
    (error: unknown) => error,
  );

async function staffCookie() {
  const request = new Request('http://shop.test/gestion');
  const header = await staffSessions.commitStaffSession(request, { accessToken: 'jeton-personnel' });
  return header.split(';', 1)[0]!;
}

/** A form posted from the shop's page (or another site), as the staff member of the cookie. */
async function post(
  ctx: RouterContextProvider,
  path: string,
  fields: [string, string][],
  origin = 'http://shop.test',
) {
  const cookie = await staffCookie();
  // The staff frame's middleware: who is logged in.
  const probe = new Request(`http://shop.test${path}`, { headers: { cookie } });
  await staff.staffMemberMiddleware(
    { request: probe, context: ctx, params: {} } as never,
    async () => new Response(''),
  );
  return new Request(`http://shop.test${path}`, {
    method: 'POST',
    headers: { origin, cookie, 'x-cabas-client-ip': '203.0.113.9' },
    body: new URLSearchParams(fields),
  });
}

type Answer = { data: Record<string, unknown>; init: { status: number } | null };

describe('staffTeamAction', () => {
  it('creates the member with the form’s values and goes back to the list', async () => {
    const { ctx, calls } = context(() => Response.json({ data: MEMBER }, { status: 201 }));
    const request = await post(ctx, '/gestion/equipe', [
      ['email', ' Paul.Petit@cabas-magasins.exemple.fr '],
      ['nom', 'Paul Petit'],
      ['role', 'preparateur'],
      ['magasins', '12'],
    ]);
    const response = (await caught(teamServer.staffTeamAction({ request, context: ctx }))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/gestion/equipe?cree=9#membre-9');
    const call = calls.find((c) => c.path === '/gestion/equipe')!;
    expect(call.method).toBe('POST');
    expect(call.headers.get('authorization')).toBe('Bearer jeton-personnel');
    expect(call.body).toEqual({
      email: 'paul.petit@cabas-magasins.exemple.fr',
      nom: 'Paul Petit',
      role: 'preparateur',
      magasins: [12],
    });
  });

  it('shows the French messages beside the fields, without calling the API', async () => {
    const { ctx, calls } = context(() => Response.json({}));
    const request = await post(ctx, '/gestion/equipe', [
      ['email', 'pas-une-adresse'],
      ['nom', ''],
    ]);
    const answer = (await teamServer.staffTeamAction({ request, context: ctx })) as unknown as Answer;
    expect(answer.init?.status).toBe(422);
    expect(answer.data).toMatchObject({
      intent: 'creer',
      errors: {
        email: messages.emailInvalid,
        nom: staffTeamMessages.nameRequired,
        role: staffTeamMessages.roleRequired,
      },
    });
    expect(calls.some((c) => c.path === '/gestion/equipe')).toBe(false);
  });

  it('shows the API’s 409 for an address already taken beside the e-mail', async () => {
    const { ctx } = context(() =>
      refusal(409, API_ERROR_CODES.staffEmailTaken, staffTeamMessages.emailTaken, {
        email: [staffTeamMessages.emailTaken],
      }),
    );
    const request = await post(ctx, '/gestion/equipe', [
      ['email', 'lea.martin@cabas-magasins.exemple.fr'],
      ['nom', 'Léa Bis'],
      ['role', 'preparateur'],
      ['magasins', '12'],
    ]);
    const answer = (await teamServer.staffTeamAction({ request, context: ctx })) as unknown as Answer;
    expect(answer.init?.status).toBe(409);
    expect(answer.data).toMatchObject({ errors: { email: staffTeamMessages.emailTaken }, formError: null });
  });

  it('refuses a form posted from another site', async () => {
    const { ctx, calls } = context(() => Response.json({}));
    const request = await post(ctx, '/gestion/equipe', [['email', 'x@y.fr']], 'https://ailleurs.exemple');
    const error = (await caught(teamServer.staffTeamAction({ request, context: ctx }))) as Answer;
    expect(error.init?.status).toBe(403);
    expect(calls.some((c) => c.path === '/gestion/equipe')).toBe(false);
  });
});

describe('teamMemberAction', () => {
  it('deactivates the member, then shows the page with its confirmation', async () => {
    const { ctx, calls } = context(() => Response.json({ data: { ...MEMBER, actif: false } }));
    const request = await post(ctx, '/gestion/equipe/9', [['intent', 'desactiver']]);
    const response = (await caught(
      teamServer.teamMemberAction({ request, context: ctx, params: { id: '9' } }),
    )) as Response;
    expect(response.headers.get('location')).toBe('/gestion/equipe/9?fait=desactive');
    const call = calls.find((c) => c.path === '/gestion/equipe/9')!;
    expect(call.method).toBe('PUT');
    expect(call.body).toEqual({ actif: false });
  });

  it('sends the invitation again', async () => {
    const { ctx, calls } = context(() => Response.json({ data: MEMBER }));
    const request = await post(ctx, '/gestion/equipe/9', [['intent', 'inviter']]);
    const response = (await caught(
      teamServer.teamMemberAction({ request, context: ctx, params: { id: '9' } }),
    )) as Response;
    expect(response.headers.get('location')).toBe('/gestion/equipe/9?fait=invitation');
    expect(calls.find((c) => c.path === '/gestion/equipe/9/invitation')?.method).toBe('POST');
  });

  it('shows the refusal of a change of oneself above the forms', async () => {
    const { ctx } = context(() =>
      refusal(403, API_ERROR_CODES.teamSelfChangeRefused, staffTeamMessages.selfChangeRefused),
    );
    const request = await post(ctx, '/gestion/equipe/2', [['intent', 'desactiver']]);
    const answer = (await teamServer.teamMemberAction({
      request,
      context: ctx,
      params: { id: '2' },
    })) as unknown as Answer;
    expect(answer.init?.status).toBe(403);
    expect(answer.data).toMatchObject({
      intent: 'desactiver',
      formError: staffTeamMessages.selfChangeRefused,
    });
  });
});

describe('the invitation page', () => {
  it('says a used or expired link no longer works (410)', async () => {
    const { ctx } = context(() =>
      refusal(410, API_ERROR_CODES.invitationInvalid, staffTeamMessages.invitationInvalid),
    );
    const request = new Request('http://shop.test/gestion/invitation/abc');
    const answer = (await teamServer.invitationLoader({
      request,
      context: ctx,
      params: { jeton: 'abc' },
    })) as unknown as Answer;
    expect(answer.init?.status).toBe(410);
    expect(answer.data).toEqual({ state: 'invalid', message: staffTeamMessages.invitationInvalid });
  });

  it('checks the password rule and its confirmation before calling the API, then sets it', async () => {
    const { ctx, calls } = context(() =>
      Response.json({ data: { email: MEMBER.email, message: staffTeamMessages.passwordSet } }),
    );
    const weak = new Request('http://shop.test/gestion/invitation/abc', {
      method: 'POST',
      headers: { origin: 'http://shop.test' },
      body: new URLSearchParams({ mot_de_passe: 'faible', confirmation: 'autre' }),
    });
    const refused = (await teamServer.invitationAction({
      request: weak,
      context: ctx,
      params: { jeton: 'abc' },
    })) as unknown as Answer;
    expect(refused.init?.status).toBe(422);
    expect(refused.data.errors).toMatchObject({ mot_de_passe: accountMessages.passwordRule });
    expect(calls).toHaveLength(0);
    const good = new Request('http://shop.test/gestion/invitation/abc', {
      method: 'POST',
      headers: { origin: 'http://shop.test' },
      body: new URLSearchParams({ mot_de_passe: 'Bienvenue2026', confirmation: 'Bienvenue2026' }),
    });
    const done = (await teamServer.invitationAction({
      request: good,
      context: ctx,
      params: { jeton: 'abc' },
    })) as unknown as Answer;
    expect(done.data).toEqual({ done: true, message: staffTeamMessages.passwordSet, errors: {} });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/gestion/invitations/abc',
      body: { mot_de_passe: 'Bienvenue2026', confirmation: 'Bienvenue2026' },
    });
  });
});
