/**
 * The staff side's server code (decision 108): the staff member of the request (from the staff
 * session, checked by the API on every call), the guard of the /gestion pages, login, logout and the
 * audit log. A shopper's session counts for nothing here.
 */
import {
  API_ERROR_CODES,
  type EndpointDefinition,
  type EndpointResponse,
  endpoints,
  type StaffJournal,
  type StaffMember,
  staffLoginBody,
  staffMessages,
} from '@cabas/contracts';
import {
  createContext,
  data,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from 'react-router';
import {
  type CallArgs,
  createApiClient,
  type DownloadedFile,
  isApiError,
} from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { parseForm } from '../../lib/form.server.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import { currentPath, safeRedirect } from '../../lib/safe-redirect.ts';
import { tokenCallHeaders } from '../../lib/tokens.server.ts';
import { loginErrorMessage, loginFailure } from '../auth/index.server.ts';
import { STAFF_PATHS, STAFF_REDIRECT_PARAM, staffLoginHref, staffRedirectTarget } from './paths.ts';
import type { StaffLoginActionData } from './staff-login-form.tsx';
import { commitStaffSession, destroyStaffSession, readStaffSession } from './staff-session.server.ts';

type Context = Readonly<RouterContextProvider>;

/** The staff member of this request (set by the staff frame's middleware), or `null`. */
const staffMemberContext = createContext<{ member: StaffMember; token: string } | null>(null);

/** The API as the staff member of this session. */
function staffClient(context: Context, token: string) {
  const shop = context.get(shopContext);
  return createApiClient({ ...shop.api.options, token });
}

/** A refusal that means the staff session is over (or the token is not a staff one). */
const sessionOver = (error: unknown) =>
  isApiError(error) && (error.status === 401 || error.code === API_ERROR_CODES.staffOnly);

/**
 * The staff frame's middleware: reads the staff session and asks the API who it is; an ended
 * session is forgotten (its cookie cleared). The pages below read the answer (`staffMember`).
 */
export const staffMemberMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const session = await readStaffSession(request);
  let known: { member: StaffMember; token: string } | null = null;
  if (session) {
    try {
      const answer = await staffClient(context, session.accessToken).call(endpoints.staff.me);
      known = { member: answer.data, token: session.accessToken };
    } catch (error) {
      if (!sessionOver(error)) throw error;
      context.get(shopContext).setCookie(await destroyStaffSession(request));
    }
  }
  context.set(staffMemberContext, known);
  return next();
};

/** The staff area's guard: without a staff session, the login page (coming back here after). */
export const requireStaffMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (!context.get(staffMemberContext)) throw redirect(staffLoginHref(currentPath(new URL(request.url))));
  return next();
};

/** The staff member of the request, or `null` (the frame's loader). */
export function staffMember(context: Context): StaffMember | null {
  return context.get(staffMemberContext)?.member ?? null;
}

function requireKnown(context: Context, request: Request) {
  const known = context.get(staffMemberContext);
  if (!known) throw redirect(staffLoginHref(currentPath(new URL(request.url))));
  return known;
}

/** The login page's loader: a staff member already logged in goes on. */
export function staffLoginLoader({ request, context }: { request: Request; context: Context }) {
  const redirectTo = staffRedirectTarget(
    safeRedirect(new URL(request.url).searchParams.get(STAFF_REDIRECT_PARAM), STAFF_PATHS.home),
  );
  if (staffMember(context)) throw redirect(redirectTo);
  return { redirectTo };
}

/** Never sent back to the page. */
const HIDDEN = ['password', 'altcha'];

/** `POST /gestion/connexion`: opens the staff session and goes to the /gestion page asked. */
export async function staffLoginAction({ request, context }: { request: Request; context: Context }) {
  assertSameOrigin(request);
  const shop = context.get(shopContext);
  const form = await request.formData();
  const parsed = parseForm<typeof staffLoginBody, 'email' | 'password'>(form, staffLoginBody);
  const redirectTo = staffRedirectTarget(safeRedirect(parsed.text(STAFF_REDIRECT_PARAM), STAFF_PATHS.home));
  const captchaShown = form.has('captcha');
  if (!parsed.ok)
    return data<StaffLoginActionData>(
      { redirectTo, result: parsed.reply({ hide: HIDDEN }), captcha: captchaShown },
      { status: 422 },
    );
  let cookie: string;
  try {
    const answer = await shop.api.call(endpoints.staff.login, {
      body: parsed.value,
      headers: tokenCallHeaders(request),
    });
    cookie = await commitStaffSession(request, { accessToken: answer.access_token });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const failure = loginFailure(error);
    return data<StaffLoginActionData>(
      {
        redirectTo,
        result: parsed.reply({ formError: loginErrorMessage(failure, error.message), hide: HIDDEN }),
        failure,
        captcha: failure === 'captcha' || captchaShown,
      },
      { status: error.code === API_ERROR_CODES.invalidData ? 401 : error.status },
    );
  }
  throw redirect(redirectTo, { headers: { 'set-cookie': cookie } });
}

