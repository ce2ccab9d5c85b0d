import { API_ERROR_CODES, loyaltyConversionMessages, loyaltyMessages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../test/accounts-helpers.ts';
import { call } from '../../../test/helpers/cart.ts';
import { julien, marie, type Shopper, shopperOf } from '../../../test/helpers/checkout.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type {} from '../../db/schema-checkout.ts';
import type {} from '../../db/schema-ledger.ts';

/**
 * Points turned into euros on the same card (decision 125), through the API on both databases:
 * the simulation, the transformation once per key, the refusals, and balances that stay the sum of
 * the ledger's movements when transformations race each other or a payment spending the cagnotte.
 */

/** Julien's own-brand « Plus » card (CP): 340 points, 25 to come, no euros. */
const OWN_CARD = '9130000087654321';

let t: TestApp;
let j: Shopper;
let m: Shopper;
let pro: Shopper;
let cardId: number;
let keys = 0;

beforeAll(async () => {
  t = await createTestApp();
  [j, m, pro] = await Promise.all([julien(t), marie(t), shopperOf(t, DEMO_ACCOUNTS.pro)]);
  cardId = (await card()).id;
});
afterAll(() => t?.close());

const db = () => t.database.db;
const card = () =>
  db().selectFrom('loyalty_cards').selectAll().where('numero', '=', OWN_CARD).executeTakeFirstOrThrow();
const newKey = () => `cle-de-test-${String(++keys).padStart(6, '0')}`;
const simulate = (who: Shopper, id: number, query = '') =>
  call(t, 'GET', `/api/me/fidelites/${id}/conversion-points/simulation${query}`, who.headers);
const convert = (who: Shopper, id: number, points: number, key = newKey()) =>
  call(t, 'POST', `/api/me/fidelites/${id}/conversion-points`, who.headers, { points, cle_idempotence: key });
const conversions = (numero = OWN_CARD) =>
  db()
    .selectFrom('stored_value_movements')
    .select(['account', 'amount_cents', 'cause'])
    .where('numero', '=', numero)
    .where('cause', '=', 'conversion')
    .orderBy('id')
    .execute();
const readyz = async () => (await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode;
const balancesHold = async () => {
  expect(await t.app.services.ledger.mismatches()).toEqual([]);
  expect(await readyz()).toBe(200);
};

/** Points credited through the ledger, as an order's earning credits them. */
async function givePoints(points: number) {
  await db()
    .transaction()
    .execute((trx) =>
      t.app.services.ledger.credit(
        trx,
        { account: 'points', numero: OWN_CARD, amount: points, key: `test:${newKey()}`, orderId: 0 },
        new Date().toISOString(),
      ),
    );
}

/** A payment spending the card's cagnotte, as a payment notification does (decision 093). */
function pay(cents: number) {
  return db()
    .transaction()
    .execute((trx) =>
      t.app.services.ledger.spend(
        trx,
        { account: 'cagnotte', numero: OWN_CARD, clientId: j.clientId, cents, sessionId: newKey() },
        new Date().toISOString(),
      ),
    );
}

describe('the points conversion simulation', () => {
  it('tells how many of Julien’s points move and how many euros they give, by his card’s rate', async () => {
    const res = await simulate(j, cardId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        mvtPoints: 300,
        mvtEuros: 3,
        solde_point: 340,
        solde_euro: 0,
        bareme: { points: 100, euros: 1 },
        minimum_points: 100,
      },
    });
    expect((await simulate(j, cardId, '?points=250')).json().data).toMatchObject({
      mvtPoints: 200,
      mvtEuros: 2,
    });
    expect((await simulate(j, cardId, '?points=99')).json().data).toMatchObject({
      mvtPoints: 0,
      mvtEuros: 0,
    });
    const bad = await simulate(j, cardId, '?points=-3');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.points).toEqual([loyaltyConversionMessages.pointsInvalid]);
  });

  it('is for the card’s holder only: 401 without a session, 403 for a pro, 404 for another customer', async () => {
    expect(
      (await call(t, 'GET', `/api/me/fidelites/${cardId}/conversion-points/simulation`, {})).statusCode,
    ).toBe(401);
    const forPro = await simulate(pro, cardId);
    expect(forPro.statusCode).toBe(403);
    expect(forPro.json()).toMatchObject({ code: API_ERROR_CODES.loyaltyProRefused });
    const forMarie = await simulate(m, cardId);
    expect(forMarie.statusCode).toBe(404);
    expect(forMarie.json()).toMatchObject({
      code: API_ERROR_CODES.loyaltyCardNotFound,
      message: loyaltyMessages.cardUnknown,
    });
  });
});

