import { accountMessages, messages } from '@cabas/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeShopContext } from '../../../test/fake-shop-context.ts';

let signUpAction: typeof import('./signup.server.ts').signUpAction;
let readSession: typeof import('../auth/session.server.ts').readSession;

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  ({ signUpAction } = await import('./signup.server.ts'));
  ({ readSession } = await import('../auth/session.server.ts'));
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
  civilite: 'Mme',
  nom: 'Martin',
  prenom: 'Camille',
  email: 'Camille.Martin@Exemple.fr',
  password: 'Panier2026',
  magasin_id: '47',
  optIn: 'on',
};

function post(fields: Record<string, string>, origin = 'http://shop.test') {
  return new Request('http://shop.test/creation-compte', {
    method: 'POST',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

const created = () =>
  Response.json(
    {
      data: { type: 'client', id: 9, attributes: { prenom: 'Camille', isPro: false, id_magasin: 47 } },
      auth: { access_token: 'acc', token_type: 'Bearer', expires_in: 900, refresh_token: 'ref' },
    },
    { status: 201 },
  );

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

describe('signUpAction (doc 2 §2.2, §4, §5)', () => {
  it('answers the field messages of the contracts without calling the API, the password never echoed', async () => {
    const api = fakeApi(() => created());
    const result = await outcome(
      signUpAction(
        post({ nom: '', email: 'pas-une-adresse', password: 'court' }),
        contextFor(api, 12),
        false,
      ),
    );
    expect(api.calls).toEqual([]);
    expect(result).toMatchObject({
      init: { status: 422 },
      data: {
        fieldErrors: {
          civilite: messages.civiliteRequired,
          nom: messages.nomRequired,
          prenom: messages.prenomRequired,
          email: messages.emailInvalid,
          password: accountMessages.passwordRule,
        },
        error: null,
      },
    });
    expect(JSON.stringify(result)).not.toContain('court');
  });

  it('asks for a phone number with the SMS follow-up', async () => {
    const api = fakeApi(() => created());
    const result = await outcome(
      signUpAction(post({ ...VALID, optin_sms_suivi_commande_drive: 'on' }), contextFor(api, 12), false),
    );
    expect(result).toMatchObject({
      init: { status: 422 },
      data: { fieldErrors: { tel: messages.telRequired } },
    });
  });

  it('shows the 409 of a known e-mail on the e-mail field', async () => {
    const api = fakeApi(() =>
      Response.json(
        {
          status_code: 409,
          message: accountMessages.emailAlreadyUsed,
          errors: { email: [accountMessages.emailAlreadyUsed] },
        },
        { status: 409 },
      ),
    );
    const result = await outcome(signUpAction(post(VALID), contextFor(api, 12), false));
    expect(result).toMatchObject({
      init: { status: 409 },
      data: {
        fieldErrors: { email: accountMessages.emailAlreadyUsed },
        error: null,
        values: { nom: 'Martin' },
      },
    });
  });

  it('creates the account with the client token, opens the session and goes to the confirmation', async () => {
    const api = fakeApi(() => created());
    const result = await outcome(signUpAction(post(VALID), contextFor(api, 12), false));
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.headers.get('location')).toBe('/confirmation-creation-compte');
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
    });
    const cookies = response.headers.getSetCookie();
    // The current store (12) stays: the confirmation page asks whether to change.
    expect(cookies.some((cookie) => cookie.startsWith('magasin_id='))).toBe(false);
    const session = await readSession(
      new Request('http://shop.test/', { headers: { cookie: cookies[0]!.split(';')[0]! } }),
    );
    expect(session).toEqual({ accessToken: 'acc', refreshToken: 'ref', prenom: 'Camille', isPro: false });
  });

  it('in national mode, makes the account store the current one; the client token is reused', async () => {
    const api = fakeApi(() => created());
    await outcome(signUpAction(post(VALID), contextFor(api, 12), false));
    const response = (await outcome(signUpAction(post(VALID), contextFor(api, null), true))) as Response;
    expect(response.headers.get('location')).toBe('/commander?type_panier=drive');
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('magasin_id=47;'))).toBe(true);
    expect(api.calls.filter((call) => call.path === '/auth/token')).toHaveLength(1);
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
    const response = (await outcome(signUpAction(post(VALID), contextFor(api, 12), false))) as Response;
    expect(response.status).toBe(302);
    const tokenCalls = api.calls.filter((call) => !call.path.startsWith('/me/'));
    expect(tokenCalls.map((call) => `${call.path} ${call.authorization ?? ''}`.trim())).toEqual([
      '/auth/token',
      '/clients Bearer app-1',
      '/auth/token',
      '/clients Bearer app-2',
    ]);
  });

  it('refuses a form posted from another site', async () => {
    const api = fakeApi(() => created());
    const result = await outcome(
      signUpAction(post(VALID, 'https://evil.example'), contextFor(api, 12), false),
    );
    expect(result).toMatchObject({ init: { status: 403 } });
    expect(api.calls).toEqual([]);
  });
});
