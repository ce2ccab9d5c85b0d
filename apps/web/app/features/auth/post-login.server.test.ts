import type { ClientResource } from '@cabas/contracts';
import { messages } from '@cabas/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../lib/api-client.server.ts';
import { POST_LOGIN_STEP_IDS } from './post-login.ts';

type PostLogin = typeof import('./post-login.server.ts');
type Sessions = typeof import('../../lib/session.server.ts');
let postLogin: PostLogin;
let sessions: Sessions;

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  postLogin = await import('./post-login.server.ts');
  sessions = await import('../../lib/session.server.ts');
});

function client(attributes: Partial<ClientResource['attributes']>): ClientResource {
  return {
    type: 'client',
    id: 1,
    attributes: { prenom: 'Lucie', isPro: false, password_expired: false, id_magasin: 1, ...attributes },
    pro: null,
  } as ClientResource;
}

/** An API that answers the pro store question with `authorization`, and records the calls. */
function api(authorization: Record<string, unknown> | Error) {
  const calls: string[] = [];
  const fetch = (async (url: string) => {
    calls.push(new URL(url).pathname + new URL(url).search);
    if (authorization instanceof Error) return Response.json({ message: 'x' }, { status: 503 });
    return Response.json({ data: authorization });
  }) as typeof globalThis.fetch;
  return {
    calls,
    api: createApiClient({ baseUrl: 'http://api.test/api', timeoutMs: 500, retryDelayMs: 1, fetch }),
  };
}

const refused = {
  magasin_id: 7,
  allowed: false,
  reason: 'store_outside_agreement',
  message: messages.proStoreNotAllowed,
};

