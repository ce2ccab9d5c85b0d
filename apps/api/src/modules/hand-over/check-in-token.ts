import { createHmac, timingSafeEqual } from 'node:crypto';

const TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * The token of an order's « Je suis arrivé(e) » link (decision 116): the order's id and an
 * HMAC-SHA256 of it, under a key derived from the app's secret. Unguessable without the secret, it
 * works without logging in (the customer is in her car) and can only say that she has arrived for
 * that order, so it carries nothing else and does not expire (the order's status ends its use).
 */
export class CheckInTokens {
  readonly #key: Buffer;

  constructor(appSecret: string) {
    this.#key = createHmac('sha256', appSecret).update('cabas order check-in v1').digest();
  }

  #sign(orderId: number): Buffer {
    return createHmac('sha256', this.#key).update(String(orderId)).digest();
  }

  create(orderId: number): string {
    return `${orderId}.${this.#sign(orderId).toString('base64url')}`;
  }

  /** The order of a good token; null for any other text. */
  orderOf(token: string): number | null {
    const match = TOKEN.exec(token);
    if (!match) return null;
    const orderId = Number(match[1]);
    if (!Number.isSafeInteger(orderId) || orderId <= 0) return null;
    const given = Buffer.from(match[2]!, 'base64url');
    const expected = this.#sign(orderId);
    return given.length === expected.length && timingSafeEqual(given, expected) ? orderId : null;
  }
}
