import { jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { AccessTokens } from './access-tokens.ts';

const SECRET = 'un-secret-de-test-assez-long-pour-hs256-0123456789';
const start = new Date('2026-03-02T10:00:00Z');
const at = (date: Date) => () => date;
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString());

describe('access tokens', () => {
  it('are standard HS256 JWTs: any JOSE library checks them with the secret', async () => {
    const token = new AccessTokens(SECRET, at(start)).forClient(42, 'session-1');
    const [header] = token.split('.');
    expect(decode(header!)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const { payload } = await jwtVerify(token, new TextEncoder().encode(SECRET), {
      algorithms: ['HS256'],
      issuer: 'cabas-api',
      audience: 'cabas',
      currentDate: start,
    });
    const now = start.getTime() / 1000;
    expect(payload).toEqual({
      scope: 'client',
      sid: 'session-1',
      sub: '42',
      iss: 'cabas-api',
      aud: 'cabas',
      iat: now,
      exp: now + 900,
    });
  });

  it('are checked back into the shopper or the storefront they speak for', async () => {
    const tokens = new AccessTokens(SECRET, at(start));
    expect(await tokens.check(tokens.forClient(7, 'abc'))).toEqual({
      ok: true,
      claims: { kind: 'client', clientId: 7, sessionId: 'abc' },
    });
    expect(await tokens.check(tokens.forApp('cabas-web'))).toEqual({
      ok: true,
      claims: { kind: 'app', appId: 'cabas-web' },
    });
  });

  it('are refused once expired, or when signed with another key', async () => {
    const token = new AccessTokens(SECRET, at(start)).forClient(7, 'abc');
    const later = new AccessTokens(SECRET, at(new Date(start.getTime() + 16 * 60_000)));
    expect(await later.check(token)).toEqual({ ok: false, expired: true });
    const otherKey = new AccessTokens(`${SECRET}-autre`, at(start));
    expect(await otherKey.check(token)).toEqual({ ok: false, expired: false });
  });

  it('a token already found valid is refused once its expiry passes, and a forged one is never kept', async () => {
    let now = start;
    const tokens = new AccessTokens(SECRET, () => now);
    const token = tokens.forClient(7, 'abc');
    expect((await tokens.check(token)).ok).toBe(true);
    now = new Date(start.getTime() + 14 * 60_000);
    expect((await tokens.check(token)).ok).toBe(true);
    now = new Date(start.getTime() + 15 * 60_000);
    expect(await tokens.check(token)).toEqual({ ok: false, expired: true });
    // Same header and claims, another signature: refused every time, even after the real one.
    now = start;
    const fresh = tokens.forClient(7, 'abc');
    expect((await tokens.check(fresh)).ok).toBe(true);
    const forged = `${fresh.slice(0, fresh.lastIndexOf('.'))}.${'A'.repeat(43)}`;
    expect(await tokens.check(forged)).toEqual({ ok: false, expired: false });
    expect(await tokens.check(forged)).toEqual({ ok: false, expired: false });
  });
});
