import { API_ERROR_CODES, messages, profileMessages } from '@cabas/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeShopContext } from '../../../test/fake-shop-context.ts';

type Profile = typeof import('./profile.server.ts');
type Confirmation = typeof import('./email-confirmation.server.ts');
type Sessions = typeof import('../../lib/session.server.ts');
let profile: Profile;
let confirmation: Confirmation;
let sessions: Sessions;

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  profile = await import('./profile.server.ts');
  confirmation = await import('./email-confirmation.server.ts');
  sessions = await import('../../lib/session.server.ts');
});

type Call = { method: string; path: string; body: unknown };

async function setup(answer: (call: Call) => Response = () => Response.json({ data: {} })) {
  const calls: Call[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    const call = {
      method: init?.method ?? 'GET',
      path: new URL(url).pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    return answer(call);
  }) as typeof globalThis.fetch;
  const context = fakeShopContext(fetch, 1, { clientToken: false, uuid: 'u' });
  const cookie = (
    await sessions.commitSession(new Request('http://shop.test/'), {
      accessToken: 'a1',
      refreshToken: 'r1',
      prenom: 'Marie',
      isPro: false,
    })
  ).split(';')[0]!;
  const post = (path: string, fields: Record<string, string>, origin = 'http://shop.test') =>
    new Request(`http://shop.test${path}`, {
      method: 'POST',
      headers: { origin, cookie },
      body: new URLSearchParams(fields),
    });
  return { calls, context, post };
}

type Result = { data: Record<string, unknown>; init?: { status: number } };

async function outcome(run: () => Promise<unknown>): Promise<Response | Result> {
  try {
    return (await run()) as Response | Result;
  } catch (thrown) {
    return thrown as Response | Result;
  }
}

const PROFILE = '/mon-compte/mon-profil';

