import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../../../test/accounts-helpers.ts';
import { call } from '../../../test/helpers/cart.ts';
import { fillDriveCart, julien, marie, put, type Shopper } from '../../../test/helpers/checkout.ts';
import { confirmedOrderId, openDrivePayment } from '../../../test/helpers/drive-payment.ts';
import { ACCEPTED_CARD, postForm } from '../../../test/helpers/payments.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_PARTNER_CARDS } from '../../db/seed/loyalty.ts';

/**
 * Issue #35, item 3: a refund to a partner card that left the account follows the money to the card
 * (its number), never to the reusable row id (on SQLite another customer's new card got it).
 */

let t: TestApp;
let m: Shopper;
let j: Shopper;
const [, second, third] = DEMO_PARTNER_CARDS;

beforeAll(async () => {
  t = await createTestApp();
  [m, j] = await Promise.all([marie(t), julien(t)]);
});
afterAll(() => t?.close());

const db = () => t.database.db;

async function pair(who: Shopper, card: { numero: string; code: string }): Promise<number> {
  const res = await call(t, 'POST', '/api/me/fidelites/appairage', who.headers, {
    num_carte_carrefour: card.numero,
    code_pin_carrefour: card.code,
    'g-captcha-response': await solvedCaptcha(t),
    type_carte: 'CRF',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}
const cardBalance = async (numero: string) =>
  (
    await db()
      .selectFrom('loyalty_cards')
      .select('solde_cents')
      .where('numero', '=', numero)
      .executeTakeFirst()
  )?.solde_cents ?? null;
const registerBalance = async (numero: string) =>
  (
    await db()
      .selectFrom('loyalty_card_register')
      .select('solde_cents')
      .where('numero', '=', numero)
      .executeTakeFirstOrThrow()
  ).solde_cents;

/** Marie's drive cart paid with `euros` of the card's cagnotte, the rest by bank card. */
async function payWithCagnotte(cardId: number, euros: number) {
  await fillDriveCart(t, m, 30);
  const { pagePath } = await openDrivePayment(t, m, 0, {}, async (c) => {
    const wallet = await put(t, m, c, { tirelire: { montant: euros, carte: cardId } });
    expect(wallet.statusCode, wallet.body).toBe(200);
  });
  const id = confirmedOrderId((await postForm(t, pagePath, ACCEPTED_CARD)).headers.location);
  expect(id).toBeGreaterThan(0);
  return id;
}

describe('a cagnotte refunded after its card left the account', () => {
  it('goes back to the card in the register, and never to the customer who got the row id', async () => {
    const marieCard = await pair(m, second);
    const orderId = await payWithCagnotte(marieCard, 5);
    const order = await db()
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.tirelire_cents).toBe(500);
    expect(await cardBalance(second.numero)).toBe(second.cents - 500);

    expect((await call(t, 'DELETE', `/api/me/fidelites/${marieCard}`, m.headers)).statusCode).toBe(204);
    expect(await registerBalance(second.numero)).toBe(second.cents - 500);
    // Julien links a card next: on SQLite it may get the row id Marie's card had.
    await pair(j, third);

    const cancel = await call(t, 'POST', `/api/me/commandes/${orderId}/annulation`, m.headers);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data.remboursement.tirelire).toBe(5);
    expect(await cardBalance(third.numero)).toBe(third.cents);
    expect(await registerBalance(second.numero)).toBe(second.cents);
    expect(await t.app.services.ledger.mismatches()).toEqual([]);

    // Linked again, the card shows its whole cagnotte.
    await pair(m, second);
    expect(await cardBalance(second.numero)).toBe(second.cents);
  });
});
