import type { RouterContextProvider } from 'react-router';
import { checkoutRefCookie } from '../app/lib/checkout-cookie.server.ts';
import { shopContext } from '../app/lib/context.server.ts';
import { commitSession } from '../app/lib/session.server.ts';
import { fakeShopContext } from './fake-shop-context.ts';

/** The fake API's calls as `METHOD /path?query`, with their JSON bodies. */
export interface FakeCall {
  call: string;
  body: unknown;
}

export type FakeRoute = (call: string, body: unknown) => Response | undefined;

/** A fake API answering by `METHOD /path`, recording each call; unknown calls answer 500. */
export function fakeApi(route: FakeRoute) {
  const calls: FakeCall[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    const { pathname, search } = new URL(url);
    const call = `${init?.method ?? 'GET'} ${pathname}${search}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ call, body });
    return route(call, body) ?? Response.json({ status_code: 500, message: 'inattendu' }, { status: 500 });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

/** A logged-in shopper's request (a pro by default), with the pro checkout's cookie when `checkoutId`. */
export async function shopperRequest(
  url: string,
  options: { isPro?: boolean; method?: string; form?: Record<string, string>; checkoutId?: number } = {},
) {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  const session = await commitSession(new Request('http://shop.test/'), {
    accessToken: 'a',
    refreshToken: 'r',
    prenom: 'Paul',
    isPro: options.isPro ?? true,
  });
  const cookies = [session.split(';')[0]!];
  if (options.checkoutId)
    cookies.push(
      (await checkoutRefCookie({ id: options.checkoutId, store: 7, kind: 'drive' }, false)).split(';')[0]!,
    );
  const headers: Record<string, string> = { cookie: cookies.join('; '), origin: 'http://shop.test' };
  const init: RequestInit = { headers, method: options.method ?? (options.form ? 'POST' : 'GET') };
  if (options.form) init.body = new URLSearchParams(options.form);
  return { request: new Request(`http://shop.test${url}`, init), cookieHeader: headers.cookie! };
}

/** A route context of store 7 whose API is `fetch`, with the request's cookies; collects the cookies set. */
export function proContext(fetch: typeof globalThis.fetch, cookieHeader: string | null) {
  const context: RouterContextProvider = fakeShopContext(fetch, 7, { clientToken: false });
  const setCookies: string[] = [];
  context.set(shopContext, {
    ...context.get(shopContext),
    cookieHeader,
    setCookie: (header: string) => setCookies.push(header),
  });
  return { context, setCookies };
}

/** What a loader or action gave: its value, or what it threw (a redirect, a route error). */
export async function outcomeOf<T>(run: () => Promise<T>): Promise<T | unknown> {
  try {
    return await run();
  } catch (thrown) {
    return thrown;
  }
}

/** The value of a `data()` answer, or the value itself. */
export const dataOf = (value: unknown) =>
  typeof value === 'object' && value !== null && 'data' in value && 'init' in value
    ? (value as { data: unknown }).data
    : value;
