import { API_ERROR_CODES, type CheckoutResponse, checkoutMessages, messages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers/cart.ts';
import {
  checkoutPath,
  createCheckout,
  fillDriveCart,
  julien,
  put,
  q,
  type Shopper,
} from '../../../test/helpers/checkout.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_GIFT_CARDS } from '../../db/seed/checkout.ts';
import { GIFT_CARD_MAX_FAILURES } from './gift-card-pin.ts';

let t: TestApp;
let j: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  j = await julien(t);
  await fillDriveCart(t, j, 80);
});
afterAll(() => t?.close());

const [valid, big, expired, empty] = DEMO_GIFT_CARDS;
const fresh = async (): Promise<CheckoutResponse> => createCheckout(t, j);
const check = (c: CheckoutResponse, numero: string, pin: string) =>
  call(t, 'POST', checkoutPath(j, c.data.id, `/carte-cadeau${q(c)}`), j.headers, {
    carte_cadeau: { numero, pin },
  });

describe('gift card check', () => {
  it('validates the number and the PIN with the spec messages', async () => {
    const c = await fresh();
    const cases: [string, string, Record<string, string[]>][] = [
      ['', '1234', { 'carte_cadeau.numero': [checkoutMessages.giftCardNumberRequired] }],
      ['12345', '1234', { 'carte_cadeau.numero': [checkoutMessages.giftCardNumberLength] }],
      ['90000000000000000000A', '1234', { 'carte_cadeau.numero': [checkoutMessages.giftCardNumberInvalid] }],
      [valid.numero, '', { 'carte_cadeau.pin': [checkoutMessages.giftCardPinRequired] }],
      [valid.numero, '123', { 'carte_cadeau.pin': [checkoutMessages.giftCardPinLength] }],
    ];
    for (const [numero, pin, errors] of cases) {
      const res = await check(c, numero, pin);
      expect(res.statusCode, `${numero}/${pin}`).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
  });

  it('answers one 422 for an unknown card and a wrong PIN, 422 for an expired or an empty card', async () => {
    const c = await fresh();
    const refused = {
      'carte_cadeau.numero': [checkoutMessages.giftCardRefused],
      'carte_cadeau.pin': [checkoutMessages.giftCardRefused],
    };
    const unknown = await check(c, '900000000000000000999', '1234');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual(refused);
    const wrongPin = await check(c, valid.numero, '0000');
    expect(wrongPin.statusCode).toBe(422);
    expect(wrongPin.json().errors).toEqual(refused);
    const expiredAnswer = (await check(c, expired.numero, expired.pin)).json();
    expect(expiredAnswer.errors).toEqual({ 'carte_cadeau.numero': [checkoutMessages.giftCardExpired] });
    expect(expiredAnswer.code).toBe(API_ERROR_CODES.giftCardExpired);
    const emptyAnswer = (await check(c, empty.numero, empty.pin)).json();
    expect(emptyAnswer.errors).toEqual({ 'carte_cadeau.numero': [checkoutMessages.giftCardEmpty] });
    expect(emptyAnswer.code).toBe(API_ERROR_CODES.giftCardEmpty);
  });

  it('locks a card after too many wrong PINs', async () => {
    const c = await fresh();
    for (let i = 0; i < GIFT_CARD_MAX_FAILURES; i++)
      expect((await check(c, big.numero, '9999')).statusCode).toBe(422);
    const locked = await check(c, big.numero, big.pin);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe(messages.tooManyWrongAttempts);
  });

  it('pays min(balance, total): remaining to pay = total - gift card; stale version refused', async () => {
    const c = await fresh();
    const total = c.data.attributes.montants.total_ttc;
    const res = await check(c, valid.numero, valid.pin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toMatchObject({
      numero_masque: '•••• •••• 0001',
      solde: 50,
      montant_utilise: Math.min(50, total),
    });
    expect(body.data.reste_a_payer).toBeCloseTo(Math.max(0, total - 50), 2);
    expect((await check(c, valid.numero, valid.pin)).statusCode).toBe(409);
    const read: CheckoutResponse = (await call(t, 'GET', checkoutPath(j, c.data.id), j.headers)).json();
    expect(read.data.attributes.dateLastUpdate).toBe(body.meta.dateLastUpdate);
    expect(read.data.attributes.carteCadeau?.montant).toBe(Math.min(50, total));
    expect(read.data.attributes.montants.reste_a_payer).toBeCloseTo(Math.max(0, total - 50), 2);
    const removed = await call(t, 'DELETE', checkoutPath(j, c.data.id, `/carte-cadeau${q(read)}`), j.headers);
    expect(removed.json().data.attributes.carteCadeau).toBeNull();
  });
});

describe('wallet (cagnotte) rules', () => {
  it('accepts an amount, caps it at the balance, resets on zero, refuses bad input', async () => {
    let c = await fresh();
    let res = await put(t, j, c, { tirelire: { montant: '5,50' } });
    expect(res.statusCode).toBe(200);
    c = res.json();
    expect(c.data.attributes.tirelire).toMatchObject({ montant: 5.5, solde: 12.5 });
    expect(c.data.attributes.montants.tirelire).toBe(5.5);
    // Above the balance (12.50 €): the balance.
    c = (await put(t, j, c, { tirelire: { montant: 40 } })).json();
    expect(c.data.attributes.tirelire?.montant).toBe(12.5);
    expect(c.data.attributes.montants.reste_a_payer).toBeCloseTo(
      c.data.attributes.montants.total_ttc - 12.5,
      2,
    );
    res = await put(t, j, c, { tirelire: { montant: 'douze' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['tirelire.montant']).toEqual([checkoutMessages.walletInvalid]);
    res = await put(t, j, c, { tirelire: { montant: -1 } });
    expect(res.json().errors['tirelire.montant']).toEqual([checkoutMessages.walletNegative]);
    c = (await put(t, j, c, { tirelire: { montant: 0 } })).json();
    expect(c.data.attributes.tirelire).toBeNull();
  });

  it('caps the wallet at the order total', async () => {
    const c = await fresh();
    await t.database.db
      .updateTable('loyalty_cards')
      .set({ solde_cents: 1_000_000 })
      .where('client_id', '=', j.clientId)
      .execute();
    const res: CheckoutResponse = (await put(t, j, c, { tirelire: { montant: 100_000 } })).json();
    expect(res.data.attributes.tirelire?.montant).toBe(res.data.attributes.montants.total_ttc);
    expect(res.data.attributes.montants.reste_a_payer).toBe(0);
    await t.database.db
      .updateTable('loyalty_cards')
      .set({ solde_cents: 1250 })
      .where('sous_type', '=', 'CRF')
      .where('client_id', '=', j.clientId)
      .execute();
  });

  it('refuses the wallet to a client without a loyalty card', async () => {
    const other = { ...j };
    await t.database.db
      .updateTable('loyalty_cards')
      .set({ expired: 1 })
      .where('client_id', '=', j.clientId)
      .execute();
    const c = await createCheckout(t, other);
    const res = await put(t, other, c, { tirelire: { montant: 2 } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['tirelire.carte']).toEqual([checkoutMessages.walletNoCard]);
    await t.database.db
      .updateTable('loyalty_cards')
      .set({ expired: 0 })
      .where('client_id', '=', j.clientId)
      .execute();
  });
});

describe('instalment simulation', () => {
  it('gives 3x and 4x schedules from 200 € to 3,000 €, at /ws/v1 and under /api', async () => {
    const res = await call(t, 'GET', '/ws/v1/simulation-echeancier?montant=250&date=2026-01-31', {});
    expect(res.statusCode).toBe(200);
    const [three, four] = res.json().data;
    expect(three).toMatchObject({ code: '3FCB', montant: 250, frais: 0, montant_total: 250 });
    expect(three.mensualites).toEqual([
      { date: '2026-01-31', montant: 83.34 },
      { date: '2026-02-28', montant: 83.33 },
      { date: '2026-03-31', montant: 83.33 },
    ]);
    expect(four.mensualites).toHaveLength(4);
    const api = await call(t, 'GET', '/api/ws/v1/simulation-echeancier?montant=3000&code=4FCB', {});
    expect(api.json().data.map((d: { code: string }) => d.code)).toEqual(['4FCB']);
    for (const montant of ['199.99', '3000.01', 'abc']) {
      const bad = await call(t, 'GET', `/ws/v1/simulation-echeancier?montant=${montant}`, {});
      expect(bad.statusCode, montant).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['montant']);
    }
  });
});
