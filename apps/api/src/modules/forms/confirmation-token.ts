import { createHmac, timingSafeEqual } from 'node:crypto';
import { NEWSLETTER_CONFIRMATION_DAYS } from '@cabas/contracts';

export type ConfirmationCheck =
  | { ok: true; subscriptionId: number }
  | { ok: false; reason: 'invalid' | 'expired' };

const b64 = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/**
 * The signed link of the newsletter confirmation e-mail (double opt-in): which pending subscription,
 * until when, signed with HMAC-SHA256 under a key derived from the app's secret. It only confirms
 * that subscription, so it carries nothing else.
 */
export class ConfirmationTokens {
  readonly #key: Buffer;

  constructor(appSecret: string) {
    this.#key = createHmac('sha256', appSecret).update('cabas newsletter confirmation v1').digest();
  }

  #sign(payload: string): Buffer {
    return createHmac('sha256', this.#key).update(payload).digest();
  }

  create(subscriptionId: number, now: Date): string {
    const expires = Math.floor(now.getTime() / 1000) + NEWSLETTER_CONFIRMATION_DAYS * 86_400;
    const payload = `${subscriptionId}.${expires}`;
    return `${b64(payload)}.${b64(this.#sign(payload))}`;
  }

  check(token: string, now: Date): ConfirmationCheck {
    const [encoded, signature, extra] = token.split('.');
    if (!encoded || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
    const payload = Buffer.from(encoded, 'base64url').toString('utf8');
    const given = Buffer.from(signature, 'base64url');
    const expected = this.#sign(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return { ok: false, reason: 'invalid' };
    const match = /^(\d{1,10})\.(\d{1,12})$/.exec(payload);
    if (!match) return { ok: false, reason: 'invalid' };
    if (Number(match[2]) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
    return { ok: true, subscriptionId: Number(match[1]) };
  }
}
