import { API_ERROR_CODES, type ApiErrorCode, accountMessages, messages } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import { fakeShopContext } from '../../../test/fake-shop-context.ts';
import { forgottenPasswordAction } from './forgotten-password.server.ts';
import { passwordResetAction, passwordResetLoader } from './password-reset.server.ts';

interface Call {
  path: string;
  body: Record<string, unknown> | undefined;
}

/** A fake API: the client-credentials grant, then `answer` for every other call. */
function fakeApi(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    const call = {
      path: new URL(String(url)).pathname.replace(/^\/api/, ''),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    if (call.path === '/auth/token')
      return Response.json({ access_token: 'app', token_type: 'Bearer', expires_in: 900 });
    calls.push(call);
    return answer(call);
  };
  return { calls, context: fakeShopContext(fetch as typeof globalThis.fetch, 12) };
}

const error = (status: number, message: string, errors?: Record<string, string[]>, code?: ApiErrorCode) =>
  Response.json(
    { status_code: status, message, ...(errors ? { errors } : {}), ...(code ? { code } : {}) },
    { status },
  );

function post(path: string, fields: Record<string, string>) {
  return new Request(`http://shop.test${path}`, {
    method: 'POST',
    headers: { origin: 'http://shop.test', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

async function settle(promise: Promise<unknown>): Promise<unknown> {
  try {
    return await promise;
  } catch (thrown) {
    return thrown;
  }
}

describe('forgottenPasswordAction', () => {
  const ask = (fields: Record<string, string>) => post('/mdp-oublie', fields);

  it('checks the e-mail and the captcha before calling the API', async () => {
    const api = fakeApi(() => Response.json({}));
    const result = await forgottenPasswordAction(ask({ email: '' }), api.context);
    expect(result).toMatchObject({
      init: { status: 422 },
      data: {
        sent: false,
        captchaUsed: false,
        result: {
          status: 'error',
          error: {
            email: [messages.forgottenPasswordEmailRequired],
            altcha: [accountMessages.captchaRequired],
          },
        },
      },
    });
    expect(api.calls).toEqual([]);
  });

  it('shows the confirmation with the address the API answers', async () => {
    const api = fakeApi(() =>
      Response.json({ data: { email: 'marie@exemple.fr', message: messages.requestTakenIntoAccount } }),
    );
    const result = await forgottenPasswordAction(
      ask({ email: ' Marie@Exemple.fr ', altcha: 'payload', intent: 'renvoyer' }),
      api.context,
    );
    expect(api.calls).toEqual([
      { path: '/mot-de-passe-oublie', body: { email: 'marie@exemple.fr', altcha: 'payload' } },
    ]);
    expect(result).toMatchObject({
      data: {
        sent: true,
        resent: true,
        email: 'marie@exemple.fr',
        captchaUsed: true,
        result: { initialValue: null },
      },
    });
    expect(JSON.stringify(result)).not.toContain('payload');
  });

  it("shows the pro refusal by its code, not the client's generic 403 message", async () => {
    const pro = messages.forgottenPasswordPro('Cabas');
    const api = fakeApi(() => error(403, pro, undefined, API_ERROR_CODES.proPasswordReset));
    const result = await forgottenPasswordAction(ask({ email: 'pro@exemple.fr', altcha: 'x' }), api.context);
    expect(result).toMatchObject({
      init: { status: 403 },
      data: { sent: false, result: { error: { '': [pro] } }, captchaUsed: true },
    });
  });

  it('puts a refused captcha on its field and the rate limit on the form', async () => {
    const captcha = fakeApi(() =>
      error(422, accountMessages.captchaFailed, { altcha: [accountMessages.captchaFailed] }),
    );
    const refused = await forgottenPasswordAction(
      ask({ email: 'a@exemple.fr', altcha: 'x' }),
      captcha.context,
    );
    expect(refused).toMatchObject({
      data: {
        result: {
          error: { altcha: [accountMessages.captchaFailed] },
          initialValue: { email: 'a@exemple.fr' },
        },
      },
    });
    expect(Object.keys(refused.data.result.error ?? {})).toEqual(['altcha']);
    const limited = fakeApi(() => error(429, 'Too Many Requests'));
    expect(
      await forgottenPasswordAction(ask({ email: 'a@exemple.fr', altcha: 'x' }), limited.context),
    ).toMatchObject({
      init: { status: 429 },
      data: { result: { error: { '': [messages.tooManyAttempts] } } },
    });
  });
});

describe('the password reset page', () => {
  const page = (query: string) => new Request(`http://shop.test/mdp-oublie/reinitialisation${query}`);

  it('says why a link cannot be used, without calling the API for a missing token', async () => {
    const none = fakeApi(() => Response.json({ data: { valide: true } }));
    expect(await passwordResetLoader(page(''), none.context)).toEqual({
      state: 'invalid',
      message: accountMessages.resetTokenRequired,
    });
    expect(none.calls).toEqual([]);
    const expired = fakeApi(() =>
      error(410, accountMessages.resetTokenExpired, undefined, API_ERROR_CODES.resetLinkExpired),
    );
    expect(await passwordResetLoader(page('?token=abc'), expired.context)).toEqual({
      state: 'invalid',
      message: accountMessages.resetTokenExpired,
    });
    expect(expired.calls).toEqual([{ path: '/mot-de-passe-oublie/verification', body: { token: 'abc' } }]);
  });

  it('shows the form for a valid link, and the done screen after the redirect', async () => {
    const api = fakeApi(() => Response.json({ data: { valide: true } }));
    expect(await passwordResetLoader(page('?token=abc'), api.context)).toEqual({
      state: 'form',
      token: 'abc',
    });
    expect(await passwordResetLoader(page('?mis-a-jour=1'), api.context)).toEqual({ state: 'done' });
  });

  it('asks for an identical confirmation before calling the API', async () => {
    const api = fakeApi(() => Response.json({ data: {} }));
    const result = await passwordResetAction(
      post('/mdp-oublie/reinitialisation', {
        token: 'abc',
        password: 'Nouveau2027',
        password_confirmation: 'Autre2027',
      }),
      api.context,
    );
    expect(result).toMatchObject({
      init: { status: 422 },
      data: {
        result: { status: 'error', error: { password_confirmation: [messages.passwordConfirmation] } },
        invalid: null,
      },
    });
    expect(JSON.stringify(result)).not.toContain('2027');
    expect(api.calls).toEqual([]);
  });

  it('sets the password, then redirects to the done screen (POST, redirect, GET)', async () => {
    const api = fakeApi(() => Response.json({ data: { message: messages.passwordUpdated } }));
    const response = (await settle(
      passwordResetAction(
        post('/mdp-oublie/reinitialisation', {
          token: 'abc',
          password: 'Nouveau2027',
          password_confirmation: 'Nouveau2027',
        }),
        api.context,
      ),
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/mdp-oublie/reinitialisation?mis-a-jour=1');
    expect(api.calls[0]).toEqual({
      path: '/mot-de-passe-oublie/reinitialisation',
      body: { token: 'abc', password: 'Nouveau2027', password_confirmation: 'Nouveau2027' },
    });
  });

  it('puts a refusal without a field on the form, never echoing the passwords', async () => {
    const api = fakeApi(() => error(429, 'Too Many Requests'));
    const result = await passwordResetAction(
      post('/mdp-oublie/reinitialisation', {
        token: 'abc',
        password: 'Nouveau2027',
        password_confirmation: 'Nouveau2027',
      }),
      api.context,
    );
    expect(result).toMatchObject({
      init: { status: 429 },
      data: { result: { error: { '': [messages.tooManyAttempts] } }, invalid: null },
    });
    expect(JSON.stringify(result)).not.toContain('Nouveau2027');
  });

  it('tells when the link was used meanwhile', async () => {
    const api = fakeApi(() =>
      error(410, accountMessages.resetTokenUsed, undefined, API_ERROR_CODES.resetLinkUsed),
    );
    const result = await passwordResetAction(
      post('/mdp-oublie/reinitialisation', {
        token: 'abc',
        password: 'Nouveau2027',
        password_confirmation: 'Nouveau2027',
      }),
      api.context,
    );
    expect(result).toMatchObject({
      init: { status: 410 },
      data: { invalid: accountMessages.resetTokenUsed },
    });
  });
});
