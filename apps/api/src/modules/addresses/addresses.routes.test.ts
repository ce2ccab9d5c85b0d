import { apiMessages, checkoutMessages, DELIVERY_ADDRESS_MAX, messages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers/cart.ts';
import { julien, marie, type Shopper } from '../../../test/helpers/checkout.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let m: Shopper;
let j: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  [m, j] = await Promise.all([marie(t), julien(t)]);
});
afterAll(() => t?.close());

/** A commune that Julien's store delivers, and one it does not. */
async function communes() {
  const delivered = await t.database.db
    .selectFrom('store_delivery_communes as d')
    .innerJoin('communes as c', (jn) =>
      jn.onRef('c.code_insee', '=', 'd.code_insee').onRef('c.code_postal', '=', 'd.code_postal'),
    )
    .select(['c.code_postal', 'c.code_insee', 'c.nom_commune'])
    .where('d.store_id', '=', j.shop)
    .orderBy('c.code_postal')
    .executeTakeFirstOrThrow();
  return {
    delivered,
    far: { code_postal: '13001', code_insee: '13201', nom_commune: 'Marseille 1er Arrondissement' },
  };
}

const body = (
  commune: { code_postal: string; code_insee: string; nom_commune: string },
  extra: object = {},
) => ({
  civilite: 'M.',
  prenom: 'Julien',
  nom: 'Moreau',
  adresse: '5 avenue Ledru-Rollin',
  tel: '06 11 22 33 44',
  ...commune,
  ...extra,
});

describe('delivery addresses', () => {
  it('need a logged-in client', async () => {
    const res = await call(t, 'GET', '/api/me/adresses', {});
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(messages.mustLogin);
  });

  it('are created with every field; the first one is the default; eligibility per store', async () => {
    const { delivered, far } = await communes();
    const first = await call(
      t,
      'POST',
      '/api/me/adresses',
      j.headers,
      body(delivered, {
        libelle: 'Maison',
        type_habitation: 'appartement',
        etage: 4,
        digicode1: 'A123',
        ascenseur: true,
        info_livreur: 'Code porte au 2e étage',
        rue_pietonne: true,
      }),
    );
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      defaut: true,
      libelle: 'Maison',
      etage: 4,
      ascenseur: true,
      rue_pietonne: true,
      centre_ville: false,
      normalisee: true,
    });
    const second = await call(t, 'POST', '/api/me/adresses', j.headers, body(far));
    expect(second.json().data.defaut).toBe(false);
    const list = await call(t, 'GET', `/api/me/adresses?magasin_id=${j.shop}`, j.headers);
    expect(list.json().meta.nb_max).toBe(DELIVERY_ADDRESS_MAX);
    expect(list.json().data.map((a: { livrable: boolean }) => a.livrable)).toEqual([true, false]);
  });

  it('change the default: the previous default is unset', async () => {
    const list = (await call(t, 'GET', '/api/me/adresses', j.headers)).json().data;
    const other = list.find((a: { defaut: boolean }) => !a.defaut);
    const res = await call(t, 'PUT', `/api/me/adresses/${other.id}`, j.headers, { defaut: true });
    expect(res.statusCode).toBe(200);
    const after = (await call(t, 'GET', '/api/me/adresses', j.headers)).json().data;
    expect(after.filter((a: { defaut: boolean }) => a.defaut).map((a: { id: number }) => a.id)).toEqual([
      other.id,
    ]);
  });

  it('are updated and deleted by their owner only (404 for another client)', async () => {
    const [address] = (await call(t, 'GET', '/api/me/adresses', j.headers)).json().data;
    const { delivered } = await communes();
    const update = await call(
      t,
      'PUT',
      `/api/me/adresses/${address.id}`,
      j.headers,
      body(delivered, { adresse: '7 rue de la Roquette' }),
    );
    expect(update.statusCode).toBe(200);
    expect(update.json().data.adresse).toBe('7 rue de la Roquette');
    for (const [method, payload] of [
      ['PUT', { defaut: true }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(t, method, `/api/me/adresses/${address.id}`, m.headers, payload);
      expect(res.statusCode, method).toBe(404);
      expect(res.json().message).toBe(checkoutMessages.addressUnknown);
    }
    const mine = (await call(t, 'GET', '/api/me/adresses', m.headers)).json().data;
    expect(mine.some((a: { id: number }) => a.id === address.id)).toBe(false);
    const removed = await call(t, 'DELETE', `/api/me/adresses/${address.id}`, j.headers);
    expect(removed.statusCode).toBe(204);
    const left = (await call(t, 'GET', '/api/me/adresses', j.headers)).json().data;
    expect(left).toHaveLength(1);
    expect(left[0].defaut).toBe(true);
  });

  it('refuse invalid fields with French messages, and an unknown commune', async () => {
    const res = await call(t, 'POST', '/api/me/adresses', j.headers, {
      civilite: 'Dr',
      prenom: '',
      nom: 'Moreau',
      adresse: '',
      code_postal: '7501',
      tel: '12',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      civilite: [messages.civiliteRequired],
      prenom: [messages.prenomRequired],
      adresse: [checkoutMessages.addressLine],
      code_insee: [checkoutMessages.communeRequired],
      tel: [messages.telInvalid],
    });
    const unknown = await call(
      t,
      'POST',
      '/api/me/adresses',
      j.headers,
      body({
        code_postal: '75011',
        code_insee: '13201',
        nom_commune: 'Nulle part',
      }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.code_insee).toEqual([apiMessages.communeNotFound]);
    const partial = await call(t, 'PUT', '/api/me/adresses/1', j.headers, { adresse: '' });
    expect(partial.statusCode).toBe(422);
    expect(partial.json().errors.adresse).toEqual([checkoutMessages.addressLine]);
    expect((await call(t, 'PUT', '/api/me/adresses/x', j.headers, { defaut: true })).statusCode).toBe(400);
  });
});
