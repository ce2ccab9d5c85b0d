import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('generated images', () => {
  it('draws a product packshot with its name', async () => {
    const product = await t.database.db
      .selectFrom('products')
      .select(['ean', 'designation'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await get(`/api/images/produits/${product.ean}.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('max-age=');
    expect(res.body).toMatch(/^<svg /);
    expect(res.body).toContain('aria-label=');
  });

  it('draws a department picture', async () => {
    const category = await t.database.db
      .selectFrom('categories')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await get(`/api/images/categories/${category.id}.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^<svg /);
  });

  it('answers 404 for an unknown product and 400 for a malformed name', async () => {
    expect((await get('/api/images/produits/0000000000000.svg')).statusCode).toBe(404);
    expect((await get('/api/images/produits/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
    expect((await get('/api/images/categories/abc.svg')).statusCode).toBe(400);
  });
});
