import { accountExtrasMessages as am, messages } from '@cabas/contracts';
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

const billing = {
  civilite: 'Mme',
  prenom: 'Marie',
  nom: 'Dupont',
  adresse: '12 rue des Lilas',
  codePostal: '69003',
  ville: 'Lyon',
  pays: 'France',
};

describe('billing address', () => {
  it('is missing until given, then read back by the client and by the invoices (the service)', async () => {
    const missing = await call(t, 'GET', '/api/me/adresse-facturation', m.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'adresse_facturation_absente', message: am.billingMissing });
    expect(await t.app.services.addresses.billingAddress(m.clientId)).toBeNull();

    const saved = await call(t, 'PUT', '/api/me/adresse-facturation', m.headers, {
      ...billing,
      societe: 'Dupont SARL',
      complement: 'Bâtiment B',
      departement: 'Rhône',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ ...billing, societe: 'Dupont SARL', departement: 'Rhône' });
    const changed = await call(t, 'PUT', '/api/me/adresse-facturation', m.headers, {
      ...billing,
      ville: 'Villeurbanne',
      codePostal: '69100',
    });
    expect(changed.json().data).toMatchObject({ ville: 'Villeurbanne', societe: null, complement: null });
    expect(await t.app.services.addresses.billingAddress(m.clientId)).toMatchObject({
      ville: 'Villeurbanne',
      codePostal: '69100',
    });
    // Another client's billing address is not this one.
    expect((await call(t, 'GET', '/api/me/adresse-facturation', j.headers)).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/me/adresse-facturation', {})).json().message).toBe(messages.mustLogin);
  });

  it('refuses invalid fields with the messages of the specification', async () => {
    const res = await call(t, 'PUT', '/api/me/adresse-facturation', m.headers, {
      ...billing,
      adresse: ' ',
      codePostal: '69 003',
      ville: '',
      complement: '<script>',
      departement: 'Rhône!!',
      pays: 'Espagne',
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors.adresse).toEqual([am.billingAddressRequired]);
    expect(errors.codePostal).toEqual([am.billingPostalCode]);
    expect(errors.ville).toEqual([am.billingCity]);
    expect(errors.complement).toEqual([am.billingComplement]);
    expect(errors.departement).toEqual([am.billingDepartement]);
    expect(errors.pays).toEqual([am.billingCountry]);
  });

  it('checks the postal code by country and at most 10 digits', async () => {
    const put = (body: object) =>
      call(t, 'PUT', '/api/me/adresse-facturation', m.headers, { ...billing, ...body });
    expect((await put({ pays: 'Belgique', codePostal: '1000', ville: 'Bruxelles' })).statusCode).toBe(200);
    expect((await put({ pays: 'Belgique', codePostal: '10000' })).json().errors.codePostal).toEqual([
      am.billingPostalCode,
    ]);
    expect((await put({ codePostal: '12345678901' })).json().errors.codePostal).toEqual([
      am.billingPostalCode,
    ]);
  });
});

describe('delivery address normalisation', () => {
  it('is normalised when the city is the official name, else proposes it', async () => {
    const commune = await t.database.db
      .selectFrom('communes')
      .select(['code_postal', 'code_insee', 'nom_commune'])
      .where('nom_commune', 'like', '%-%')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const body = {
      civilite: 'Mme',
      prenom: 'Marie',
      nom: 'Dupont',
      adresse: '3 place de la Mairie',
      tel: '06 12 34 56 78',
      ...commune,
    };
    const exact = await call(t, 'POST', '/api/me/adresses', m.headers, body);
    expect(exact.statusCode).toBe(201);
    expect(exact.json().data).toMatchObject({ normalisee: true, normalisation_proposee: null });

    const typed = commune.nom_commune.toLowerCase().replaceAll('-', ' ');
    const loose = await call(t, 'POST', '/api/me/adresses', m.headers, { ...body, nom_commune: typed });
    expect(loose.json().data).toMatchObject({
      nom_commune: typed,
      normalisee: false,
      normalisation_proposee: commune.nom_commune,
    });
    const fixed = await call(t, 'PUT', `/api/me/adresses/${loose.json().data.id}`, m.headers, body);
    expect(fixed.json().data).toMatchObject({ normalisee: true, normalisation_proposee: null });
  });

  it('leaves exactly one default address after each change of default', async () => {
    const addresses = (await call(t, 'GET', '/api/me/adresses', m.headers)).json().data as { id: number }[];
    expect(addresses.length).toBeGreaterThanOrEqual(2);
    for (const a of addresses) {
      await call(t, 'PUT', `/api/me/adresses/${a.id}`, m.headers, { defaut: true });
      const after = (await call(t, 'GET', '/api/me/adresses', m.headers)).json().data as {
        id: number;
        defaut: boolean;
      }[];
      expect(after.filter((x) => x.defaut).map((x) => x.id)).toEqual([a.id]);
    }
  });
});
