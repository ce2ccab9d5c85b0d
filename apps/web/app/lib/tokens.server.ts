/**
 * The token calls of the storefront server: password grant (login), refresh grant, logout, always with
 * the storefront's client credentials (HTTP Basic) and the shopper's address.
 */
import { END_USER_IP_HEADER, endpoints, type LoginBody, type TokenResponse } from '@cabas/contracts';
import type { ApiClient } from './api-client.server.ts';
import { clientIp } from './client-ip.ts';
import { basicAuthorization, storefrontCredentials } from './secrets.server.ts';
import type { SessionTokens } from './session.server.ts';

/** A finished refresh stays shared this long, for the requests that still carry the old cookie. */
const SHARED_REFRESH_MS = 30_000;

/** Headers of a token call: the storefront's credentials and the shopper's address. */
export function tokenCallHeaders(request: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  const client = storefrontCredentials();
  if (client) headers.authorization = basicAuthorization(client);
  const ip = clientIp(request);
  if (ip) headers[END_USER_IP_HEADER] = ip;
  return headers;
}

function toTokens(answer: TokenResponse): SessionTokens {
  if (!answer.refresh_token) throw new Error('The API answered a login without a refresh token.');
  return { accessToken: answer.access_token, refreshToken: answer.refresh_token };
}

export async function passwordGrant(
  api: ApiClient,
  request: Request,
  credentials: LoginBody,
): Promise<SessionTokens> {
  const answer = await api.call(endpoints.accounts.token, {
    body: { grant_type: 'password', ...credentials },
    headers: tokenCallHeaders(request),
  });
  return toTokens(answer);
}

/**
 * Refresh tokens rotate and the API revokes the whole session when one is used twice: one refresh
 * token is exchanged once, whatever the number of loaders (or requests) that found the access token
 * expired at the same time; they all share that one answer.
 */
const refreshing = new Map<string, Promise<SessionTokens>>();

export function refreshGrant(api: ApiClient, request: Request, refreshToken: string): Promise<SessionTokens> {
  const running = refreshing.get(refreshToken);
  if (running) return running;
  const call = api
    .call(endpoints.accounts.token, {
      body: { grant_type: 'refresh_token', refresh_token: refreshToken },
      headers: tokenCallHeaders(request),
    })
    .then(toTokens);
  refreshing.set(refreshToken, call);
  const forget = () => {
    setTimeout(() => refreshing.delete(refreshToken), SHARED_REFRESH_MS).unref();
  };
  call.then(forget, forget);
  return call;
}

/** Revokes the session on the API side; quiet when it is already over. */
export async function revokeSession(api: ApiClient, request: Request, tokens: SessionTokens): Promise<void> {
  try {
    await api.call(endpoints.accounts.logout, {
      body: { refresh_token: tokens.refreshToken },
      headers: { ...tokenCallHeaders(request), authorization: `Bearer ${tokens.accessToken}` },
    });
  } catch {
    // Already revoked, expired or unreachable: the browser's session ends anyway.
  }
}