describe('profile actions', () => {
  it('refuse a post from another site, without calling the API', async () => {
    const { calls, context, post } = await setup();
    for (const intent of ['profil', 'email', 'mot-de-passe', 'suppression']) {
      const refused = await outcome(() =>
        profile.profileAction({ request: post(PROFILE, { intent }, 'https://pirate.test'), context }),
      );
      expect((refused as Result).init?.status).toBe(403);
    }
    const link = await outcome(() =>
      confirmation.emailConfirmationAction({
        request: post(`${PROFILE}/confirmation-email`, { token: 't' }, 'https://pirate.test'),
        context,
      }),
    );
    expect((link as Result).init?.status).toBe(403);
    expect(calls).toEqual([]);
  });

  it('gives the messages of the new e-mail form without calling the API', async () => {
    const { calls, context, post } = await setup();
    const result = (await profile.profileAction({
      request: post(PROFILE, {
        intent: 'email',
        email: 'marie@nouveau.fr',
        email_confirmation: 'marie@nouvo.fr',
      }),
      context,
    })) as unknown as Result;
    expect(result.init?.status).toBe(422);
    expect(result.data).toMatchObject({
      intent: 'email',
      result: {
        status: 'error',
        error: {
          email_confirmation: [messages.emailNotIdentical],
          password: [profileMessages.passwordRequired],
        },
        initialValue: { email: 'marie@nouveau.fr', email_confirmation: 'marie@nouvo.fr' },
      },
    });
    expect(Object.keys((result.data.result as { error: object }).error).sort()).toEqual([
      'email_confirmation',
      'password',
    ]);
    expect(calls).toEqual([]);
  });

  it('asks the API for the e-mail change and redirects to the status message', async () => {
    const { calls, context, post } = await setup(() =>
      Response.json({ data: { email: 'x', message: 'y' } }, { status: 202 }),
    );
    const fields = {
      email: 'marie@nouveau.fr',
      email_confirmation: 'marie@nouveau.fr',
      password: 'Courses2024',
    };
    const response = (await profile.profileAction({
      request: post(PROFILE, { intent: 'email', ...fields }),
      context,
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${PROFILE}?ok=email`);
    expect(calls).toEqual([{ method: 'POST', path: '/api/me/email', body: fields }]);
  });

  it("shows the account's e-mail change limit on the form, by its code (not the generic 429 page)", async () => {
    const { context, post } = await setup(() =>
      Response.json(
        {
          status_code: 429,
          message: profileMessages.emailChangeTooMany,
          code: API_ERROR_CODES.emailChangeTooMany,
        },
        { status: 429 },
      ),
    );
    const fields = {
      email: 'marie@nouveau.fr',
      email_confirmation: 'marie@nouveau.fr',
      password: 'Courses2024',
    };
    const result = (await outcome(() =>
      profile.profileAction({ request: post(PROFILE, { intent: 'email', ...fields }), context }),
    )) as Result;
    expect(result.init?.status).toBe(429);
    expect(result.data).toMatchObject({
      intent: 'email',
      result: {
        error: {
          '': [
            "Vous avez fait trop de demandes de changement d'adresse email. Merci de réessayer dans une heure.",
          ],
        },
        initialValue: { email: 'marie@nouveau.fr' },
      },
    });
    // The password is never sent back to the page.
    expect(JSON.stringify(result.data)).not.toContain('Courses2024');
  });

  it('gives back what was typed in a refused profile form, with the messages of the schema', async () => {
    const { calls, context, post } = await setup();
    const result = (await profile.profileAction({
      request: post(PROFILE, { intent: 'profil', civilite: 'Mme', nom: '', prenom: 'Marie', optIn: 'on' }),
      context,
    })) as unknown as Result;
    expect(result.init?.status).toBe(422);
    expect(result.data).toMatchObject({
      intent: 'profil',
      result: {
        status: 'error',
        error: { nom: [messages.nomRequired] },
        initialValue: { civilite: 'Mme', prenom: 'Marie', optIn: 'on' },
      },
    });
    expect(calls).toEqual([]);
  });

  it('never sends the passwords back on a refused password change, and words an API refusal', async () => {
    const empty = await setup();
    const refused = (await profile.profileAction({
      request: empty.post(PROFILE, { intent: 'mot-de-passe', old_password: 'soleil' }),
      context: empty.context,
    })) as unknown as Result;
    expect(refused.init?.status).toBe(422);
    expect(refused.data).toMatchObject({
      intent: 'mot-de-passe',
      result: {
        error: {
          password: [messages.newPasswordRequired],
          password_confirmation: [messages.passwordConfirmation],
        },
      },
    });
    expect(JSON.stringify(refused.data)).not.toContain('soleil');
    expect(empty.calls).toEqual([]);

    const wrong = await setup(() =>
      Response.json(
        {
          status_code: 422,
          message: 'x',
          errors: { old_password: ['Votre mot de passe actuel est incorrect.'] },
        },
        { status: 422 },
      ),
    );
    const fields = { old_password: 'faux', password: 'Soleil2026', password_confirmation: 'Soleil2026' };
    const answered = (await profile.profileAction({
      request: wrong.post(PROFILE, { intent: 'mot-de-passe', ...fields }),
      context: wrong.context,
    })) as unknown as Result;
    expect(answered.init?.status).toBe(422);
    expect((answered.data.result as { error: unknown }).error).toEqual({
      old_password: ['Votre mot de passe actuel est incorrect.'],
    });
    expect(JSON.stringify(answered.data)).not.toContain('Soleil2026');
  });

  it('answers an unknown form with a message for the whole form', async () => {
    const { calls, context, post } = await setup();
    const result = (await profile.profileAction({
      request: post(PROFILE, { intent: 'autre', password: 'secret' }),
      context,
    })) as unknown as Result;
    expect(result.init?.status).toBe(400);
    expect(result.data).toEqual({
      intent: 'profil',
      result: { status: 'error', error: { '': ['Ce formulaire est inconnu.'] } },
    });
    expect(calls).toEqual([]);
  });

  it('sends an emptied address as erased and unticked boxes as no', async () => {
    const { calls, context, post } = await setup();
    const response = (await profile.profileAction({
      request: post(PROFILE, {
        intent: 'profil',
        civilite: 'Mme',
        nom: 'Dupont',
        prenom: 'Marie',
        tel: '0612345678',
        adresse: '',
      }),
      context,
    })) as Response;
    expect(response.headers.get('location')).toBe(`${PROFILE}?ok=profil`);
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: '/api/me',
      body: {
        adresse: null,
        cp: null,
        ville: null,
        pays: null,
        optIn: false,
        optin_sms_suivi_commande_drive: false,
      },
    });
  });

  it('needs the checkbox of the deletion warning, then goes to step 2', async () => {
    const { calls, context, post } = await setup();
    const refused = (await profile.profileAction({
      request: post(PROFILE, { intent: 'suppression-avertissement' }),
      context,
    })) as unknown as Result;
    expect((refused.data.result as { error: unknown }).error).toEqual({
      accepte: [profileMessages.deletionAcceptRequired],
    });
    const next = (await profile.profileAction({
      request: post(PROFILE, { intent: 'suppression-avertissement', accepte: 'on' }),
      context,
    })) as Response;
    expect(next.headers.get('location')).toBe(`${PROFILE}?suppression=2#suppression`);
    expect(calls).toEqual([]);
  });

  it('shows the error step when the API refuses the deletion, and logs out after a deletion', async () => {
    const blocked = await setup(() =>
      Response.json(
        { status_code: 409, message: profileMessages.deletionBlocked, code: 'suppression_compte_impossible' },
        { status: 409 },
      ),
    );
    const fields = { intent: 'suppression', motif_id: '2', password: 'Courses2024' };
    const refused = (await profile.profileAction({
      request: blocked.post(PROFILE, fields),
      context: blocked.context,
    })) as unknown as Result;
    expect(refused.data).toMatchObject({
      intent: 'suppression',
      blocked: true,
      result: { error: { '': [profileMessages.deletionBlocked] }, initialValue: { motif_id: '2' } },
    });
    expect(JSON.stringify(refused.data)).not.toContain('Courses2024');

    const done = await setup(() => Response.json({ data: { message: profileMessages.accountDeleted } }));
    const response = (await outcome(() =>
      profile.profileAction({ request: done.post(PROFILE, fields), context: done.context }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/compte-supprime');
    expect(response.headers.get('set-cookie')).toMatch(
      /cabas_session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i,
    );
    expect(done.calls).toEqual([
      { method: 'POST', path: '/api/me/suppression', body: { motif_id: 2, password: 'Courses2024' } },
    ]);
  });
});
