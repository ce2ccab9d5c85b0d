/**
 * Login and logout of the storefront, and the guards of the login session: `requireClient`
 * (authenticated) and `redirectIfLoggedIn` (/connexion, visitors only).
 */
import { API_ERROR_CODES, endpoints, loginBody, messages } from '@cabas/contracts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { type ApiError, createApiClient, isApiError } from '../../lib/api-client.server.ts';
import { loginRequired } from '../../lib/authed-api.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { parseForm } from '../../lib/form.server.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import { safeRedirect } from '../../lib/safe-redirect.ts';
import { commitSession, destroySession, readSession, type SessionData } from '../../lib/session.server.ts';
import { passwordGrant, revokeSession } from '../../lib/tokens.server.ts';
import type { LoginActionData, LoginFailure } from './login-form.tsx';
import { assignAccountStore, commitPendingSteps, pendingSteps } from './post-login.server.ts';
import type { PendingStep } from './post-login.ts';

export const REDIRECT_PARAM = 'redirectTo';

/** Never sent back to the page. */
const HIDDEN = ['password', 'altcha'];

/** Authenticated guard: the shopper's session, else the 401 page with the login form. */
export async function requireClient(request: Request): Promise<SessionData> {
  const session = await readSession(request);
  return session ?? loginRequired();
}

/** Unauthenticated guard: a logged-in shopper is sent to the home page. */
export async function redirectIfLoggedIn(request: Request): Promise<void> {
  if (await readSession(request)) throw redirect('/');
}

/** What a refused login means: by the API's code, else by its status (a 429 of the rate limit). */
export function loginFailure(error: Pick<ApiError, 'status' | 'code'>): LoginFailure {
  switch (error.code) {
    case API_ERROR_CODES.captchaRequired:
    case API_ERROR_CODES.captchaInvalid:
      return 'captcha';
    case API_ERROR_CODES.loginFailed:
    case API_ERROR_CODES.invalidData:
      return 'invalid';
    case API_ERROR_CODES.tooManyWrongAttempts:
      return 'locked';
    case API_ERROR_CODES.tooManyRequests:
      return 'too-many';
  }
  // Any other refusal of the credentials; a limit reached on the way, even without the API's body.
  if (error.status === 401) return 'invalid';
  if (error.status === 429) return 'too-many';
  return 'error';
}

/** The French message of a failed login; the captcha's and unexpected errors keep the API client's. */
export function loginErrorMessage(failure: LoginFailure, fallback: string): string {
  if (failure === 'invalid') return messages.loginFailure;
  if (failure === 'locked') return messages.tooManyWrongAttempts;
  if (failure === 'too-many') return messages.tooManyAttempts;
  return fallback;
}

/**
 * `POST /connexion`: opens the session and goes back to the origin URL (same site only). A shopper
 * already logged in goes there without a new session.
 */
export async function loginAction(request: Request, context: Readonly<RouterContextProvider>) {
  assertSameOrigin(request);
  const shop = context.get(shopContext);
  const form = await request.formData();
  const parsed = parseForm<typeof loginBody, 'email' | 'password'>(form, loginBody);
  const redirectTo = safeRedirect(parsed.text(REDIRECT_PARAM));
  // Already logged in (the form was left open in a tab that logged in meanwhile): the page would
  // have sent the shopper on; no second session is opened over the first.
  if (await readSession(request)) throw redirect(redirectTo, 303);
  // The captcha was shown (asked by the API after failures): it stays for the next attempts.
  const captchaShown = form.has('captcha');
  if (!parsed.ok) {
    return data<LoginActionData>(
      { redirectTo, result: parsed.reply({ hide: HIDDEN }), captcha: captchaShown },
      { status: 422 },
    );
  }

  let session: SessionData;
  let postLogin: PendingStep[];
  try {
    const tokens = await passwordGrant(shop.api, request, parsed.value);
    const api = createApiClient({ ...shop.api.options, token: tokens.accessToken });
    const client = (await api.call(endpoints.accounts.me)).data;
    // A shopper on the national site gets the account's store first, then the popins that apply, in order.
    const storeAssigned = await assignAccountStore(shop, client);
    postLogin = await pendingSteps({
      client,
      api,
      storeAssigned,
      storeId: storeAssigned?.id ?? shop.storeId,
      uuid: shop.uuid,
    });
    session = { ...tokens, prenom: client.attributes.prenom, isPro: client.attributes.isPro };
  } catch (error) {
    if (!isApiError(error)) throw error;
    const failure = loginFailure(error);
    return data<LoginActionData>(
      {
        redirectTo,
        result: parsed.reply({ formError: loginErrorMessage(failure, error.message), hide: HIDDEN }),
        failure,
        captcha: failure === 'captcha' || captchaShown,
      },
      { status: error.code === API_ERROR_CODES.invalidData ? 401 : error.status },
    );
  }
  const headers = new Headers();
  headers.append('set-cookie', await commitSession(request, session));
  headers.append('set-cookie', await commitPendingSteps(request, postLogin));
  throw redirect(redirectTo, { headers });
}

/** `POST /ressources/deconnexion`: revokes the session on the API and clears the cookie. */
export async function logoutAction(request: Request, context: Readonly<RouterContextProvider>) {
  assertSameOrigin(request);
  const session = await readSession(request);
  if (session) await revokeSession(context.get(shopContext).api, request, session);
  const headers = new Headers();
  headers.append('set-cookie', await destroySession(request));
  headers.append('set-cookie', await commitPendingSteps(request, undefined));
  throw redirect('/', { headers });
}
