import { accountMessages, messages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appToken,
  bearer,
  DEMO_ACCOUNTS,
  login,
  loginRequest,
  MINUTE,
  storefrontBasic,
  testClock,
} from '../../../test/accounts-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const token = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/token', payload, headers });
const me = (accessToken: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(accessToken) });
const refresh = (refreshToken: string) => token({ grant_type: 'refresh_token', refresh_token: refreshToken });

describe('client-credentials token (doc 1 §6)', () => {
  it('is given to the storefront with HTTP Basic or with client_id and client_secret', async () => {
    const basic = await token({ grant_type: 'client_credentials' }, { authorization: storefrontBasic(t) });
    expect(basic.statusCode).toBe(200);
    expect(basic.json()).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 900 });
    expect(basic.json().refresh_token).toBeUndefined();

    const secret = Buffer.from(storefrontBasic(t).slice(6), 'base64').toString().split(':')[1];
    const posted = await token({
      grant_type: 'client_credentials',
      client_id: 'cabas-web',
      client_secret: secret,
    });
    expect(posted.statusCode).toBe(200);
  });

  it('is refused for a wrong secret', async () => {
    const res = await token({
      grant_type: 'client_credentials',
      client_id: 'cabas-web',
      client_secret: 'nope',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      status_code: 401,
      message: accountMessages.invalidClient,
      code: 'non_authentifie',
    });
  });

  it('opens the anonymous calls that need it, but not the account', async () => {
    const app = await appToken(t);
    const res = await me(app);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(messages.mustLogin);
  });
});

describe('login (doc 1 §4)', () => {
  it('returns a short-lived access token and an opaque refresh token', async () => {
    const res = await loginRequest(t, DEMO_ACCOUNTS.standard.email, DEMO_ACCOUNTS.standard.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900, refresh_expires_in: 30 * 86_400 });
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(body.refresh_token).toMatch(/^[\w-]{43}$/);
    expect((await me(body.access_token)).json().data.attributes.email).toBe(DEMO_ACCOUNTS.standard.email);
  });

  it('takes the e-mail in any case and with spaces around', async () => {
    const res = await loginRequest(t, '  Marie.DUPONT@exemple.fr ', DEMO_ACCOUNTS.standard.password);
    expect(res.statusCode).toBe(200);
  });

  it('stores refresh tokens hashed only', async () => {
    const session = await login(t, DEMO_ACCOUNTS.standard);
    const rows = await t.database.db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === session.refresh_token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const unknown = await loginRequest(t, 'personne@exemple.fr', 'Courses2024', {
      remoteAddress: '10.0.0.1',
    });
    const wrong = await loginRequest(t, DEMO_ACCOUNTS.standard.email, 'Mauvais2024', {
      remoteAddress: '10.0.0.2',
    });
    for (const res of [unknown, wrong]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        status_code: 401,
        message: messages.loginFailure,
        code: 'non_authentifie',
      });
    }
  });

  it('validates the form in French', async () => {
    const res = await token({ grant_type: 'password', email: ' ', password: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: [messages.emailRequired],
      password: [accountMessages.passwordRequired],
    });
    const grant = await token({ grant_type: 'implicit' });
    expect(grant.statusCode).toBe(422);
    expect(grant.json().message).toBe(accountMessages.grantType);
  });
});

describe('access tokens', () => {
  it('expire after 15 minutes with a 401 that asks for a refresh', async () => {
    const session = await login(t, DEMO_ACCOUNTS.standard);
    clock.advance(14 * MINUTE);
    expect((await me(session.access_token)).statusCode).toBe(200);
    clock.advance(2 * MINUTE);
    const expired = await me(session.access_token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(accountMessages.sessionExpired);
    expect(expired.headers['www-authenticate']).toContain('invalid_token');
    const renewed = await refresh(session.refresh_token);
    expect(renewed.statusCode).toBe(200);
    expect((await me(renewed.json().access_token)).statusCode).toBe(200);
  });

  it('are refused when forged, tampered with or signed with another key', async () => {
    const session = await login(t, DEMO_ACCOUNTS.standard);
    const [header, payload, signature] = session.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const otherSub = Buffer.from(JSON.stringify({ ...claims, sub: '2' })).toString('base64url');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    for (const forged of [
      `${header}.${otherSub}.${signature}`,
      unsigned,
      'abc',
      `${session.access_token}x`,
    ]) {
      expect((await me(forged)).statusCode).toBe(401);
    }
  });

  it('answer 401 even on public routes, so that the storefront refreshes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/infos', headers: bearer('not-a-token') });
    expect(res.statusCode).toBe(401);
  });
});

describe('refresh tokens', () => {
  it('are rotated: each one is exchanged once for a new pair', async () => {
    const first = await login(t, DEMO_ACCOUNTS.loyalty);
    const second = (await refresh(first.refresh_token)).json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const third = await refresh(second.refresh_token);
    expect(third.statusCode).toBe(200);
  });

  it('revoke the whole family when an already rotated one is used again', async () => {
    const first = await login(t, DEMO_ACCOUNTS.loyalty);
    const second = (await refresh(first.refresh_token)).json();
    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(accountMessages.sessionExpired);
    // The thief's replay ended the session: the legitimate newer tokens die too.
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
    expect((await me(second.access_token)).statusCode).toBe(401);
  });

  it('leave other sessions of the same client alone', async () => {
    const a = await login(t, DEMO_ACCOUNTS.loyalty);
    const b = await login(t, DEMO_ACCOUNTS.loyalty);
    await refresh(a.refresh_token);
    await refresh(a.refresh_token);
    expect((await me(b.access_token)).statusCode).toBe(200);
    expect((await refresh(b.refresh_token)).statusCode).toBe(200);
  });

  it('refuse unknown and expired tokens', async () => {
    expect((await refresh('inconnu')).statusCode).toBe(401);
    const session = await login(t, DEMO_ACCOUNTS.loyalty);
    clock.advance(31 * 24 * 60 * MINUTE);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the session: its refresh token and its access token stop working', async () => {
    const session = await login(t, DEMO_ACCOUNTS.standard);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(session.access_token),
    });
    expect(res.statusCode).toBe(204);
    expect((await me(session.access_token)).statusCode).toBe(401);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });

  it('works with the refresh token alone, even once the access token has expired', async () => {
    const session = await login(t, DEMO_ACCOUNTS.standard);
    clock.advance(20 * MINUTE);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(session.access_token),
      payload: { refresh_token: session.refresh_token },
    });
    expect(res.statusCode).toBe(204);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });

  it('is quiet for an unknown token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refresh_token: 'x' },
    });
    expect(res.statusCode).toBe(204);
  });
});

describe('documentation', () => {
  it('lists the account calls in the OpenAPI description', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/auth/token',
        '/auth/logout',
        '/captcha/challenge',
        '/clients',
        '/me',
        '/me/password',
        '/me/magasin-autorisation',
        '/mot-de-passe-oublie',
        '/mot-de-passe-oublie/verification',
        '/mot-de-passe-oublie/reinitialisation',
      ]),
    );
  });
});
