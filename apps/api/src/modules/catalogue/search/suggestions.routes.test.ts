import { randomUUID } from 'node:crypto';
import { API_HEADERS, catalogueMessages, NATIONAL_STORE_ID, SEARCH_HISTORY_MAX } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HYPER = 5;
const get = (url: string, uuid?: string) =>
  t.app.inject({ method: 'GET', url, headers: uuid ? { [API_HEADERS.uuid]: uuid } : {} });
const suggest = async (query: string, uuid?: string, store = HYPER) => {
  const res = await get(`/api/magasins/${store}/suggestions?query=${encodeURIComponent(query)}`, uuid);
  return { status: res.statusCode, body: res.json() };
};
const searchAs = (uuid: string, query: string) =>
  get(`/api/magasins/${HYPER}/recherche?query=${encodeURIComponent(query)}&page-size=1`, uuid);

describe('GET /api/magasins/:shop/suggestions (autosuggest)', () => {
  it('suggests words, categories and at most 3 products from 2 characters', async () => {
    const { status, body } = await suggest('yao');
    expect(status).toBe(200);
    expect(body.data.produits.length).toBeGreaterThan(0);
    expect(body.data.produits.length).toBeLessThanOrEqual(3);
    expect(body.data.suggestions.map((s: { libelle: string }) => s.libelle)).toContain('yaourt');
    expect(body.data.suggestions[0].url).toMatch(/^\/recherche\?keywords=/);
    expect(body.data.rayons.map((r: { libelle: string }) => r.libelle)).toContain('Yaourts');
    expect(body.meta).toEqual({ query: 'yao', magasin: { id: HYPER, isNational: false } });
  });

  it('suggests stores by city and works in national mode', async () => {
    const { body } = await suggest('Lyon', undefined, NATIONAL_STORE_ID);
    expect(body.data.magasins.length).toBeGreaterThan(0);
    expect(body.data.magasins.length).toBeLessThanOrEqual(3);
    expect(body.data.magasins[0].url).toMatch(/^\/magasins\/.+-m-\d+$/);
    expect(body.meta.magasin.isNational).toBe(true);
  });

  it('accents and case do not matter', async () => {
    const plain = await suggest('creme');
    const accented = await suggest('CRÈME');
    expect(accented.body.data.suggestions).toEqual(plain.body.data.suggestions);
  });

  it('refuses fewer than 2 characters and an unknown store', async () => {
    const short = await suggest('y');
    expect(short.status).toBe(422);
    expect(short.body.message).toBe(catalogueMessages.queryTooShort);
    expect((await suggest('yaourt', undefined, 424242)).status).toBe(404);
  });
});

describe('search history per visitor (header x-uuid)', () => {
  it('records searches, latest first, distinct, at most 10', async () => {
    const visitor = randomUUID();
    const queries = [
      'lait',
      'yaourt',
      'pommes',
      'crème',
      'beurre',
      'eau',
      'café',
      'riz',
      'pâtes',
      'thé',
      'jus',
      'miel',
    ];
    for (const q of queries) expect((await searchAs(visitor, q)).statusCode).toBe(200);
    const again = await searchAs(visitor, 'yaourt');
    const history = again.json().meta.historique_recherche.map((h: { libelle: string }) => h.libelle);
    expect(history).toHaveLength(SEARCH_HISTORY_MAX);
    expect(history[0]).toBe('yaourt');
    expect(history[1]).toBe('miel');
    expect(new Set(history).size).toBe(history.length);
    expect(history).not.toContain('lait');
    expect(again.json().meta.historique_recherche[0].url).toBe('/recherche?keywords=yaourt');
  });

  it('never shows one visitor the searches of another', async () => {
    const alice = randomUUID();
    const bob = randomUUID();
    await searchAs(alice, 'chocolat noir');
    const bobSearch = await searchAs(bob, 'lait');
    expect(bobSearch.json().meta.historique_recherche.map((h: { libelle: string }) => h.libelle)).toEqual([
      'lait',
    ]);
    const aliceSuggest = await suggest('choc', alice);
    expect(aliceSuggest.body.data.historique.map((h: { libelle: string }) => h.libelle)).toEqual([
      'chocolat noir',
    ]);
    const bobSuggest = await suggest('choc', bob);
    expect(bobSuggest.body.data.historique).toEqual([]);
    const anonymous = await searchAs('pas-un-uuid', 'lait');
    expect(anonymous.json().meta.historique_recherche).toEqual([]);
  });
});
