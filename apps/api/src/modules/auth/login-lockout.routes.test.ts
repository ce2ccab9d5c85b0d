import { randomUUID } from 'node:crypto';
import { API_ERROR_CODES, accountMessages, END_USER_IP_HEADER, messages } from '@cabas/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNTS,
  loginRequest,
  MINUTE,
  solvedCaptcha,
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
/** The owner's login with extra fields (the captcha's payload). */
const loginWith = (t: TestApp, extra: object, options: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/token',
    payload: { grant_type: 'password', email, password, ...extra },
    ...options,
  });

describe('login lockout', () => {
  it("does not lock the owner out after a stranger's failures: the stranger's address gets the captcha", async () => {
    const t = await app();
    for (let i = 0; i < 5; i++)
      expect((await loginRequest(t, email, 'Mauvais1', from('10.1.0.1'))).statusCode).toBe(401);
    // The owner, from her own address, logs in as usual.
    expect((await loginRequest(t, email, password, from('10.1.0.2'))).statusCode).toBe(200);
    // The stranger's address must now solve a captcha, even with the right password.
    const asked = await loginRequest(t, email, password, from('10.1.0.1'));
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toEqual({
      status_code: 401,
      message: accountMessages.captchaRequired,
      errors: { altcha: [accountMessages.captchaRequired] },
      code: API_ERROR_CODES.captchaRequired,
    });
    const wrong = await loginWith(t, { altcha: 'pas-une-solution' }, from('10.1.0.1'));
    expect(wrong.json()).toMatchObject({ status_code: 401, code: API_ERROR_CODES.captchaInvalid });
    // A solved captcha with a wrong password: the usual answer, and the solution is spent.
    const altcha = await solvedCaptcha(t);
    const failed = await loginWith(t, { altcha, password: 'Mauvais1' }, from('10.1.0.1'));
    expect(failed.json()).toEqual({
      status_code: 401,
      message: messages.loginFailure,
      code: API_ERROR_CODES.loginFailed,
    });
    expect((await loginWith(t, { altcha }, from('10.1.0.1'))).json().code).toBe(
      API_ERROR_CODES.captchaInvalid,
    );
    expect((await loginWith(t, { altcha: await solvedCaptcha(t) }, from('10.1.0.1'))).statusCode).toBe(200);
  });

  it('asks everybody for the captcha on an account failing from many addresses, without locking it', async () => {
    const clock = testClock();
    const t = await app({ clock, security: { login: { accountFailures: 8 } } });
    for (let i = 0; i < 8; i++) await loginRequest(t, email, `Mauvais${i}`, from(`10.8.0.${i}`));
    const asked = await loginRequest(t, email, password, from('10.8.1.1'));
    expect(asked.json()).toMatchObject({ status_code: 401, code: API_ERROR_CODES.captchaRequired });
    // The owner solves it and logs in: no hour-long lock.
    expect((await loginWith(t, { altcha: await solvedCaptcha(t) }, from('10.8.1.1'))).statusCode).toBe(200);
    // Other accounts are not concerned.
    expect(
      (await loginRequest(t, DEMO_ACCOUNTS.loyalty.email, DEMO_ACCOUNTS.loyalty.password)).statusCode,
    ).toBe(200);
    clock.advance(61 * MINUTE);
    expect((await loginRequest(t, email, password, from('10.8.1.2'))).statusCode).toBe(200);
  });

  it('counts unknown e-mails like known ones (the captcha tells nothing about accounts)', async () => {
    const t = await app();
    for (let i = 0; i < 5; i++) await loginRequest(t, 'inconnu@exemple.fr', 'Mauvais1', from('10.2.0.1'));
    expect((await loginRequest(t, 'inconnu@exemple.fr', 'Mauvais1', from('10.2.0.1'))).json().code).toBe(
      API_ERROR_CODES.captchaRequired,
    );
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

  it.skipIf(!process.env.REDIS_URL)('counts failures across API processes through Redis', async () => {
    const shared = {
      redisUrl: process.env.REDIS_URL,
      security: { attemptsPrefix: `cabas-attempts-test-${randomUUID()}:` },
    };
    const a = await app(shared);
    const b = await app(shared);
    for (let i = 0; i < 5; i++) {
      expect((await loginRequest(i % 2 ? a : b, email, 'Mauvais1', from('10.7.0.1'))).statusCode).toBe(401);
    }
    expect((await loginRequest(a, email, password, from('10.7.0.1'))).json().code).toBe(
      API_ERROR_CODES.captchaRequired,
    );
    expect((await loginRequest(b, email, password, from('10.7.0.1'))).json().code).toBe(
      API_ERROR_CODES.captchaRequired,
    );
    expect((await loginRequest(b, email, password, from('10.7.0.2'))).statusCode).toBe(200);
  });
});