describe('steps after login', () => {
  it('keeps the order of the specification: cart state, private service, pro popin, forced password', () => {
    expect(postLogin.POST_LOGIN_STEPS.map((step) => step.id)).toEqual([...POST_LOGIN_STEP_IDS]);
    expect(POST_LOGIN_STEP_IDS).toEqual(['cart-state', 'private-service', 'pro-store', 'password-expired']);
  });

  describe('cart state', () => {
    /** An API answering the cart state after login with `state`, recording the calls. */
    function cartApi(type: string, extra: Record<string, unknown> = {}) {
      const calls: string[] = [];
      const fetch = (async (url: string) => {
        calls.push(new URL(url).pathname + new URL(url).search);
        return Response.json({
          data: { type, indisponibles: [], quantiteInsuffisante: [], ...extra },
        });
      }) as typeof globalThis.fetch;
      return { calls, api: createApiClient({ baseUrl: 'http://api.test/api', timeoutMs: 500, fetch }) };
    }
    const uuid = '0b8f7a52-5c1e-4d8e-9a43-2f1e6c7d9a10';

    it('applies when both carts hold lines (complete or ignore) or the visitor cart moves over', async () => {
      for (const type of ['completer', 'recupere', 'transfere']) {
        const { api: a, calls } = cartApi(type);
        expect(
          await postLogin.cartStateStep.applies({
            client: client({}),
            storeId: 1,
            storeAssigned: null,
            api: a,
            uuid,
          }),
        ).toEqual({});
        expect(calls).toEqual([`/api/me/panier/etat?uuid=${uuid}`]);
      }
    });

    it('does not apply when there is nothing to say, or without a visitor uuid', async () => {
      const none = cartApi('aucun');
      expect(
        await postLogin.cartStateStep.applies({
          client: client({}),
          storeId: 1,
          storeAssigned: null,
          api: none.api,
          uuid,
        }),
      ).toBeNull();
      const noUuid = cartApi('completer');
      expect(
        await postLogin.cartStateStep.applies({
          client: client({}),
          storeId: 1,
          storeAssigned: null,
          api: noUuid.api,
        }),
      ).toBeNull();
      expect(noUuid.calls).toEqual([]);
    });
  });

  it('none applies for a standard shopper in their store: only the connected event is left', async () => {
    const { api: a, calls } = api(refused);
    const pending = await postLogin.pendingSteps({
      client: client({}),
      storeId: 1,
      storeAssigned: null,
      api: a,
    });
    expect(pending).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('a national shopper who got their store sees the private-service popin first', async () => {
    const { api: a } = api(refused);
    const pending = await postLogin.pendingSteps({
      client: client({ password_expired: true }),
      storeId: 1,
      storeAssigned: { id: 1, name: 'Cabas Hyper Paris Italie' },
      api: a,
    });
    expect(pending).toEqual([
      { id: 'private-service', data: { storeName: 'Cabas Hyper Paris Italie' } },
      { id: 'password-expired', data: {} },
    ]);
  });

  it('a pro in a store outside the agreement gets the pro popin, and never the password one', async () => {
    const { api: a, calls } = api(refused);
    const pending = await postLogin.pendingSteps({
      client: client({ isPro: true, password_expired: true }),
      storeId: 7,
      storeAssigned: null,
      api: a,
    });
    expect(pending).toEqual([
      { id: 'pro-store', data: { reason: 'store_outside_agreement', message: messages.proStoreNotAllowed } },
    ]);
    expect(calls).toEqual(['/api/me/magasin-autorisation?magasin_id=7']);
  });

  it('a pro in national mode or an allowed store: no pro popin', async () => {
    const allowed = api({ magasin_id: 1, allowed: true, reason: null, message: null });
    const pro = client({ isPro: true });
    expect(
      await postLogin.pendingSteps({ client: pro, storeId: 1, storeAssigned: null, api: allowed.api }),
    ).toEqual([]);
    const national = api(refused);
    expect(
      await postLogin.pendingSteps({ client: pro, storeId: null, storeAssigned: null, api: national.api }),
    ).toEqual([]);
    expect(national.calls).toEqual([]);
  });

  it('skips a step whose check fails instead of blocking the login', async () => {
    const { api: a } = api(new Error('down'));
    const pending = await postLogin.pendingSteps({
      client: client({ isPro: true }),
      storeId: 7,
      storeAssigned: null,
      api: a,
    });
    expect(pending).toEqual([]);
  });

  it('keeps the pending steps in their own signed cookie and forgets them as the page closes them', async () => {
    const base = new Request('http://shop.test/');
    const session = (
      await sessions.commitSession(base, {
        accessToken: 'a',
        refreshToken: 'r',
        prenom: 'Lucie',
        isPro: false,
      })
    ).split(';')[0]!;
    const steps = await postLogin.commitPendingSteps(base, [
      { id: 'private-service', data: { storeName: 'X' } },
      { id: 'password-expired', data: {} },
    ]);
    expect(steps).toMatch(/^cabas_apres_connexion=.*HttpOnly.*SameSite=Lax/);
    const withSteps = (header: string) =>
      new Request('http://shop.test/', { headers: { cookie: `${session}; ${header.split(';')[0]!}` } });
    let request = withSteps(steps);
    expect((await postLogin.readPendingSteps(request))?.map((s) => s.id)).toEqual([
      'private-service',
      'password-expired',
    ]);
    // The connected acknowledgement changes nothing while popins are left.
    expect(await postLogin.acknowledgeStep(request, 'connecte')).toBeNull();
    expect(await postLogin.acknowledgeStep(request, 'inconnue')).toBeNull();
    // Closing the second means the first is closed too.
    const closed = (await postLogin.acknowledgeStep(request, 'password-expired'))!;
    request = withSteps(closed);
    expect(await postLogin.readPendingSteps(request)).toEqual([]);
    const over = (await postLogin.acknowledgeStep(request, 'connecte'))!;
    expect(over).toMatch(/^cabas_apres_connexion=;.*Expires=Thu, 01 Jan 1970/);
    request = withSteps(over);
    expect(await postLogin.readPendingSteps(request)).toBeNull();
    // An acknowledgement never writes the login session: answered after the logout's answer, it
    // cannot bring the ended session back.
    for (const header of [closed, over]) expect(header).not.toContain('cabas_session');
    expect(await sessions.readSession(request)).toMatchObject({ accessToken: 'a', prenom: 'Lucie' });
  });

  it('means nothing without the login session (a late acknowledgement after logout)', async () => {
    const base = new Request('http://shop.test/');
    const steps = await postLogin.commitPendingSteps(base, []);
    const loggedOut = new Request('http://shop.test/', { headers: { cookie: steps.split(';')[0]! } });
    expect(await postLogin.readPendingSteps(loggedOut)).toBeNull();
    expect(await postLogin.acknowledgeStep(loggedOut, 'connecte')).toBeNull();
  });

  it('has nothing pending for a visitor', async () => {
    expect(await postLogin.readPendingSteps(new Request('http://shop.test/'))).toBeNull();
  });
});
