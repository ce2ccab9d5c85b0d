/**
 * Session and store context:
 *
 * - `uuid` cookie: a random UUID set on the first visit, 365 days, SameSite=Lax, HttpOnly, path /; sent to
 *   the API as the uuid header;
 * - `magasin_id` cookie: the current store (365 days, Lax, /). No cookie means national mode;
 * - `?magasin_id=N` on any page switches store: the store is checked through the API, the cookie
 *   set, and the answer is a redirect to the same address without the parameter (the browser
 *   replaces the history entry; a client-side navigation is told to replace it too). An unknown
 *   store changes nothing and leaves a one-time message (cookie `cabas_flash`) for a toast.
 *
 * The cookies are declared in `lib/uuid-cookie.server.ts`, `lib/store-cookie.server.ts` and
 * `lib/flash-cookie.server.ts` (React Router's `createCookie` and cookie session).
 */
import { randomUUID } from 'node:crypto';
import { NATIONAL_STORE_ID } from '@cabas/contracts';
import { type MiddlewareFunction, replace } from 'react-router';
import { type ApiClient, createApiClient } from '../../lib/api-client.server.ts';
import { storefrontClientToken } from '../../lib/app-token-source.server.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { webConfig } from '../../lib/config.server.ts';
import { type ShopContext, shopContext } from '../../lib/context.server.ts';
import { isSecureRequest } from '../../lib/cookie-secrets.server.ts';
import { FlashMessages } from '../../lib/flash-cookie.server.ts';
import { parseId } from '../../lib/route-patterns.ts';
import { clearStoreCookie, readStoreValue, setStoreCookie } from '../../lib/store-cookie.server.ts';
import { readUuid, uuidCookie } from '../../lib/uuid-cookie.server.ts';
import { getStore } from './stores.server.ts';

declare module '../../lib/flash-cookie.server.ts' {
  interface FlashData {
    /** The outcome of a store switch, shown as a toast. */
    store: import('./types.ts').FlashKind;
  }
}

export { FLASH_COOKIE } from '../../lib/flash-cookie.server.ts';
export const STORE_PARAM = 'magasin_id';

/** The store id a cookie or parameter holds; `null` for national mode or an invalid value. */
export function storeIdFrom(value: string | null | undefined): number | null {
  const id = parseId(value?.trim());
  return id === null || id === NATIONAL_STORE_ID ? null : id;
}

export type StoreSwitch =
  | { kind: 'store'; id: number }
  | { kind: 'national' }
  | { kind: 'unknown' }
  | { kind: 'unavailable' };

/** Checks the store a `magasin_id` value names. */
export async function resolveStoreSwitch(
  api: ApiClient,
  value: string | null | undefined,
): Promise<StoreSwitch> {
  const raw = value?.trim() ?? '';
  if (raw === String(NATIONAL_STORE_ID)) return { kind: 'national' };
  const id = parseId(raw);
  if (id === null) return { kind: 'unknown' };
  try {
    const store = await getStore(api, id);
    if (!store) return { kind: 'unknown' };
    if (store.attributes.isNational) return { kind: 'national' };
    return { kind: 'store', id: store.id };
  } catch {
    return { kind: 'unavailable' };
  }
}

/** Applies a store switch to the request's answer: the store cookie and the toast that says so. */
export async function applyStoreSwitch(shop: ShopContext, outcome: StoreSwitch): Promise<void> {
  switch (outcome.kind) {
    case 'store':
      shop.setCookie(await setStoreCookie(outcome.id, shop.secure));
      return shop.flash.put('store', 'store-changed');
    case 'national':
      shop.setCookie(await clearStoreCookie(shop.secure));
      return shop.flash.put('store', 'store-national');
    case 'unknown':
      return shop.flash.put('store', 'store-unknown');
    case 'unavailable':
      return shop.flash.put('store', 'store-error');
  }
}

export const storeContextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = new URL(request.url);
  const cookieHeader = request.headers.get('cookie');
  const secure = isSecureRequest(request);
  const setCookies: string[] = [];

  let uuid = await readUuid(cookieHeader);
  if (!uuid) {
    uuid = randomUUID();
    setCookies.push(await uuidCookie.serialize(uuid, { secure }));
  }

  const config = webConfig();
  const api = createApiClient({
    baseUrl: config.apiUrl,
    timeoutMs: config.apiTimeoutMs,
    uuid,
    userAgent: request.headers.get('user-agent'),
    requestId: request.headers.get('x-request-id'),
    endUserIp: clientIp(request),
    shopOrigin: url.origin,
    clientToken: storefrontClientToken(),
  });

  const shop: ShopContext = {
    uuid,
    storeId: storeIdFrom(await readStoreValue(cookieHeader)),
    api,
    cookieHeader,
    flash: new FlashMessages(cookieHeader),
    secure,
    setCookie: (header) => setCookies.push(header),
  };
  /** The cookies this request sets, its one-time messages last (written once). */
  const cookiesToSet = async () => {
    const flash = await shop.flash.commit(secure);
    return flash ? [...setCookies, flash] : setCookies;
  };

  if ((request.method === 'GET' || request.method === 'HEAD') && url.searchParams.has(STORE_PARAM)) {
    await applyStoreSwitch(shop, await resolveStoreSwitch(api, url.searchParams.getAll(STORE_PARAM).at(-1)));
    url.searchParams.delete(STORE_PARAM);
    // A client-side navigation's data request carries React Router's own `_routes` parameter.
    url.searchParams.delete('_routes');
    const headers = new Headers({ 'cache-control': 'no-store' });
    for (const cookie of await cookiesToSet()) headers.append('set-cookie', cookie);
    // `replace` answers 302 with X-Remix-Replace: a document request never keeps the old address
    // in history, and a client-side navigation replaces its entry too.
    throw replace(url.pathname + url.search, { status: 302, headers });
  }
  context.set(shopContext, shop);

  const response = await next();
  const cookies = await cookiesToSet();
  if (cookies.length) {
    for (const cookie of cookies) response.headers.append('set-cookie', cookie);
    response.headers.set('cache-control', 'private, no-cache');
  }
  return response;
};
