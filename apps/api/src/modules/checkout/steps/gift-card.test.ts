import { checkoutMessages, messages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckout, fillDriveCart, julien, type Shopper } from '../../../../test/helpers/checkout.ts';
import {
  checkoutRow,
  contextOf,
  expectRefused,
  refusal,
  type StepWorld,
  stepWorld,
} from '../../../../test/helpers/checkout-steps.ts';
import { DEMO_GIFT_CARDS } from '../../../db/seed/checkout.ts';
import { GIFT_CARD_MAX_FAILURES } from '../gift-card-pin.ts';
import { removeGiftCard, useGiftCard } from './gift-card.ts';

let w: StepWorld;
let j: Shopper;

beforeAll(async () => {
  w = await stepWorld();
  j = await julien(w.t);
  await fillDriveCart(w.t, j, 80);
});
afterAll(() => w?.t.close());

const [valid, big, expired, empty] = DEMO_GIFT_CARDS;
const cardRow = (numero: string) =>
  w.deps.db.selectFrom('gift_cards').selectAll().where('numero', '=', numero).executeTakeFirstOrThrow();
const body = (numero: string, pin: string) => ({ carte_cadeau: { numero, pin } });
const notRead = async (): Promise<never> => {
  throw new Error('the checkout is read only once the PIN is right');
};

/** The step on Julien's open checkout, as read now. */
async function check(numero: string, pin: string, load?: () => Promise<never>) {
  const c = await createCheckout(w.t, j);
  const ctx = await contextOf(w, j, c);
  return useGiftCard(w.deps.db, ctx, body(numero, pin), load ?? (() => contextOf(w, j, c)));
}

describe('gift card step', () => {
  it('gives one 422 for an unknown number and a wrong PIN, counting the wrong PIN, before reading the checkout', async () => {
    for (const [numero, pin] of [
      ['900000000000000000999', '1234'],
      [valid.numero, '0000'],
    ]) {
      const error = await refusal(() => check(numero!, pin!, notRead));
      expect(error.statusCode).toBe(422);
      expect(error.errors).toEqual({
        'carte_cadeau.numero': [checkoutMessages.giftCardRefused],
        'carte_cadeau.pin': [checkoutMessages.giftCardRefused],
      });
    }
    expect((await cardRow(valid.numero)).failed_attempts).toBe(1);
  });

  it('refuses an expired and an empty card', async () => {
    await expectRefused(
      () => check(expired.numero, expired.pin),
      422,
      checkoutMessages.giftCardExpired,
      'carte_cadeau.numero',
    );
    await expectRefused(
      () => check(empty.numero, empty.pin),
      422,
      checkoutMessages.giftCardEmpty,
      'carte_cadeau.numero',
    );
  });

  it('pays the smaller of the balance and the total; a new card replaces the previous one', async () => {
    const answer = await check(valid.numero, valid.pin);
    const c = await createCheckout(w.t, j);
    const total = c.data.attributes.montants.total_ttc;
    expect(total).toBeGreaterThan(valid.cents / 100);
    expect(answer.data).toMatchObject({
      solde: 50,
      montant_utilise: 50,
      reste_a_payer: Math.round((total - 50) * 100) / 100,
    });
    const row = await checkoutRow(w, c.data.id);
    expect(row).toMatchObject({ gift_card_id: (await cardRow(valid.numero)).id, gift_card_cents: 5000 });
    expect(answer.meta.dateLastUpdate).toBe(row.updated_at);
    expect((await cardRow(valid.numero)).failed_attempts).toBe(0);

    const bigger = await check(big.numero, big.pin);
    expect(bigger.data).toMatchObject({ montant_utilise: total, reste_a_payer: 0 });
    expect(await checkoutRow(w, c.data.id)).toMatchObject({
      gift_card_id: (await cardRow(big.numero)).id,
      gift_card_cents: Math.round(total * 100),
    });

    await removeGiftCard(w.deps.db, await contextOf(w, j, c));
    expect(await checkoutRow(w, c.data.id)).toMatchObject({ gift_card_id: null, gift_card_cents: 0 });
  });

  it('refuses a stale version after a right PIN, and locks the card after too many wrong PINs', async () => {
    const c = await createCheckout(w.t, j);
    const ctx = await contextOf(w, j, c);
    await removeGiftCard(w.deps.db, ctx);
    await expectRefused(
      () => useGiftCard(w.deps.db, ctx, body(valid.numero, valid.pin), () => contextOf(w, j, c)),
      409,
      checkoutMessages.checkoutStale,
    );
    await expectRefused(() => removeGiftCard(w.deps.db, ctx), 409, checkoutMessages.checkoutStale);

    for (let i = 0; i < GIFT_CARD_MAX_FAILURES; i++) await refusal(() => check(big.numero, '0000', notRead));
    await expectRefused(() => check(big.numero, big.pin, notRead), 403, messages.tooManyWrongAttempts);
  });
});
