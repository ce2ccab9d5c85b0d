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

/** A route context whose shop calls a fake API through `fetch` (a visitor of `storeId`, no cookies). */
export function fakeShopContext(
  fetch: typeof globalThis.fetch,
  storeId: number | null,
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(shopContext, {
    uuid: '00000000-0000-4000-8000-000000000000',
    storeId,
    api: createApiClient({
      baseUrl: 'http://api.test/api',
      timeoutMs: 1000,
      fetch,
      clientToken: clientTokenFrom(fetch),
    }),
    cookieHeader: null,
    flash: new FlashMessages(null),
    secure: false,
    setCookie: () => {},
  });
  return context;
}
