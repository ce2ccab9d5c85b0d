/**
 * Anonymous API calls that need the storefront's client token (doc 2 §7 "Anonymous calls flagged as
 * needing it use a client token cached for 10 minutes"): sign-up, forgotten password, password reset.
 * The token comes from the client-credentials grant with the storefront's HTTP Basic credentials and is
 * shared by every request of this process until it is about to expire.
 */
import { CLIENT_TOKEN_CACHE_MS, type TokenResponse } from '@cabas/contracts';
import {
  type ApiClient,
  createApiClient,
  type HttpMethod,
  isApiError,
  type RequestOptions,
} from '../../lib/api-client.server.ts';
import { TOKEN_PATH, tokenCallHeaders } from '../auth/tokens.server.ts';

/** Renewed this long before the API's own expiry, so a call never leaves with a dying token. */
const EXPIRY_MARGIN_MS = 30_000;

let cached: { token: string; until: number } | null = null;
let pending: Promise<string> | null = null;

async function fetchAppToken(api: ApiClient, request: Request): Promise<string> {
  const answer = await api.post<TokenResponse>(
    TOKEN_PATH,
    { grant_type: 'client_credentials' },
    { headers: tokenCallHeaders(request) },
  );
  const lifetime = Math.min(CLIENT_TOKEN_CACHE_MS, answer.expires_in * 1000 - EXPIRY_MARGIN_MS);
  cached = { token: answer.access_token, until: Date.now() + Math.max(lifetime, 0) };
  return answer.access_token;
}

/** The cached client token, fetched once for all the requests that need it at the same time. */
export function appToken(api: ApiClient, request: Request): Promise<string> {
  if (cached && cached.until > Date.now()) return Promise.resolve(cached.token);
  pending ??= fetchAppToken(api, request).finally(() => {
    pending = null;
  });
  return pending;
}

/** Forgets the cached token (tests; a 401 answer). */
export function forgetAppToken(): void {
  cached = null;
}

/** One call with the client token; a 401 (token revoked, secret rotated) gets one new token and one retry. */
export async function appCall<T>(
  api: ApiClient,
  request: Request,
  method: HttpMethod,
  path: string,
  init?: RequestOptions,
): Promise<T> {
  const call = async () =>
    (
      await createApiClient({ ...api.options, token: await appToken(api, request) }).request<T>(
        method,
        path,
        init,
      )
    ).data;
  try {
    return await call();
  } catch (error) {
    if (!(isApiError(error) && error.status === 401)) throw error;
    forgetAppToken();
    return call();
  }
}
