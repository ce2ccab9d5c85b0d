import { API_ERROR_CODES, accountMessages, messages } from '@cabas/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, DEMO_ACCOUNTS, login, loginRequest } from '../../../test/accounts-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
afterEach(() => t.close());

const change = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/me/password', payload, headers: bearer(token) });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
const refresh = (refresh_token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/token',
    payload: { grant_type: 'refresh_token', refresh_token },
  });

describe('PUT /api/me/password', () => {
  it('gives the messages of the password form', async () => {
    t = await createTestApp();
    const { access_token } = await login(t, DEMO_ACCOUNTS.standard);
    const empty = await change(access_token, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      old_password: [messages.oldPasswordRequired],
      password: [messages.newPasswordRequired],
      password_confirmation: [messages.passwordConfirmation],
    });
    const weak = await change(access_token, {
      old_password: DEMO_ACCOUNTS.standard.password,
      password: 'faible',
      password_confirmation: 'faible',
    });
    expect(weak.json().errors).toEqual({ password: [messages.newPasswordRequired] });
    const different = await change(access_token, {
      old_password: DEMO_ACCOUNTS.standard.password,
      password: 'Nouveau2025',
      password_confirmation: 'Nouveau2026',
    });
    expect(different.json().errors).toEqual({ password_confirmation: [messages.passwordConfirmation] });
  });

  it('refuses a wrong current password, and counts it towards the lockout', async () => {
    t = await createTestApp();
    const { access_token } = await login(t, DEMO_ACCOUNTS.standard);
    const body = {
      old_password: 'Mauvais2024',
      password: 'Nouveau2025',
      password_confirmation: 'Nouveau2025',
    };
    for (let i = 0; i < 5; i++) {
      const res = await change(access_token, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ old_password: [accountMessages.oldPasswordWrong] });
      expect(res.json().code).toBe(API_ERROR_CODES.oldPasswordWrong);
    }
    const locked = await change(access_token, { ...body, old_password: DEMO_ACCOUNTS.standard.password });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe(messages.tooManyWrongAttempts);
    expect(locked.json().code).toBe(API_ERROR_CODES.tooManyWrongAttempts);
  });

  it('refuses the same password again', async () => {
    t = await createTestApp();
    const { access_token } = await login(t, DEMO_ACCOUNTS.standard);
    const same = DEMO_ACCOUNTS.standard.password;
    const res = await change(access_token, {
      old_password: same,
      password: same,
      password_confirmation: same,
    });
    expect(res.json().errors).toEqual({ password: [accountMessages.passwordSameAsOld] });
    expect(res.json().code).toBe(API_ERROR_CODES.passwordSameAsOld);
  });

  it('renews an old-rule password, keeps this session and ends the others', async () => {
    t = await createTestApp();
    const account = DEMO_ACCOUNTS.legacyPassword;
    const current = await login(t, account);
    const other = await login(t, account);
    expect((await me(current.access_token)).json().data.attributes.password_expired).toBe(true);

    const res = await change(current.access_token, {
      old_password: account.password,
      password: 'Printemps2025',
      password_confirmation: 'Printemps2025',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes.password_expired).toBe(false);

    expect((await me(current.access_token)).statusCode).toBe(200);
    expect((await refresh(current.refresh_token)).statusCode).toBe(200);
    expect((await me(other.access_token)).statusCode).toBe(401);
    expect((await refresh(other.refresh_token)).statusCode).toBe(401);

    expect((await loginRequest(t, account.email, account.password)).statusCode).toBe(401);
    expect((await loginRequest(t, account.email, 'Printemps2025')).statusCode).toBe(200);
  });

  it('needs a logged-in client', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'PUT', url: '/api/me/password', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
