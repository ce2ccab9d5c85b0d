/**
 * Login and logout of the storefront (doc 1 §2 "Behaviour", §4 "Login", §6, §8) and the guards of the
 * login session: `requireClient` (authenticated) and `redirectIfLoggedIn` (/connexion, visitors only).
 */
import { API_ERROR_CODES, type ClientResource, loginBody, messages } from '@cabas/contracts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { createApiClient, isApiError } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { safeRedirect } from '../../lib/safe-redirect.ts';
import { loginRequired } from './authed-api.server.ts';
import type { LoginActionData } from './login-form.tsx';
import { isSameOriginRequest } from './origin.ts';
import { assignAccountStore, pendingSteps } from './post-login.server.ts';
import { commitSession, destroySession, readSession, type SessionData } from './session.server.ts';
import { passwordGrant, revokeSession } from './tokens.server.ts';

export const REDIRECT_PARAM = 'redirectTo';

/** Authenticated guard (doc 1 §6): the shopper's session, else the 401 page with the login form. */
export async function requireClient(request: Request): Promise<SessionData> {
  const session = await readSession(request);
  return session ?? loginRequired();
}

/** Unauthenticated guard (doc 1 §2): a logged-in shopper is sent to the home page. */
export async function redirectIfLoggedIn(request: Request): Promise<void> {
  if (await readSession(request)) throw redirect('/');
}

/** Refuses a POST that does not come from one of the shop's pages (CSRF). */
export function assertSameOrigin(request: Request): void {
  if (!isSameOriginRequest(request)) throw data({ message: messages.generic }, { status: 403 });
}

/** The API asks the ALTCHA proof of work with the login (issue 17 §11). */
const CAPTCHA_CODES: ReadonlySet<string> = new Set([
  API_ERROR_CODES.captchaRequired,
  API_ERROR_CODES.captchaInvalid,
]);

/** The stable `code` of an API error answer, when it has one. */
function apiErrorCode(error: { data: unknown }): string | undefined {
  const code = (error.data as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The French message of a failed login (doc 1 §8). */
export function loginErrorMessage(status: number, fallback: string): string {
  if (status === 401) return messages.loginFailure;
  if (status === 403) return messages.tooManyWrongAttempts;
  if (status === 429) return messages.tooManyAttempts;
  return fallback;
}

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** `POST /connexion`: opens the session and goes back to the origin URL (same site only). */
export async function loginAction(request: Request, context: Readonly<RouterContextProvider>) {
  assertSameOrigin(request);
  const shop = context.get(shopContext);
  const form = await request.formData();
  const redirectTo = safeRedirect(field(form, REDIRECT_PARAM));
  const email = field(form, 'email');
  // The captcha was shown (asked by the API after failures): it stays for the next attempts.
  const captchaShown = form.has('captcha');
  const parsed = loginBody.safeParse({
    email,
    password: field(form, 'password'),
    altcha: field(form, 'altcha') || undefined,
  });
  if (!parsed.success) {
    const fieldErrors: LoginActionData['fieldErrors'] = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if ((key === 'email' || key === 'password') && !fieldErrors[key]) fieldErrors[key] = issue.message;
    }
    return data<LoginActionData>(
      { redirectTo, email, fieldErrors, error: null, captcha: captchaShown },
      { status: 422 },
    );
  }

  let session: SessionData;
  try {
    const tokens = await passwordGrant(shop.api, request, parsed.data);
    const api = createApiClient({ ...shop.api.options, token: tokens.accessToken });
    const client = (await api.get<{ data: ClientResource }>('/me')).data;
    // Doc 1 §4: the national shopper's store first, then the popins that apply, in order.
    const storeAssigned = await assignAccountStore(shop, client);
    const postLogin = await pendingSteps({
      client,
      api,
      storeAssigned,
      storeId: storeAssigned?.id ?? shop.storeId,
      uuid: shop.uuid,
    });
    session = { ...tokens, prenom: client.attributes.prenom, isPro: client.attributes.isPro, postLogin };
  } catch (error) {
    if (!isApiError(error)) throw error;
    const status = error.status === 422 ? 401 : error.status;
    const captchaAsked = CAPTCHA_CODES.has(apiErrorCode(error) ?? '');
    return data<LoginActionData>(
      {
        redirectTo,
        email,
        fieldErrors: {},
        error: captchaAsked ? error.message : loginErrorMessage(status, error.message),
        captcha: captchaAsked || captchaShown,
      },
      { status },
    );
  }
  throw redirect(redirectTo, { headers: { 'set-cookie': await commitSession(request, session) } });
}

/** `POST /ressources/deconnexion`: revokes the session on the API and clears the cookie. */
export async function logoutAction(request: Request, context: Readonly<RouterContextProvider>) {
  assertSameOrigin(request);
  const session = await readSession(request);
  if (session) await revokeSession(context.get(shopContext).api, request, session);
  throw redirect('/', { headers: { 'set-cookie': await destroySession(request) } });
}
