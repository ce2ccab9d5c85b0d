import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { findCity } from './city-index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('city look-up of the store locator', () => {
  it('finds a city by its exact normalised name', async () => {
    expect(await findCity(t.database.db, 'bordeaux')).toMatchObject({ nom_commune: 'Bordeaux' });
  });

  it('finds the most populated arrondissement of a city listed by arrondissement', async () => {
    const lyon = await findCity(t.database.db, 'lyon');
    expect(lyon?.nom_commune).toMatch(/^Lyon \d/);
    expect(lyon?.code_postal).toMatch(/^6900\d$/);
  });

  it('does not take a longer name for a prefix, and knows no made-up city', async () => {
    const lille = await findCity(t.database.db, 'lille');
    expect(lille?.nom_commune).toBe('Lille');
    expect(await findCity(t.database.db, 'lillebon')).toBeNull();
    expect(await findCity(t.database.db, '')).toBeNull();
  });
});
