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
 */
import { randomUUID } from 'node:crypto';
import { NATIONAL_STORE_ID } from '@cabas/contracts';
import { type MiddlewareFunction, replace } from 'react-router';
import { type ApiClient, createApiClient } from '../../lib/api-client.server.ts';
import { webConfig } from '../../lib/config.server.ts';
import { type ShopContext, shopContext } from '../../lib/context.server.ts';
import { deleteCookie, parseCookies, serializeCookie } from '../../lib/cookies.ts';
import { parseId } from '../../lib/route-patterns.ts';
import { storefrontClientToken } from '../auth/app-token.server.ts';
import { clientIp } from '../auth/client-ip.ts';
import { getStore } from './stores.server.ts';
import type { FlashKind } from './types.ts';

export const UUID_COOKIE = 'uuid';
export const STORE_COOKIE = 'magasin_id';
export const FLASH_COOKIE = 'cabas_flash';
export const STORE_PARAM = 'magasin_id';
const YEAR_SECONDS = 365 * 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function storeCookie(id: number, secure: boolean): string {
  return serializeCookie(STORE_COOKIE, String(id), {
    maxAgeSeconds: YEAR_SECONDS,
    sameSite: 'Lax',
    path: '/',
    secure,
  });
}

export function clearStoreCookie(secure: boolean): string {
  return deleteCookie(STORE_COOKIE, { path: '/', sameSite: 'Lax', secure });
}

export function flashCookie(kind: FlashKind, secure: boolean): string {
  return serializeCookie(FLASH_COOKIE, kind, {
    maxAgeSeconds: 60,
    sameSite: 'Lax',
    path: '/',
    httpOnly: true,
    secure,
  });
}

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

/** The `Set-Cookie` headers and flash message for a store switch. */
export function storeSwitchCookies(outcome: StoreSwitch, secure: boolean): string[] {
  switch (outcome.kind) {
    case 'store':
      return [storeCookie(outcome.id, secure), flashCookie('store-changed', secure)];
    case 'national':
      return [clearStoreCookie(secure), flashCookie('store-national', secure)];
    case 'unknown':
      return [flashCookie('store-unknown', secure)];
    case 'unavailable':
      return [flashCookie('store-error', secure)];
  }
}

function isSecure(request: Request, url: URL): boolean {
  return (
    url.protocol === 'https:' || request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https'
  );
}

export const storeContextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = new URL(request.url);
  const cookies = parseCookies(request.headers.get('cookie'));
  const secure = isSecure(request, url);
  const setCookies: string[] = [];

  let uuid = cookies.get(UUID_COOKIE);
  if (!uuid || !UUID.test(uuid)) {
    uuid = randomUUID();
    setCookies.push(
      serializeCookie(UUID_COOKIE, uuid, {
        maxAgeSeconds: YEAR_SECONDS,
        sameSite: 'Lax',
        path: '/',
        // Read by the server only (it sends it to the API): no script has any use for it.
        httpOnly: true,
        secure,
      }),
    );
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

  if ((request.method === 'GET' || request.method === 'HEAD') && url.searchParams.has(STORE_PARAM)) {
    const outcome = await resolveStoreSwitch(api, url.searchParams.getAll(STORE_PARAM).at(-1));
    url.searchParams.delete(STORE_PARAM);
    // A client-side navigation's data request carries React Router's own `_routes` parameter.
    url.searchParams.delete('_routes');
    const headers = new Headers({ 'cache-control': 'no-store' });
    for (const cookie of [...setCookies, ...storeSwitchCookies(outcome, secure)])
      headers.append('set-cookie', cookie);
    // `replace` answers 302 with X-Remix-Replace: a document request never keeps the old address
    // in history, and a client-side navigation replaces its entry too.
    throw replace(url.pathname + url.search, { status: 302, headers });
  }

  const shop: ShopContext = {
    uuid,
    storeId: storeIdFrom(cookies.get(STORE_COOKIE)),
    api,
    cookies,
    secure,
    setCookie: (header) => setCookies.push(header),
  };
  context.set(shopContext, shop);

  const response = await next();
  if (setCookies.length) {
    for (const cookie of setCookies) response.headers.append('set-cookie', cookie);
    response.headers.set('cache-control', 'private, no-cache');
  }
  return response;
};
