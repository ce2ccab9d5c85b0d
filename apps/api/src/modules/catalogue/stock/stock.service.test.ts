import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, type TestServices } from '../../../../test/test-services.ts';

/** The stock an order takes and gives back, on the module's service (both databases). */
let m: TestServices;
let offer: { store_id: number; product_id: number; stock: number; reserved: number };

const offerNow = () =>
  m.database.db
    .selectFrom('offers')
    .select(['stock', 'reserved'])
    .where('store_id', '=', offer.store_id)
    .where('product_id', '=', offer.product_id)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  m = await createTestServices();
  offer = await m.database.db
    .selectFrom('offers')
    .select(['store_id', 'product_id', 'stock', 'reserved'])
    .where('stock', '>=', 5)
    .orderBy('product_id')
    .executeTakeFirstOrThrow();
});
afterAll(() => m?.close());

describe('stock of an offer', () => {
  it('takes what is left, and nothing beyond it', async () => {
    const { stock } = m.services;
    const left = offer.stock - offer.reserved;
    expect(await stock.reserve(m.database.db, offer.store_id, offer.product_id, left)).toBe(true);
    expect(await stock.reserve(m.database.db, offer.store_id, offer.product_id, 1)).toBe(false);
    expect(await offerNow()).toEqual({ stock: offer.stock, reserved: offer.stock });
  });

  it('gives back what was taken, never below zero', async () => {
    const { stock } = m.services;
    await stock.release(m.database.db, offer.store_id, offer.product_id, 2);
    expect((await offerNow()).reserved).toBe(offer.stock - 2);
    await stock.release(m.database.db, offer.store_id, offer.product_id, offer.stock + 10);
    expect((await offerNow()).reserved).toBe(0);
  });

  it('lets only one of two takers have the last units', async () => {
    const { stock } = m.services;
    const all = offer.stock;
    const answers = await Promise.all([
      m.database.db.transaction().execute((trx) => stock.reserve(trx, offer.store_id, offer.product_id, all)),
      m.database.db.transaction().execute((trx) => stock.reserve(trx, offer.store_id, offer.product_id, all)),
    ]);
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect((await offerNow()).reserved).toBe(all);
  });
});
