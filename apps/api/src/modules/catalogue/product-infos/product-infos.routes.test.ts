import { catalogueMessages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const foodWithEverything = () =>
  t.database.db
    .selectFrom('products')
    .selectAll()
    .where('source', '=', 'off')
    .where('corapro', '=', 0)
    .where('ingredients', 'is not', null)
    .where('nutrition', 'is not', null)
    .where('origine', 'is not', null)
    .where('allergens', '!=', '[]')
    .orderBy('id')
    .executeTakeFirstOrThrow();

describe('GET /api/product-infos/:id', () => {
  it('gives the consumer information groups built from the product data', async () => {
    const product = await foodWithEverything();
    const res = await get(`/api/product-infos/${product.id}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.attributes).toMatchObject({
      ean: product.ean,
      designation: product.designation,
      url: `/infoconso/${product.ean}`,
    });
    const groups = data.attributes.groupes as {
      code: string;
      label: string;
      values: { label: string; value: string }[];
    }[];
    expect(groups.map((g) => g.code)).toEqual(
      expect.arrayContaining([
        'ORIGINES',
        'CARAC_PRODUIT',
        'INGREDIENTS',
        'ALLERGENES',
        'VALEURS_NUTRITIONNELLES',
      ]),
    );
    expect(groups.find((g) => g.code === 'ORIGINES')?.values[0]).toMatchObject({
      label: 'Origine',
      value: product.origine,
    });
    expect(groups.find((g) => g.code === 'CARAC_PRODUIT')?.values).toContainEqual(
      expect.objectContaining({ label: 'Code EAN', value: product.ean }),
    );
    for (const g of groups) expect(g.values.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown or pro-only product', async () => {
    expect((await get('/api/product-infos/987654')).json()).toEqual({
      status_code: 404,
      message: catalogueMessages.productNotFound,
      code: 'introuvable',
    });
    const pro = await t.database.db
      .selectFrom('products')
      .select('id')
      .where('corapro', '=', 1)
      .executeTakeFirstOrThrow();
    expect((await get(`/api/product-infos/${pro.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/product-infos/recherche', () => {
  it('finds by EAN or by words', async () => {
    const product = await foodWithEverything();
    const byEan = await get(`/api/product-infos/recherche?query=${product.ean}`);
    expect(byEan.statusCode).toBe(200);
    expect(byEan.json().data.map((p: { id: number }) => p.id)).toEqual([product.id]);
    const byWords = await get(`/api/product-infos/recherche?query=${encodeURIComponent('yaourt')}`);
    expect(byWords.json().data.length).toBeGreaterThan(0);
    expect(byWords.json().data.length).toBeLessThanOrEqual(10);
    const nothing = await get('/api/product-infos/recherche?query=0000000000000');
    expect(nothing.json()).toEqual({ data: [], meta: { query: '0000000000000', total: 0 } });
  });

  it('refuses a query of fewer than 2 characters', async () => {
    const res = await get('/api/product-infos/recherche?query=a');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(catalogueMessages.queryTooShort);
  });
});
