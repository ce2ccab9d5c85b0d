import { API_ERROR_CODES, type CheckoutResponse, messages } from '@cabas/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MINUTE, testClock } from '../../../test/accounts-helpers.ts';
import {
  checkoutPath,
  createCheckout,
  fillDriveCart,
  julien,
  marie,
  q,
  type Shopper,
} from '../../../test/helpers/checkout.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_GIFT_CARDS } from '../../db/seed/checkout.ts';
import { GIFT_CARD_CHECK_LIMITS } from './gift-card-attempts.ts';
import { GIFT_CARD_MAX_FAILURES } from './gift-card-pin.ts';

/** Gift card numbers cannot be enumerated, nor cards locked for good by anyone. */
let t: TestApp;
let j: Shopper;
let m: Shopper;
const clock = testClock();

beforeAll(async () => {
  t = await createTestApp({ clock });
  j = await julien(t);
  m = await marie(t);
  await fillDriveCart(t, j, 80);
  await fillDriveCart(t, m, 80);
});
/** Moves the clock; access tokens are short-lived, so both shoppers log in again. */
async function later(ms: number) {
  clock.advance(ms);
  j = await julien(t);
  m = await marie(t);
}
beforeEach(() => later(HOUR + MINUTE));
afterAll(() => t?.close());

const [valid, big] = DEMO_GIFT_CARDS;
const HOUR = 60 * MINUTE;

/** A gift card check from a given shopper address (the connection's, as no storefront vouches). */
async function check(s: Shopper, numero: string, pin: string, address: string) {
  const c: CheckoutResponse = await createCheckout(t, s);
  return t.app.inject({
    method: 'POST',
    url: checkoutPath(s, c.data.id, `/carte-cadeau${q(c)}`),
    headers: s.headers,
    payload: { carte_cadeau: { numero, pin } },
    remoteAddress: address,
  });
}
const unknownNumber = (i: number) => `9000000000000000${String(50_000 + i)}`;

describe('gift card abuse', () => {
  it('answers an unknown number exactly as a wrong PIN', async () => {
    const unknown = await check(j, unknownNumber(1), '1234', '10.60.0.1');
    const wrongPin = await check(j, valid.numero, '0000', '10.60.0.1');
    expect(unknown.statusCode).toBe(422);
    expect(wrongPin.statusCode).toBe(unknown.statusCode);
    expect(wrongPin.json()).toEqual(unknown.json());
    expect(unknown.json().code).toBe(API_ERROR_CODES.giftCardRefused);
  });

  it(`refuses a shopper's checks for an hour after ${GIFT_CARD_CHECK_LIMITS.failures} wrong ones, from any address`, async () => {
    for (let i = 0; i < GIFT_CARD_CHECK_LIMITS.failures; i++) {
      expect((await check(j, unknownNumber(i), '1234', `10.61.0.${i}`)).statusCode).toBe(422);
    }
    const limited = await check(j, valid.numero, valid.pin, '10.61.1.1');
    expect(limited.statusCode).toBe(403);
    expect(limited.json()).toMatchObject({ status_code: 403, message: messages.tooManyWrongAttempts });
    // Another shopper elsewhere is not concerned.
    expect((await check(m, valid.numero, valid.pin, '10.61.2.1')).statusCode).toBe(200);
    await later(HOUR + MINUTE);
    expect((await check(j, valid.numero, valid.pin, '10.61.1.1')).statusCode).toBe(200);
  });

  it('refuses the checks of an address after as many wrong ones by several shoppers', async () => {
    const address = '10.62.0.1';
    for (let i = 0; i < GIFT_CARD_CHECK_LIMITS.failures; i++) {
      const shopper = i % 2 ? j : m;
      expect((await check(shopper, unknownNumber(100 + i), '1234', address)).statusCode).toBe(422);
    }
    expect((await check(j, valid.numero, valid.pin, address)).statusCode).toBe(403);
    expect((await check(m, valid.numero, valid.pin, address)).statusCode).toBe(403);
    expect((await check(j, valid.numero, valid.pin, '10.62.0.2')).statusCode).toBe(200);
  });

  it('locks a card after 5 wrong PINs for one hour, then takes the right PIN', async () => {
    for (let i = 0; i < GIFT_CARD_MAX_FAILURES; i++) {
      // Each from its own shopper address: the card's own lock is what is tested.
      expect((await check(i % 2 ? j : m, big.numero, '9999', `10.63.0.${i}`)).statusCode).toBe(422);
    }
    const locked = await check(m, big.numero, big.pin, '10.63.1.1');
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe(messages.tooManyWrongAttempts);
    await later(59 * MINUTE);
    expect((await check(m, big.numero, big.pin, '10.63.1.1')).statusCode).toBe(403);
    await later(2 * MINUTE);
    const after = await check(m, big.numero, big.pin, '10.63.1.1');
    expect(after.statusCode).toBe(200);
    expect(after.json().data.solde).toBe(150);
  });
});