/** `POST /gestion/deconnexion`: ends the staff session on the API (logged there) and in the browser. */
export async function staffLogoutAction({ request, context }: { request: Request; context: Context }) {
  assertSameOrigin(request);
  const session = await readStaffSession(request);
  if (session) {
    try {
      await staffClient(context, session.accessToken).call(endpoints.staff.logout);
    } catch {
      // Already over or unreachable: the browser's session ends anyway.
    }
  }
  throw redirect(STAFF_PATHS.login, { headers: { 'set-cookie': await destroyStaffSession(request) } });
}

/** The journal page's data: a page of rows, the stores of its filter and the store chosen. */
export interface StaffJournalPageData {
  journal: StaffJournal;
  stores: { id: number; name: string }[];
  storeId: number | null;
}

/**
 * The audit log page: the page asked (from 1) of every row the member may read or of one of his
 * stores (`?magasin=`), refused with the API's message when the role or the store does not allow it.
 */
export async function staffJournalLoader({
  request,
  context,
}: {
  request: Request;
  context: Context;
}): Promise<StaffJournalPageData> {
  const url = new URL(request.url);
  const page = Number(url.searchParams.get('page') ?? '1');
  const store = Number(url.searchParams.get('magasin') ?? '');
  const storeId = Number.isSafeInteger(store) && store > 0 ? store : null;
  const args = { request, context };
  const [journal, stores] = await Promise.all([
    callAsStaff(args, endpoints.staff.journal, {
      query: {
        page: Number.isSafeInteger(page) && page > 0 ? page : 1,
        ...(storeId === null ? {} : { magasin: storeId }),
      },
    }),
    callAsStaff(args, endpoints.staffTeam.stores, {}),
  ]);
  return { journal, stores: stores.data, storeId };
}

/**
 * A call of the API as the staff member of this request, for the /gestion pages of other features: an
 * ended session goes to the login page (coming back here), a refusal of role or store is a 403 page
 * with its message. Other refusals are the caller's to handle.
 */
export async function callAsStaff<E extends EndpointDefinition>(
  { request, context }: { request: Request; context: Context },
  endpoint: E,
  args: CallArgs<E>,
): Promise<EndpointResponse<E>> {
  const known = requireKnown(context, request);
  return asStaff(request, context, () =>
    staffClient(context, known.token).call(endpoint, ...([args] as never as [CallArgs<E>])),
  );
}

/**
 * A document of the API (a PDF) fetched as the staff member of this request, with the same handling
 * of an ended session and of a refused store or role as `callAsStaff`.
 */
export async function downloadAsStaff<E extends EndpointDefinition & { contentType: string }>(
  { request, context }: { request: Request; context: Context },
  endpoint: E,
  args: CallArgs<E>,
): Promise<DownloadedFile> {
  const known = requireKnown(context, request);
  return asStaff(request, context, () =>
    staffClient(context, known.token).download(endpoint, ...([args] as never as [CallArgs<E>])),
  );
}

/**
 * Runs a staff call: an ended session goes to the login page (coming back here), a refusal of role or
 * store is a 403 page with its message; other refusals are the caller's.
 */
async function asStaff<T>(request: Request, context: Context, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (sessionOver(error)) {
      context.get(shopContext).setCookie(await destroyStaffSession(request));
      throw redirect(staffLoginHref(currentPath(new URL(request.url))));
    }
    if (isApiError(error) && error.code === API_ERROR_CODES.staffRoleRefused)
      throw data({ message: staffMessages.roleRefused, code: error.code }, { status: 403 });
    if (isApiError(error) && error.code === API_ERROR_CODES.staffStoreRefused)
      throw data({ message: staffMessages.storeRefused, code: error.code }, { status: 403 });
    throw error;
  }
}
