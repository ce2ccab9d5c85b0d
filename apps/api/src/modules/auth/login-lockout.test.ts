import { randomUUID } from 'node:crypto';
import { END_USER_IP_HEADER, messages } from '@cabas/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNTS,
  loginRequest,
  MINUTE,
  storefrontBasic,
  testClock,
} from '../../../test/accounts-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
});
async function app(options: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(options);
  apps.push(t);
  return t;
}

const { email, password } = DEMO_ACCOUNTS.standard;
const from = (remoteAddress: string) => ({ remoteAddress });

describe('login lockout (issue 5 §6, doc 1 §8)', () => {
  it('locks an account for one hour after 5 failures, even from several addresses', async () => {
    const clock = testClock();
    const t = await app({ clock });
    for (let i = 0; i < 5; i++) {
      const res = await loginRequest(t, email, `Mauvais${i}`, from(`10.1.0.${i}`));
      expect(res.statusCode).toBe(401);
    }
    const locked = await loginRequest(t, email, password, from('10.1.0.99'));
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({ status_code: 403, message: messages.tooManyWrongAttempts });
    // Another account is not concerned.
    expect(
      (await loginRequest(t, DEMO_ACCOUNTS.loyalty.email, DEMO_ACCOUNTS.loyalty.password)).statusCode,
    ).toBe(200);
    clock.advance(59 * MINUTE);
    expect((await loginRequest(t, email, password)).statusCode).toBe(403);
    clock.advance(2 * MINUTE);
    expect((await loginRequest(t, email, password)).statusCode).toBe(200);
  });

  it('counts unknown e-mails like known ones (the lockout tells nothing about accounts)', async () => {
    const t = await app();
    for (let i = 0; i < 5; i++) await loginRequest(t, 'inconnu@exemple.fr', 'Mauvais1', from(`10.2.0.${i}`));
    expect((await loginRequest(t, 'inconnu@exemple.fr', 'Mauvais1')).statusCode).toBe(403);
  });

  it('forgets the failures of an account after a good password', async () => {
    const t = await app();
    for (let i = 0; i < 4; i++) await loginRequest(t, email, 'Mauvais1', from('10.3.0.1'));
    expect((await loginRequest(t, email, password, from('10.3.0.1'))).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await loginRequest(t, email, 'Mauvais1', from('10.3.0.1'));
    expect((await loginRequest(t, email, password, from('10.3.0.1'))).statusCode).toBe(200);
  });

  it('locks an address after 20 failures on any accounts', async () => {
    const t = await app();
    for (let i = 0; i < 20; i++) {
      expect(
        (await loginRequest(t, `personne${i}@exemple.fr`, 'Mauvais1', from('10.4.0.1'))).statusCode,
      ).toBe(401);
    }
    expect((await loginRequest(t, email, password, from('10.4.0.1'))).statusCode).toBe(403);
    expect((await loginRequest(t, email, password, from('10.4.0.2'))).statusCode).toBe(200);
  });

  it('believes the shopper address sent by the storefront only with its client credentials', async () => {
    const t = await app();
    const viaStorefront = (shopper: string) => ({
      remoteAddress: '127.0.0.1',
      headers: { authorization: storefrontBasic(t), [END_USER_IP_HEADER]: shopper },
    });
    for (let i = 0; i < 20; i++)
      await loginRequest(t, `x${i}@exemple.fr`, 'Mauvais1', viaStorefront('203.0.113.7'));
    expect((await loginRequest(t, email, password, viaStorefront('203.0.113.7'))).statusCode).toBe(403);
    // Other shoppers behind the same storefront are not locked out.
    expect((await loginRequest(t, email, password, viaStorefront('203.0.113.8'))).statusCode).toBe(200);

    // Without the credentials, the header is ignored: the connection's address counts.
    const spoofed = { remoteAddress: '10.5.0.1', headers: { [END_USER_IP_HEADER]: '203.0.113.9' } };
    for (let i = 0; i < 20; i++) await loginRequest(t, `y${i}@exemple.fr`, 'Mauvais1', spoofed);
    expect((await loginRequest(t, email, password, from('10.5.0.1'))).statusCode).toBe(403);
    expect((await loginRequest(t, email, password, viaStorefront('203.0.113.9'))).statusCode).toBe(200);
  });

  it('answers bursts of logins with 429 and the French message', async () => {
    const t = await app({ authRateLimitMax: 3 });
    for (let i = 0; i < 3; i++) expect((await loginRequest(t, email, password)).statusCode).toBe(200);
    const burst = await loginRequest(t, email, password);
    expect(burst.statusCode).toBe(429);
    expect(burst.json()).toMatchObject({ status_code: 429, message: messages.tooManyAttempts });
    // Refreshing is not a login: it is not held back.
    const other = await loginRequest(t, email, password, from('10.6.0.1'));
    const refreshToken = other.json().refresh_token;
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { grant_type: 'refresh_token', refresh_token: refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it.skipIf(!process.env.REDIS_URL)('locks across API processes through Redis', async () => {
    const shared = {
      redisUrl: process.env.REDIS_URL,
      security: { attemptsPrefix: `cabas-attempts-test-${randomUUID()}:` },
    };
    const a = await app(shared);
    const b = await app(shared);
    for (let i = 0; i < 5; i++) {
      expect((await loginRequest(i % 2 ? a : b, email, 'Mauvais1', from(`10.7.0.${i}`))).statusCode).toBe(
        401,
      );
    }
    expect((await loginRequest(a, email, password)).statusCode).toBe(403);
    expect((await loginRequest(b, email, password)).statusCode).toBe(403);
  });
});
