import { messages } from '@cabas/contracts';
import { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { FlashMessages } from '../../lib/flash-cookie.server.ts';

type Password = typeof import('./password.server.ts');
type Sessions = typeof import('../../lib/session.server.ts');
let password: Password;
let sessions: Sessions;

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  password = await import('./password.server.ts');
  sessions = await import('../../lib/session.server.ts');
});

async function setup(answer: () => Response) {
  const calls: { path: string; body: unknown; authorization: string | null }[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    calls.push({
      path: new URL(url).pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      authorization: new Headers(init?.headers).get('authorization'),
    });
    return answer();
  }) as typeof globalThis.fetch;
  const context = new RouterContextProvider();
  context.set(shopContext, {
    uuid: 'u',
    storeId: 1,
    api: createApiClient({ baseUrl: 'http://api.test/api', timeoutMs: 500, fetch }),
    cookieHeader: null,
    flash: new FlashMessages(null),
    secure: false,
    setCookie: () => {},
  });
  const cookie = (
    await sessions.commitSession(new Request('http://shop.test/'), {
      accessToken: 'a1',
      refreshToken: 'r1',
      prenom: 'Lucie',
      isPro: false,
    })
  ).split(';')[0]!;
  const post = (fields: Record<string, string>) =>
    new Request('http://shop.test/ressources/mot-de-passe', {
      method: 'POST',
      headers: { origin: 'http://shop.test', cookie },
      body: new URLSearchParams(fields),
    });
  return { calls, context, post };
}

type Result = {
  data: {
    ok: boolean;
    result: { status?: string; error?: Record<string, string[]> | null; initialValue: unknown };
  };
  init?: { status: number };
};

describe('forced password change action', () => {
  it('gives the messages of the schema for empty fields, without calling the API', async () => {
    const { calls, context, post } = await setup(() => Response.json({}));
    const result = (await password.changePasswordAction(post({}), context)) as unknown as Result;
    expect(result.init?.status).toBe(422);
    expect(result.data.ok).toBe(false);
    expect(result.data.result.error).toEqual({
      old_password: [messages.oldPasswordRequired],
      password: [messages.newPasswordRequired],
      password_confirmation: [messages.passwordConfirmation],
    });
    expect(calls).toEqual([]);
  });

  it('refuses a confirmation that differs', async () => {
    const { context, post } = await setup(() => Response.json({}));
    const result = (await password.changePasswordAction(
      post({ old_password: 'soleil', password: 'Soleil2026', password_confirmation: 'Soleil2027' }),
      context,
    )) as unknown as Result;
    expect(result.data.result.error).toEqual({ password_confirmation: [messages.passwordConfirmation] });
    // The passwords are never sent back to the page.
    expect(result.data.result.initialValue).toEqual({});
  });

  it('calls PUT /api/me/password as the shopper and reports success', async () => {
    const { calls, context, post } = await setup(() => Response.json({ data: {} }));
    const fields = { old_password: 'soleil', password: 'Soleil2026', password_confirmation: 'Soleil2026' };
    const result = (await password.changePasswordAction(post(fields), context)) as unknown as Result;
    expect(result.data).toEqual({ ok: true, result: { initialValue: null } });
    expect(calls).toEqual([{ path: '/api/me/password', body: fields, authorization: 'Bearer a1' }]);
  });

  it("shows the API's field errors (wrong current password) next to their fields", async () => {
    const { context, post } = await setup(() =>
      Response.json(
        {
          status_code: 422,
          message: 'x',
          errors: { old_password: ['Votre mot de passe actuel est incorrect.'] },
        },
        { status: 422 },
      ),
    );
    const result = (await password.changePasswordAction(
      post({ old_password: 'faux', password: 'Soleil2026', password_confirmation: 'Soleil2026' }),
      context,
    )) as unknown as Result;
    expect(result.init?.status).toBe(422);
    expect(result.data).toMatchObject({ ok: false, result: { status: 'error' } });
    expect(result.data.result.error).toEqual({ old_password: ['Votre mot de passe actuel est incorrect.'] });
    expect(result.data.result.initialValue).toEqual({});
  });

  it('words a lockout with the lockout message', async () => {
    const { context, post } = await setup(() =>
      Response.json({ status_code: 403, message: 'x' }, { status: 403 }),
    );
    const result = (await password.changePasswordAction(
      post({ old_password: 'faux', password: 'Soleil2026', password_confirmation: 'Soleil2026' }),
      context,
    )) as unknown as Result;
    expect(result.data.result.error).toEqual({ '': [messages.tooManyWrongAttempts] });
  });
});
