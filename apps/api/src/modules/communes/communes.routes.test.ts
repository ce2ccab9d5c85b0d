import { messages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('communes', () => {
  it('lists the real communes of a postal code', async () => {
    const res = await get('/api/communes?code_postal=69001');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        code_postal: '69001',
        code_insee: '69381',
        nom_commune: 'Lyon 1er Arrondissement',
      }),
    ]);
  });

  it('lists every commune sharing a postal code', async () => {
    const res = await get('/api/adresseSuggestions/communes?code_postal=01400');
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((c: { nom_commune: string }) => c.nom_commune);
    expect(names).toContain("L'Abergement-Clémenciat");
    expect(names.length).toBeGreaterThan(1);
  });

  it('reads one commune by id', async () => {
    const [first] = (await get('/api/communes?code_postal=69001')).json().data;
    const res = await get(`/api/communes/${first.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(first);
  });

  it('says when no commune has the postal code', async () => {
    expect((await get('/api/communes?code_postal=00000')).json()).toEqual({ data: [] });
    const res = await get('/api/adresseSuggestions/communes?code_postal=00000');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(messages.noCommuneForPostalCode);
  });

  it.each(['6900', '690011', 'abcde', '', '69%27--'])('refuses the postal code "%s"', async (cp) => {
    const res = await get(`/api/communes?code_postal=${cp}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.code_postal[0]).toEqual(expect.any(String));
  });

  it('refuses a missing postal code and bad ids', async () => {
    expect((await get('/api/communes')).statusCode).toBe(422);
    expect((await get('/api/communes/abc')).statusCode).toBe(400);
    expect((await get('/api/communes/99999999')).statusCode).toBe(404);
  });
});
