import { catalogueMessages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { reviewStatistics } from './reviews.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HYPER = 5;
const get = (url: string) => t.app.inject({ method: 'GET', url });
const mostReviewed = async () => {
  const row = await t.database.db
    .selectFrom('reviews')
    .select((eb) => ['product_id', eb.fn.countAll<number>().as('n')])
    .groupBy('product_id')
    .orderBy('n', 'desc')
    .orderBy('product_id')
    .executeTakeFirstOrThrow();
  return { id: row.product_id, count: Number(row.n) };
};

describe('GET /api/magasins/:shopId/produits/:productId/reviews', () => {
  it('pages the reviews and gives their statistics', async () => {
    const product = await mostReviewed();
    const ratings = await t.database.db
      .selectFrom('reviews')
      .select('rating')
      .where('product_id', '=', product.id)
      .execute();
    const res = await get(`/api/magasins/${HYPER}/produits/${product.id}/reviews?page-size=2`);
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(data.attributes.reviews).toHaveLength(2);
    expect(data.attributes.reviews[0]).toEqual({
      id: expect.any(Number),
      auteur: expect.any(String),
      note: expect.any(Number),
      titre: expect.any(String),
      commentaire: expect.any(String),
      date: expect.any(String),
    });
    expect(meta.statistics.count).toBe(product.count);
    const average = ratings.reduce((s, r) => s + r.rating, 0) / ratings.length;
    expect(meta.statistics.average).toBe(Math.round(average * 10) / 10);
    expect(Object.values(meta.statistics.distribution).reduce((s: number, n) => s + (n as number), 0)).toBe(
      product.count,
    );
    expect(meta.pagination).toMatchObject({ current_page: 1, per_page: 2, nb_total_items: product.count });
    const dates = data.attributes.reviews.map((r: { date: string }) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('sorts by rating and pages to the end, then 404 past the last page', async () => {
    const product = await mostReviewed();
    const res = await get(
      `/api/magasins/${HYPER}/produits/${product.id}/reviews?sort-by=note-desc&page-size=50`,
    );
    const notes = res.json().data.attributes.reviews.map((r: { note: number }) => r.note);
    expect(notes).toEqual([...notes].sort((a, b) => b - a));
    const last = Math.ceil(product.count / 3);
    expect(
      (await get(`/api/magasins/${HYPER}/produits/${product.id}/reviews?page-size=3&page=${last}`))
        .statusCode,
    ).toBe(200);
    const past = await get(
      `/api/magasins/${HYPER}/produits/${product.id}/reviews?page-size=3&page=${last + 1}`,
    );
    expect(past.statusCode).toBe(404);
    expect(past.json().errors.page).toEqual([catalogueMessages.pageOutOfRange]);
  });

  it('gives empty statistics for a product without reviews', async () => {
    const product = await t.database.db
      .selectFrom('products as p')
      .select('p.id')
      .where('p.corapro', '=', 0)
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('reviews as r').select('r.id').whereRef('r.product_id', '=', 'p.id'))),
      )
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    const res = await get(`/api/magasins/${HYPER}/produits/${product.id}/reviews`);
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.statistics).toEqual({
      average: null,
      count: 0,
      distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    });
  });

  it('refuses bad pages, sizes and sorts, unknown products and stores', async () => {
    const product = await mostReviewed();
    const base = `/api/magasins/${HYPER}/produits/${product.id}/reviews`;
    expect((await get(`${base}?page=0`)).statusCode).toBe(422);
    expect((await get(`${base}?page-size=51`)).statusCode).toBe(422);
    expect((await get(`${base}?sort-by=hasard`)).statusCode).toBe(422);
    expect((await get(`/api/magasins/${HYPER}/produits/987654/reviews`)).statusCode).toBe(404);
    expect((await get(`/api/magasins/424242/produits/${product.id}/reviews`)).statusCode).toBe(404);
  });
});

describe('reviewStatistics', () => {
  it('averages to one decimal and counts each rating', () => {
    expect(
      reviewStatistics([
        { rating: 5, count: 2 },
        { rating: 4, count: 1 },
      ]),
    ).toEqual({ average: 4.7, count: 3, distribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 2 } });
  });
});
