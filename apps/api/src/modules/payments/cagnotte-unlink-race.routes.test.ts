import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../../../test/accounts-helpers.ts';
import { call } from '../../../test/helpers/cart.ts';
import { fillDriveCart, marie, put, type Shopper } from '../../../test/helpers/checkout.ts';
import { openDrivePayment } from '../../../test/helpers/drive-payment.ts';
import { ACCEPTED_CARD, postForm } from '../../../test/helpers/payments.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_PARTNER_CARDS } from '../../db/seed/loyalty.ts';

/**
 * Issue #35, item 7: unlinking a partner card while a payment spends its cagnotte deadlocked on
 * PostgreSQL (the card's row, then the checkout that chose it, against the payment's checkout, then
 * the card). Both now take the checkout first; whichever wins, no money appears or vanishes.
 */

let t: TestApp;
let m: Shopper;
const CARD = DEMO_PARTNER_CARDS[4];

beforeAll(async () => {
  t = await createTestApp();
  m = await marie(t);
});
afterAll(() => t?.close());

const db = () => t.database.db;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function pair(): Promise<number> {
  const res = await call(t, 'POST', '/api/me/fidelites/appairage', m.headers, {
    num_carte_carrefour: CARD.numero,
    code_pin_carrefour: CARD.code,
    'g-captcha-response': await solvedCaptcha(t),
    type_carte: 'CRF',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

/** Marie's drive cart up to the payment page, 2 € of it from the card's cagnotte. */
async function openPayment(cardId: number, slotIndex: number) {
  await fillDriveCart(t, m, 20);
  const { pagePath } = await openDrivePayment(t, m, slotIndex, {}, async (c) => {
    const wallet = await put(t, m, c, { tirelire: { montant: 2, carte: cardId } });
    expect(wallet.statusCode, wallet.body).toBe(200);
  });
  return pagePath;
}

const cagnotte = async () => {
  const linked = await db()
    .selectFrom('loyalty_cards')
    .select('solde_cents')
    .where('numero', '=', CARD.numero)
    .executeTakeFirst();
  if (linked) return linked.solde_cents;
  return (
    await db()
      .selectFrom('loyalty_card_register')
      .select('solde_cents')
      .where('numero', '=', CARD.numero)
      .executeTakeFirstOrThrow()
  ).solde_cents;
};

describe('a partner card unlinked while a payment spends its cagnotte', () => {
  it('never fails, and the cagnotte pays the order or stays whole on the card', async () => {
    const statuses: string[] = [];
    for (const [round, delay] of [0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 35].entries()) {
      const cardId = await pair();
      const page = await openPayment(cardId, round);
      const before = await cagnotte();
      const payment = postForm(t, page, ACCEPTED_CARD);
      await pause(delay);
      const unlink = call(t, 'DELETE', `/api/me/fidelites/${cardId}`, m.headers);
      const [paid, unlinked] = await Promise.all([payment, unlink]);
      statuses.push(`${paid.statusCode}/${unlinked.statusCode}`);
      expect(paid.statusCode, `round ${round}: ${paid.body}`).toBeLessThan(500);
      expect(unlinked.statusCode, `round ${round}: ${unlinked.body}`).toBe(204);
      const ordered = /\/commander\/confirmation\/\d+\/ok$/.test(String(paid.headers.location));
      expect(await cagnotte(), `round ${round}: ${paid.headers.location}`).toBe(
        ordered ? before - 200 : before,
      );
      expect(await t.app.services.ledger.mismatches()).toEqual([]);
    }
    expect(statuses).toHaveLength(12);
  });
});
