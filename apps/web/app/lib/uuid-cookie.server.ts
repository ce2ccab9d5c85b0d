import { createCookie } from 'react-router';
import { PLAIN_VALUE } from './plain-cookie.server.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * `uuid`: the visitor's random id, set on the first visit and sent to the API as the uuid header (the
 * owner of an anonymous cart). Read by the server only. Not signed: a random 122-bit id cannot be
 * guessed, and a forged one only names an empty cart.
 */
export const uuidCookie = createCookie('uuid', {
  maxAge: YEAR_SECONDS,
  sameSite: 'lax',
  path: '/',
  httpOnly: true,
  ...PLAIN_VALUE,
});

/** The uuid of the request, `null` when missing or not a UUID. */
export async function readUuid(cookieHeader: string | null): Promise<string | null> {
  const value: unknown = await uuidCookie.parse(cookieHeader);
  return typeof value === 'string' && UUID.test(value) ? value : null;
}
