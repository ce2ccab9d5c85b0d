/**
 * Anonymous API calls that need the storefront's client token (doc 2 §7 "Anonymous calls flagged as
 * needing it use a client token cached for 10 minutes"): sign-up, forgotten password, password reset.
 * The request's API client adds the token it keeps (`lib/app-token.server.ts`) and renews it once when
 * the API refuses it.
 */
import type { ApiClient, HttpMethod, RequestOptions } from '../../lib/api-client.server.ts';

export async function appCall<T>(
  api: ApiClient,
  method: HttpMethod,
  path: string,
  init?: RequestOptions,
): Promise<T> {
  return (await api.request<T>(method, path, { ...init, needsClientToken: true })).data;
}