describe('the points transformation', () => {
  it('refuses to another customer (404) and to a pro (403), and moves nothing', async () => {
    const forMarie = await convert(m, cardId, 100);
    expect(forMarie.statusCode).toBe(404);
    expect(forMarie.json()).toMatchObject({ code: API_ERROR_CODES.loyaltyCardNotFound });
    expect((await convert(pro, cardId, 100)).statusCode).toBe(403);
    expect((await card()).solde_points).toBe(340);
    expect(await conversions()).toEqual([]);
  });

  it('refuses amounts off the rate, more points than the card holds and a bad key, in French', async () => {
    const step = await convert(j, cardId, 150);
    expect(step.statusCode).toBe(422);
    expect(step.json().errors.points).toEqual(['Les points se transforment par tranches de 100 points.']);
    const few = await convert(j, cardId, 50);
    expect(few.json().errors.points).toEqual(['La transformation demande au moins 100 points.']);
    const tooMany = await convert(j, cardId, 400);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      code: API_ERROR_CODES.loyaltyPointsInsufficient,
      message: loyaltyConversionMessages.insufficient,
    });
    const badKey = await convert(j, cardId, 100, 'court');
    expect(badKey.statusCode).toBe(422);
    expect(badKey.json().errors.cle_idempotence).toEqual([loyaltyConversionMessages.keyInvalid]);
    expect((await card()).solde_points).toBe(340);
    expect(await conversions()).toEqual([]);
    await balancesHold();
  });

  it('turns 300 points into 3 € on the same card, once per key however often it is retried', async () => {
    const key = newKey();
    const first = await convert(j, cardId, 300, key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { mvtPoints: 300, mvtEuros: 3, solde_point: 40, solde_euro: 3 } });
    const again = await convert(j, cardId, 300, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await card()).toMatchObject({ solde_points: 40, solde_cents: 300 });
    expect(await conversions()).toEqual([
      { account: 'points', amount_cents: -300, cause: 'conversion' },
      { account: 'cagnotte', amount_cents: 300, cause: 'conversion' },
    ]);
    const reused = await convert(j, cardId, 100, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: API_ERROR_CODES.loyaltyConversionKeyReused });
    await balancesHold();
  });

  it('refuses a partner payment card and an expired card', async () => {
    const now = new Date().toISOString();
    const row = {
      client_id: j.clientId,
      sous_type: 'CRF',
      solde_cents: 0,
      solde_suiv_cents: 0,
      solde_points: 0,
      solde_points_suiv: 0,
      code_hash: null,
      created_at: now,
      updated_at: now,
    };
    const ids = [];
    for (const [numero, type_carte, expired] of [
      ['4970000000000001', 'C4', 0],
      ['9250000000000999', 'CRF', 1],
    ] as const) {
      const inserted = await db()
        .insertInto('loyalty_cards')
        .values({ ...row, numero, type_carte, expired })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(inserted.id);
    }
    for (const id of ids) {
      const res = await convert(j, id, 100);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: API_ERROR_CODES.loyaltyPointsNotConvertible,
        message: loyaltyConversionMessages.notConvertible,
      });
      expect((await simulate(j, id)).statusCode).toBe(409);
    }
    await db().deleteFrom('loyalty_cards').where('id', 'in', ids).execute();
  });
});

describe('transformations at the same time', () => {
  it('two at once that the card cannot both pay: one goes through, points never below zero', async () => {
    await givePoints(260); // 300 points
    const before = await card();
    expect(before.solde_points).toBe(300);
    const answers = await Promise.all([convert(j, cardId, 300), convert(j, cardId, 300)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await card()).toMatchObject({ solde_points: 0, solde_cents: before.solde_cents + 300 });
    await balancesHold();
  });

  it('the same request sent five times at once transforms once', async () => {
    await givePoints(500);
    const before = await card();
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => convert(j, cardId, 500, key)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => JSON.stringify(a.json().data.mvtPoints)))).toEqual(new Set(['500']));
    expect(await card()).toMatchObject({ solde_points: 0, solde_cents: before.solde_cents + 500 });
    await balancesHold();
  });

  it('a transformation racing a payment that spends the cagnotte: both count, the ledger holds', async () => {
    await givePoints(200);
    const before = await card();
    const spent = before.solde_cents;
    const [converted, paid] = await Promise.all([convert(j, cardId, 200), pay(spent)]);
    expect(converted.statusCode).toBe(200);
    expect(paid).toBe(true);
    expect(await card()).toMatchObject({ solde_points: 0, solde_cents: 200 });
    // A payment of more than the cagnotte held before: it goes through only after the transformation.
    await givePoints(100);
    const [late, bigPayment] = await Promise.all([convert(j, cardId, 100), pay(250)]);
    expect(late.statusCode).toBe(200);
    expect((await card()).solde_cents).toBe(bigPayment ? 50 : 300);
    expect((await card()).solde_points).toBe(0);
    await balancesHold();
  });
});
