import { describe, expect, it } from 'vitest';
import { fakeShopContext } from '../../../test/fake-shop-context.ts';
import { shopContext } from '../../lib/context.server.ts';
import { eligibilityState } from './eligibility.server.ts';

const COMMUNES: Record<string, { code_insee: string; nom_commune: string }[]> = {
  '69003': [{ code_insee: '69383', nom_commune: 'Lyon 3e Arrondissement' }],
  '69260': [
    { code_insee: '69044', nom_commune: 'Charbonnières-les-Bains' },
    { code_insee: '69100', nom_commune: 'La Tour-de-Salvagny' },
  ],
  '13001': [{ code_insee: '13201', nom_commune: 'Marseille 1er Arrondissement' }],
};
const DELIVERED = new Set(['69003|69383', '69260|69044']);

const calls: string[] = [];
const fakeApi = (async (input: RequestInfo | URL) => {
  const url = new URL(String(input));
  calls.push(url.pathname + url.search);
  if (url.pathname === '/api/communes') {
    const cp = url.searchParams.get('code_postal') ?? '';
    return Response.json({
      data: (COMMUNES[cp] ?? []).map((c, id) => ({ id, code_postal: cp, ...c })),
    });
  }
  if (url.pathname === '/api/magasins/47/eligibilite-livraison') {
    const cp = url.searchParams.get('code_postal');
    const insee = url.searchParams.get('code_insee');
    const eligible = DELIVERED.has(`${cp}|${insee}`);
    return Response.json({
      data: {
        eligible,
        code_postal: cp,
        code_insee: insee,
        message: eligible ? null : "La livraison n'est pas proposée dans cette ville.",
      },
    });
  }
  return Response.json({ status_code: 404, message: 'introuvable' }, { status: 404 });
}) as typeof fetch;

const api = fakeShopContext(fakeApi, 47, { clientToken: false }).get(shopContext).api;
const check = (query: string) => eligibilityState(api, 47, new URLSearchParams(query));

describe('the delivery-eligibility tool', () => {
  it('asks nothing before a postal code', async () => {
    calls.length = 0;
    expect(await check('')).toMatchObject({ postalCode: '', communes: [], result: null, error: null });
    expect(calls).toEqual([]);
  });

  it('refuses an incomplete postal code without calling the API', async () => {
    calls.length = 0;
    expect((await check('code_postal=690')).error).toBe('Le code postal doit être composé de 5 chiffres.');
    expect(calls).toEqual([]);
  });

  it('lists the cities of a postal code, then checks the chosen one', async () => {
    const cities = await check('code_postal=69260');
    expect(cities.communes.map((c) => c.name)).toEqual(['Charbonnières-les-Bains', 'La Tour-de-Salvagny']);
    expect(cities.result).toBeNull();
    const delivered = await check('code_postal=69260&code_insee=69044');
    expect(delivered.result).toEqual({ eligible: true, city: 'Charbonnières-les-Bains', message: null });
    const notDelivered = await check('code_postal=69260&code_insee=69100');
    expect(notDelivered.result).toMatchObject({ eligible: false, city: 'La Tour-de-Salvagny' });
  });

  it('checks a postal code of one city at once', async () => {
    expect((await check('code_postal=69003')).result).toMatchObject({ eligible: true });
    expect((await check('code_postal=13001')).result).toMatchObject({
      eligible: false,
      message: "La livraison n'est pas proposée dans cette ville.",
    });
  });

  it('refuses a city of another postal code, and a postal code without cities', async () => {
    expect((await check('code_postal=69260&code_insee=13201')).error).toBe('Merci de choisir votre ville.');
    expect((await check('code_postal=99999')).error).toBe('Aucune commune ne correspond à ce code postal.');
  });
});
