import { createCookie } from 'react-router';
import { PLAIN_VALUE } from './plain-cookie.server.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** `magasin_id`: the shopper's store (a year); no cookie is national mode. Not signed: any store may be chosen. */
export const storeCookie = createCookie('magasin_id', {
  maxAge: YEAR_SECONDS,
  sameSite: 'lax',
  path: '/',
  ...PLAIN_VALUE,
});

/** The raw store value of the request (checked by the store context). */
export async function readStoreValue(cookieHeader: string | null): Promise<string | null> {
  const value: unknown = await storeCookie.parse(cookieHeader);
  return typeof value === 'string' ? value : null;
}

export const setStoreCookie = (id: number, secure: boolean) => storeCookie.serialize(String(id), { secure });
export const clearStoreCookie = (secure: boolean) => storeCookie.serialize('', { secure, maxAge: 0 });
