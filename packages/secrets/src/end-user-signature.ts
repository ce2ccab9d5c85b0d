import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The storefront's word for "this call is made for the shopper at this address": an HMAC-SHA256, keyed
 * with the storefront's client secret, over the address and the time of the call. The storefront signs
 * every call (in-process or over HTTP with API_URL); the API believes the address only when the signature
 * is good and recent, so no other caller can pick the address its calls are counted under.
 * Shared by the API (`storefront-client.ts`) and the storefront (`lib/end-user.server.ts`).
 */

/** A signature older (or further in the future) than this is refused: it bounds replays and clock skew. */
export const END_USER_SIGNATURE_MAX_AGE_MS = 60_000;

function mac(secret: string, address: string, seconds: number): Buffer {
  return createHmac('sha256', secret).update(`cabas-end-user\n${address}\n${seconds}`).digest();
}

/** `<unix seconds>.<base64url HMAC>` for the `x-end-user-signature` header. */
export function signEndUserAddress(secret: string, address: string, nowMs: number = Date.now()): string {
  const seconds = Math.floor(nowMs / 1000);
  return `${seconds}.${mac(secret, address, seconds).toString('base64url')}`;
}

const SIGNATURE = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export function verifyEndUserAddress(
  secret: string,
  address: string,
  signature: string,
  nowMs: number = Date.now(),
): boolean {
  const match = SIGNATURE.exec(signature);
  if (!match) return false;
  const seconds = Number(match[1]);
  if (Math.abs(nowMs - seconds * 1000) > END_USER_SIGNATURE_MAX_AGE_MS) return false;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = mac(secret, address, seconds);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
