/**
 * The storefront's anonymous client token: a client-credentials grant with the storefront's
 * credentials (HTTP Basic), cached 10 minutes by `lib/app-token.server.ts`, one per server process.
 */
import { endpoints } from '@cabas/contracts';
import { createApiClient } from './api-client.server.ts';
import { type AppTokenSource, createAppTokenCache } from './app-token.server.ts';
import { webConfig } from './config.server.ts';
import { basicAuthorization, storefrontCredentials } from './secrets.server.ts';

let source: AppTokenSource | undefined;

export function storefrontClientToken(): AppTokenSource {
  source ??= createAppTokenCache({
    async fetchToken() {
      const config = webConfig();
      const client = storefrontCredentials();
      const api = createApiClient({ baseUrl: config.apiUrl, timeoutMs: config.apiTimeoutMs });
      const answer = await api.call(endpoints.accounts.token, {
        body: { grant_type: 'client_credentials' },
        headers: client ? { authorization: basicAuthorization(client) } : {},
      });
      return { token: answer.access_token, expiresInSeconds: answer.expires_in };
    },
  });
  return source;
}
