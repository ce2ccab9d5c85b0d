import { RouterContextProvider } from 'react-router';
import { createApiClient } from '../app/lib/api-client.server.ts';
import { createAppTokenCache } from '../app/lib/app-token.server.ts';
import { shopContext } from '../app/lib/context.server.ts';
import { FlashMessages } from '../app/lib/flash-cookie.server.ts';

const tokenCaches = new WeakMap<typeof globalThis.fetch, ReturnType<typeof createAppTokenCache>>();

/** The storefront's client token, fetched from the fake API's token route (one cache per fake API). */
function clientTokenFrom(fetch: typeof globalThis.fetch) {
  const known = tokenCaches.get(fetch);
  if (known) return known;
  const cache = createAppTokenCache({
    async fetchToken() {
      const answer = await (await fetch('http://api.test/api/auth/token', { method: 'POST' })).json();
      return { token: answer.access_token, expiresInSeconds: answer.expires_in };
    },
  });
  tokenCaches.set(fetch, cache);
  return cache;
}

/**
 * A route context whose shop calls a fake API through `fetch` (a visitor of `storeId`, no cookies).
 * With `clientToken: false` the api client asks for no storefront token: the fake API sees only the
 * calls of the code under test (pages of logged-in shoppers send the shopper's own token).
 */
export function fakeShopContext(
  fetch: typeof globalThis.fetch,
  storeId: number | null,
  options: { clientToken?: boolean; uuid?: string } = {},
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(shopContext, {
    uuid: options.uuid ?? '00000000-0000-4000-8000-000000000000',
    storeId,
    api: createApiClient({
      baseUrl: 'http://api.test/api',
      timeoutMs: 1000,
      fetch,
      retryDelayMs: 0,
      ...(options.clientToken === false ? {} : { clientToken: clientTokenFrom(fetch) }),
    }),
    cookieHeader: null,
    flash: new FlashMessages(null),
    secure: false,
    setCookie: () => {},
  });
  return context;
}
