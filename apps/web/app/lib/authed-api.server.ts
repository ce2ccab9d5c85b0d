/**
 * API calls on behalf of the logged-in shopper: the request's API
 * client with the session's bearer token. A 401 triggers one token refresh and one retry; when the
 * API refuses the refresh token, the session is ended and the 401 page ('Merci de vous connecter…') is
 * shown; any other failure of the refresh (429, API down) is that error, the session kept.
 */
import { API_ERROR_CODES, type EndpointDefinition, type EndpointResponse, messages } from '@cabas/contracts';
import { data, type RouterContextProvider } from 'react-router';
import {
  type ApiClient,
  type ApiResult,
  type CallRest,
  createApiClient,
  type DownloadedFile,
  type HttpMethod,
  isApiError,
  type RequestOptions,
} from './api-client.server.ts';
import { shopContext } from './context.server.ts';
import { commitSession, destroySession, readSession, type SessionData } from './session.server.ts';
import { refreshGrant } from './tokens.server.ts';

/** The 401 route error: the error page shows the login prompt with the inline login form. */
export function loginRequired(): never {
  throw data({ message: messages.mustLogin }, { status: 401 });
}

/** The API turned the refresh token down (expired, revoked, unknown): the session is over. */
function isRefusedRefresh(error: unknown): boolean {
  return isApiError(error) && (error.code === API_ERROR_CODES.badRequest || error.status === 401);
}

export interface AuthedApi {
  session: SessionData;
  /** One declared API call (`endpoints.*` of @cabas/contracts) as the shopper, typed by its declaration. */
  call<E extends EndpointDefinition>(endpoint: E, ...args: CallRest<E>): Promise<EndpointResponse<E>>;
  /** A declared call answering a document (a PDF), as the shopper: its bytes (`ApiClient.download`). */
  download<E extends EndpointDefinition & { contentType: string }>(
    endpoint: E,
    ...args: CallRest<E>
  ): Promise<DownloadedFile>;
  /** The transport under `call`, as the shopper (the same refresh). */
  request<T>(method: HttpMethod, path: string, init?: RequestOptions): Promise<ApiResult<T>>;
}

/**
 * The API as the logged-in shopper of this request. A visitor gets the 401 page (`loginRequired`).
 */
export async function authedApi(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<AuthedApi> {
  const shop = context.get(shopContext);
  const session = await readSession(request);
  if (!session) return loginRequired();
  let current: SessionData = session;

  const withToken = (token: string) => createApiClient({ ...shop.api.options, token });

  async function asShopper<T>(run: (api: ApiClient) => Promise<T>): Promise<T> {
    const tokenUsed = current.accessToken;
    try {
      return await run(withToken(tokenUsed));
    } catch (error) {
      if (!(isApiError(error) && error.status === 401)) throw error;
    }
    // Another call of this request may already have refreshed the tokens.
    if (current.accessToken === tokenUsed) {
      try {
        const tokens = await refreshGrant(shop.api, request, current.refreshToken);
        current = { ...current, ...tokens };
        shop.setCookie(await commitSession(request, current));
      } catch (error) {
        // Only a refused refresh token ends the session; a limit reached (429) or an API that is down
        // keeps it, and the shopper gets that error's page instead of a false logout.
        if (!isRefusedRefresh(error)) throw error;
        shop.setCookie(await destroySession(request));
        return loginRequired();
      }
    }
    try {
      return await run(withToken(current.accessToken));
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        shop.setCookie(await destroySession(request));
        return loginRequired();
      }
      throw error;
    }
  }

  return {
    get session() {
      return current;
    },
    call: <E extends EndpointDefinition>(endpoint: E, ...args: CallRest<E>) =>
      asShopper((api) => api.call(endpoint, ...args)),
    download: <E extends EndpointDefinition & { contentType: string }>(endpoint: E, ...args: CallRest<E>) =>
      asShopper((api) => api.download(endpoint, ...args)),
    request: <T>(method: HttpMethod, path: string, init?: RequestOptions) =>
      asShopper((api) => api.request<T>(method, path, init)),
  };
}
