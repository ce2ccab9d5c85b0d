import { accountMessages, messages } from '@cabas/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeShopContext } from '../../../test/fake-shop-context.ts';

let signUpAction: typeof import('./signup.server.ts').signUpAction;

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  ({ signUpAction } = await import('./signup.server.ts'));
});

interface Call {
  path: string;
  authorization: string | null;
  body: Record<string, unknown> | undefined;
}

/** A fake API: the client-credentials grant gives app-1, app-2…; `/clients` answers `signUp`. */
function fakeApi(signUp: (call: Call) => Response) {
  const calls: Call[] = [];
  let tokens = 0;
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const call = {
      path: new URL(String(url)).pathname.replace(/^\/api/, ''),
      authorization: headers.get('authorization'),
      body,
    };
    calls.push(call);
    if (call.path === '/auth/token') {
      tokens += 1;
      return Response.json({ access_token: `app-${tokens}`, token_type: 'Bearer', expires_in: 900 });
    }
    return signUp(call);
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

function contextFor(api: ReturnType<typeof fakeApi>, storeId: number | null) {
  return fakeShopContext(api.fetch, storeId);
}

const VALID = {
  altcha: 'charge-utile-altcha',
  civilite: 'Mme',
  nom: 'Martin',
  prenom: 'Camille',
  email: 'Camille.Martin@Exemple.fr',
  password: 'Panier2026',
  id_magasin: '47',
  optIn: 'on',
};

function post(fields: Record<string, string>, origin = 'http://shop.test') {
  return new Request('http://shop.test/creation-compte', {
    method: 'POST',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

const SENT = {
  email: 'camille.martin@exemple.fr',
  message: accountMessages.signUpCheckMail('camille.martin@exemple.fr'),
};
const created = () => Response.json({ data: SENT }, { status: 202 });

async function outcome(
  promise: Promise<unknown>,
): Promise<Response | { data: unknown; init: ResponseInit | null }> {
  try {
    return (await promise) as { data: unknown; init: ResponseInit | null };
  } catch (thrown) {
    // A redirect (Response) or a refusal thrown with `data()`.
    if (thrown instanceof Response || (typeof thrown === 'object' && thrown !== null && 'init' in thrown))
      return thrown as Response;
    throw thrown;
  }
}

describe('signUpAction', () => {
  it('answers the field messages of the contracts without calling the API, the password never echoed', async () => {
    const api = fakeApi(() => created());
    const result = await outcome(
      signUpAction(post({ nom: '', email: 'pas-une-adresse', password: 'court' }), contextFor(api, 12)),
    );
    expect(api.calls).toEqual([]);
    expect(result).toMatchObject({
      init: { status: 422 },
      data: {
        result: {
          status: 'error',
          error: {
            civilite: [messages.civiliteRequired],
            nom: [messages.nomRequired],
            prenom: [messages.prenomRequired],
            email: [messages.emailInvalid],
            password: [accountMessages.passwordRule],
          },
          initialValue: { email: 'pas-une-adresse' },
        },
      },
    });
    expect(JSON.stringify(result)).not.toContain('court');
  });

  it('asks for a phone number with the SMS follow-up', async () => {
    const api = fakeApi(() => created());
    const result = await outcome(
      signUpAction(post({ ...VALID, optin_sms_suivi_commande_drive: 'on' }), contextFor(api, 12)),
    );
    expect(result).toMatchObject({
      init: { status: 422 },
      data: { result: { error: { tel: [messages.telRequired] } } },
    });
  });

  it('shows the captcha refusal of the API on the captcha', async () => {
    const api = fakeApi(() =>
      Response.json(
        {
          status_code: 422,
          message: accountMessages.captchaFailed,
          errors: { altcha: [accountMessages.captchaFailed] },
          code: 'captcha_invalide',
        },
        { status: 422 },
      ),
    );
    const result = await outcome(signUpAction(post(VALID), contextFor(api, 12)));
    expect(result).toMatchObject({
      init: { status: 422 },
      data: { result: { error: { altcha: [accountMessages.captchaFailed] } }, captchaUsed: true },
    });
  });

  it('asks for the captcha without calling the API', async () => {
    const api = fakeApi(() => created());
    const { altcha: _, ...withoutCaptcha } = VALID;
    const result = await outcome(signUpAction(post(withoutCaptcha), contextFor(api, 12)));
    expect(result).toMatchObject({
      init: { status: 422 },
      data: { result: { error: { altcha: [accountMessages.captchaRequired] } } },
    });
    expect(api.calls).toEqual([]);
  });

  it('sends the form with the client token, then says to check the mailbox, without a session', async () => {
    const api = fakeApi(() => created());
    const result = await outcome(signUpAction(post(VALID), contextFor(api, 12)));
    expect(result).toMatchObject({
      init: { status: 202 },
      data: { sent: SENT, result: { initialValue: null } },
    });
    expect(result).not.toBeInstanceOf(Response);
    const signUp = api.calls.find((call) => call.path === '/clients');
    expect(signUp?.authorization).toBe('Bearer app-1');
    expect(signUp?.body).toEqual({
      civilite: 'Mme',
      nom: 'Martin',
      prenom: 'Camille',
      email: 'camille.martin@exemple.fr',
      password: 'Panier2026',
      id_magasin: 47,
      optIn: true,
      optin_sms_suivi_commande_drive: false,
      altcha: 'charge-utile-altcha',
    });
    expect(JSON.stringify(result)).not.toContain('Panier2026');
  });

  it('gets a new client token once when the API refuses the cached one', async () => {
    let refused = false;
    const api = fakeApi((call) => {
      if (call.authorization === 'Bearer app-1' && !refused) {
        refused = true;
        return Response.json({ status_code: 401, message: 'Jeton expiré' }, { status: 401 });
      }
      return created();
    });
    const result = await outcome(signUpAction(post(VALID), contextFor(api, 12)));
    expect(result).toMatchObject({ init: { status: 202 }, data: { sent: SENT } });
    const tokenCalls = api.calls.filter((call) => !call.path.startsWith('/me/'));
    expect(tokenCalls.map((call) => `${call.path} ${call.authorization ?? ''}`.trim())).toEqual([
      '/auth/token',
      '/clients Bearer app-1',
      '/auth/token',
      '/clients Bearer app-2',
    ]);
  });

  it('sends a shopper already logged in home without creating an account', async () => {
    const api = fakeApi(() => created());
    const { commitSession } = await import('../../lib/session.server.ts');
    const cookie = await commitSession(new Request('http://shop.test/'), {
      accessToken: 'a',
      refreshToken: 'r',
      prenom: 'Marie',
      isPro: false,
    });
    const request = post(VALID);
    request.headers.set('cookie', cookie.split(';')[0]!);
    const result = (await outcome(signUpAction(request, contextFor(api, 12)))) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get('location')).toBe('/');
    expect(api.calls).toEqual([]);
  });

  it('refuses a form posted from another site', async () => {
    const api = fakeApi(() => created());
    const result = await outcome(signUpAction(post(VALID, 'https://evil.example'), contextFor(api, 12)));
    expect(result).toMatchObject({ init: { status: 403 } });
    expect(api.calls).toEqual([]);
  });
});
