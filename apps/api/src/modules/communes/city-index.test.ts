import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { findCity } from './city-index.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await freshDatabase();
});
afterAll(() => t.drop());

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
