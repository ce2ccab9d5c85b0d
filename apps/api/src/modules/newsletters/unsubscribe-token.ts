import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long the unsubscribe link of a newsletter e-mail works (an old e-mail must still let go). */
export const UNSUBSCRIBE_TOKEN_DAYS = 365;

export type UnsubscribeCheck =
  | { ok: true; clientId: number; storeId: number }
  | { ok: false; reason: 'invalid' | 'expired' };

const b64 = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/**
 * The signed token of a newsletter's unsubscribe link: who and which store, until when, signed with
 * HMAC-SHA256 under a key derived from the app's secret. It works without logging in and only
 * unsubscribes, so it carries nothing else.
 */
export class UnsubscribeTokens {
  readonly #key: Buffer;

  constructor(appSecret: string) {
    this.#key = createHmac('sha256', appSecret).update('cabas newsletter unsubscribe v1').digest();
  }

  #sign(payload: string): Buffer {
    return createHmac('sha256', this.#key).update(payload).digest();
  }

  create(clientId: number, storeId: number, now: Date): string {
    const expires = Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_TOKEN_DAYS * 86_400;
    const payload = `${clientId}.${storeId}.${expires}`;
    return `${b64(payload)}.${b64(this.#sign(payload))}`;
  }

  check(token: string, now: Date): UnsubscribeCheck {
    const [encoded, signature, extra] = token.split('.');
    if (!encoded || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
    const payload = Buffer.from(encoded, 'base64url').toString('utf8');
    const given = Buffer.from(signature, 'base64url');
    const expected = this.#sign(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return { ok: false, reason: 'invalid' };
    const match = /^(\d{1,10})\.(\d{1,10})\.(\d{1,12})$/.exec(payload);
    if (!match) return { ok: false, reason: 'invalid' };
    if (Number(match[3]) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
    return { ok: true, clientId: Number(match[1]), storeId: Number(match[2]) };
  }
}
