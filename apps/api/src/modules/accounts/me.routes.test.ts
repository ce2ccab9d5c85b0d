import { accountMessages, messages, NATIONAL_STORE_ID } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO_ACCOUNTS, login, type Session } from '../../../test/accounts-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
const sessions = {} as Record<keyof typeof DEMO_ACCOUNTS, Session>;
beforeAll(async () => {
  t = await createTestApp();
  for (const [key, account] of Object.entries(DEMO_ACCOUNTS)) {
    sessions[key as keyof typeof DEMO_ACCOUNTS] = await login(t, account);
  }
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const put = (url: string, payload: object, token: string) =>
  t.app.inject({ method: 'PUT', url, payload, headers: bearer(token) });
const profile = { civilite: 'Mme', nom: 'Dupont', prenom: 'Marie', tel: '06 12 34 56 78' };

describe('GET /api/me', () => {
  it('needs a logged-in client: 401 with the login-required message', async () => {
    const res = await get('/api/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status_code: 401, message: messages.mustLogin, code: 'non_authentifie' });
  });

  it('shows a standard customer, never the password hash', async () => {
    const res = await get('/api/me', sessions.standard.access_token);
    const { data } = res.json();
    expect(data).toMatchObject({ type: 'client', pro: null });
    expect(data.attributes).toMatchObject({
      email: DEMO_ACCOUNTS.standard.email,
      civilite: 'Mme',
      statut: 'actif',
      nb_commandes: 0,
      date_derniere_commande: null,
      pro: false,
      isPro: false,
      password_expired: false,
      porteur_cartes_enseigne: false,
    });
    expect(res.body).not.toContain('argon2');
  });

  it('shows the card-holder flags and card numbers', async () => {
    const { attributes } = (await get('/api/me', sessions.loyalty.access_token)).json().data;
    expect(attributes).toMatchObject({
      porteur_cartes_enseigne: true,
      porteur_carte_partenaire: true,
      cartes_appairees: true,
      num_carte_cabas: expect.stringMatching(/^\d{16,19}$/),
      num_carte_malin: expect.stringMatching(/^\d{16,19}$/),
    });
  });

  it('shows a pro with the stores of the agreement and the named commercial contact', async () => {
    const { data } = (await get('/api/me', sessions.pro.access_token)).json();
    expect(data.attributes).toMatchObject({ pro: true, isPro: true, name: 'Boulangerie Lefebvre' });
    expect(data.pro.magasins_autorises.length).toBeGreaterThanOrEqual(2);
    expect(data.pro.contact).toEqual({
      prenom_referent: expect.any(String),
      nom_referent: expect.any(String),
      tel_referent: expect.any(String),
      mobile_referent: expect.toBeOneOf([null, expect.any(String)]),
      mail_referent: expect.stringContaining('@'),
    });
    const stores = await t.database.db
      .selectFrom('stores')
      .select('service_corapro')
      .where('id', 'in', data.pro.magasins_autorises)
      .execute();
    expect(stores.every((s) => s.service_corapro === 1)).toBe(true);
  });

  it('flags a password chosen under the former rule', async () => {
    const { attributes } = (await get('/api/me', sessions.legacyPassword.access_token)).json().data;
    expect(attributes.password_expired).toBe(true);
  });
});

describe('PUT /api/me', () => {
  it('changes the profile', async () => {
    const res = await put(
      '/api/me',
      { ...profile, prenom: 'Marie-Anne', tel: '+33 6 12 34 56 78', optin_sms_suivi_commande_drive: true },
      sessions.standard.access_token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({
      prenom: 'Marie-Anne',
      tel: '+33 6 12 34 56 78',
      optin_sms_suivi_commande_drive: true,
      email: DEMO_ACCOUNTS.standard.email,
    });
  });

  it('gives the messages of the profile form', async () => {
    const empty = await put('/api/me', {}, sessions.standard.access_token);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      civilite: [messages.civiliteRequired],
      nom: [messages.nomRequired],
      prenom: [messages.prenomRequired],
      tel: [messages.telRequired],
    });
    for (const tel of ['12345', '0'.repeat(21), '06 12 AB 56 78']) {
      const res = await put('/api/me', { ...profile, tel }, sessions.standard.access_token);
      expect(res.json().errors).toEqual({ tel: [messages.telInvalid] });
    }
    const spaces = await put(
      '/api/me',
      { ...profile, tel: '06 1 2 3 4 5 6 7 8 9' },
      sessions.standard.access_token,
    );
    expect(spaces.statusCode).toBe(200);
  });
});

describe('isolation between clients', () => {
  it('a token of client A never reads nor changes client B', async () => {
    const a = sessions.loyalty.access_token;
    const before = (await get('/api/me', sessions.standard.access_token)).json().data;
    const mine = (await get('/api/me', a)).json().data;
    expect(mine.id).not.toBe(before.id);
    expect(mine.attributes.email).toBe(DEMO_ACCOUNTS.loyalty.email);

    // No route takes a client id: ids in the query or body are ignored or refused.
    const spoofed = await get(`/api/me?id=${before.id}&client_id=${before.id}`, a);
    expect(spoofed.json().data.id).toBe(mine.id);
    const changed = await put('/api/me', { ...profile, nom: 'Pirate', id: before.id }, a);
    expect(changed.json().data.id).toBe(mine.id);
    const after = (await get('/api/me', sessions.standard.access_token)).json().data;
    expect(after.attributes.nom).toBe(before.attributes.nom);
  });
});

describe('GET /api/me/magasin-autorisation', () => {
  const ask = (storeId: number, token: string) =>
    get(`/api/me/magasin-autorisation?magasin_id=${storeId}`, token);

  it('lets a pro order in the stores of the agreement', async () => {
    const { pro } = (await get('/api/me', sessions.pro.access_token)).json().data;
    const res = await ask(pro.magasins_autorises[0], sessions.pro.access_token);
    expect(res.json().data).toEqual({
      magasin_id: pro.magasins_autorises[0],
      allowed: true,
      reason: null,
      message: null,
    });
  });

  it('refuses a pro elsewhere, with the pro store messages', async () => {
    const { pro } = (await get('/api/me', sessions.pro.access_token)).json().data;
    const db = t.database.db;
    const outside = await db
      .selectFrom('stores')
      .select('id')
      .where('service_corapro', '=', 1)
      .where('is_national', '=', 0)
      .where('id', 'not in', pro.magasins_autorises)
      .executeTakeFirstOrThrow();
    expect((await ask(outside.id, sessions.pro.access_token)).json().data).toMatchObject({
      allowed: false,
      reason: 'store_outside_agreement',
      message: messages.proStoreNotAllowed,
    });
    const noPro = await db
      .selectFrom('stores')
      .select('id')
      .where('service_corapro', '=', 0)
      .where('is_national', '=', 0)
      .executeTakeFirstOrThrow();
    expect((await ask(noPro.id, sessions.pro.access_token)).json().data).toMatchObject({
      allowed: false,
      message: messages.proServiceUnavailable,
    });
    expect((await ask(noPro.id, sessions.standard.access_token)).json().data.allowed).toBe(true);
  });

  it('exempts national mode and answers 404 for an unknown store', async () => {
    expect((await ask(NATIONAL_STORE_ID, sessions.pro.access_token)).json().data.allowed).toBe(true);
    expect((await ask(424242, sessions.pro.access_token)).statusCode).toBe(404);
  });

  it('needs a logged-in client', async () => {
    const res = await get('/api/me/magasin-autorisation?magasin_id=1');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).not.toBe(accountMessages.sessionExpired);
  });
});
