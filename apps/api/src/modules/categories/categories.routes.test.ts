import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/categories', () => {
  it('gives the departments with their sub-categories', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    const names = data.map((d: { libelle: string }) => d.libelle);
    expect(names).toEqual(expect.arrayContaining(['Fruits et légumes', 'Surgelés']));
    expect(data.every((d: { level: number }) => d.level === 1)).toBe(true);
    expect(data.some((d: { children: unknown[] }) => d.children.length > 0)).toBe(true);
  });

  it('can stop at the departments and refuses a silly depth', async () => {
    const shallow = (await t.app.inject({ method: 'GET', url: '/api/categories?profondeur=1' })).json();
    expect(shallow.data.every((d: { children: unknown[] }) => d.children.length === 0)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/categories?profondeur=9' })).statusCode).toBe(422);
  });
});
