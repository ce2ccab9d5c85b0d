import { randomUUID } from 'node:crypto';
import { END_USER_IP_HEADER, END_USER_SIGNATURE_HEADER, messages } from '@cabas/contracts';
import { signEndUserAddress } from '@cabas/secrets';
import { describe, expect, it } from 'vitest';
import { bearer, DEMO_ACCOUNTS, storefrontBasic } from '../../test/accounts-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loadSecrets } from './auth/secrets.ts';

const hit = (t: {
  app: { inject: (o: { method: 'GET'; url: string }) => Promise<{ statusCode: number; json(): unknown }> };
}) => t.app.inject({ method: 'GET', url: '/api/infos' });

describe('rate limits', () => {
  it('answers bursts with 429 and the French message', async () => {
    const t = await createTestApp({ rateLimit: { max: 3, timeWindow: '1 minute' } });
    try {
      for (let i = 0; i < 3; i++) expect((await hit(t)).statusCode).toBe(200);
      const limited = await hit(t);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ status_code: 429, message: messages.tooManyAttempts });
    } finally {
      await t.close();
    }
  });

  it.skipIf(!process.env.REDIS_URL)('counts across API processes through Redis', async () => {
    const shared = { max: 3, timeWindow: '1 minute', nameSpace: `cabas-rl-test-${randomUUID()}:` };
    const a = await createTestApp({ redisUrl: process.env.REDIS_URL, rateLimit: shared });
    const b = await createTestApp({ redisUrl: process.env.REDIS_URL, rateLimit: shared });
    try {
      expect((await hit(a)).statusCode).toBe(200);
      expect((await hit(b)).statusCode).toBe(200);
      expect((await hit(a)).statusCode).toBe(200);
      const limited = await hit(b);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ message: messages.tooManyAttempts });
    } finally {
      await a.close();
      await b.close();
    }
  });
});

/** Headers of a storefront call made for the shopper at `address` (signed with its client secret). */
function forShopper(t: TestApp, address: string, secret?: string) {
  const key = secret ?? loadSecrets({ dataDir: t.dataDir }).storefrontClientSecret;
  return { [END_USER_IP_HEADER]: address, [END_USER_SIGNATURE_HEADER]: signEndUserAddress(key, address) };
}

// Every storefront call reaches the API from the storefront's own address (inject's 127.0.0.1).
const searchStores = (t: TestApp, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url: '/api/magasins?q=Paris', headers, remoteAddress });

describe('the global limit counts each shopper behind the storefront', () => {
  it('stops the busy shopper only: another shopper still searches, logs in and reads their account', async () => {
    const t = await createTestApp({ rateLimit: { max: 5, timeWindow: '1 minute' } });
    try {
      const busy = forShopper(t, '198.51.100.20');
      for (let i = 0; i < 5; i++) expect((await searchStores(t, busy)).statusCode).toBe(200);
      const limited = await searchStores(t, busy);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ status_code: 429, message: messages.tooManyAttempts });

      const other = '203.0.113.45';
      expect((await searchStores(t, forShopper(t, other))).statusCode).toBe(200);
      const account = DEMO_ACCOUNTS.standard;
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/token',
        headers: { authorization: storefrontBasic(t), [END_USER_IP_HEADER]: other },
        payload: { grant_type: 'password', email: account.email, password: account.password },
      });
      expect(login.statusCode).toBe(200);
      const token = login.json().access_token as string;
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { ...bearer(token), ...forShopper(t, other) },
      });
      expect(me.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('counts logged-in shoppers by account, so that shoppers behind one address are not one client', async () => {
    const t = await createTestApp({ rateLimit: { max: 3, timeWindow: '1 minute' } });
    try {
      const nat = forShopper(t, '192.0.2.80');
      const tokens: string[] = [];
      for (const account of [DEMO_ACCOUNTS.standard, DEMO_ACCOUNTS.loyalty]) {
        const login = await t.app.inject({
          method: 'POST',
          url: '/api/auth/token',
          headers: { authorization: storefrontBasic(t), [END_USER_IP_HEADER]: '192.0.2.80' },
          payload: { grant_type: 'password', email: account.email, password: account.password },
        });
        tokens.push(login.json().access_token);
      }
      const me = (token: string) =>
        t.app.inject({ method: 'GET', url: '/api/me', headers: { ...bearer(token), ...nat } });
      for (let i = 0; i < 3; i++) expect((await me(tokens[0]!)).statusCode).toBe(200);
      expect((await me(tokens[0]!)).statusCode).toBe(429);
      expect((await me(tokens[1]!)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("ignores a shopper's address that the storefront did not sign: the caller's own address counts", async () => {
    const t = await createTestApp({ rateLimit: { max: 3, timeWindow: '1 minute' } });
    try {
      const outsider = '198.51.100.66';
      const forged = (i: number) => {
        const address = `203.0.113.${i}`;
        const wrongKey = forShopper(t, address, 'pas-le-secret-de-la-boutique-0123456789');
        const stale = {
          [END_USER_IP_HEADER]: address,
          [END_USER_SIGNATURE_HEADER]: signEndUserAddress(
            loadSecrets({ dataDir: t.dataDir }).storefrontClientSecret,
            address,
            Date.now() - 10 * 60_000,
          ),
        };
        return [{ [END_USER_IP_HEADER]: address }, wrongKey, stale][i % 3]!;
      };
      for (let i = 0; i < 3; i++) expect((await searchStores(t, forged(i), outsider)).statusCode).toBe(200);
      expect((await searchStores(t, forged(3), outsider)).statusCode).toBe(429);
      // A signature is bound to its address: it cannot be moved to another one.
      const signed = forShopper(t, '203.0.113.200');
      const moved = { ...signed, [END_USER_IP_HEADER]: '203.0.113.201' };
      expect((await searchStores(t, moved, outsider)).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
