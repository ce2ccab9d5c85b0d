import { accountMessages, apiMessages, messages, NATIONAL_STORE_ID } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appToken, bearer, DEMO_ACCOUNTS, loginRequest } from '../../../test/accounts-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let app: string;
beforeAll(async () => {
  t = await createTestApp();
  app = await appToken(t);
});
afterAll(() => t.close());

const valid = {
  civilite: 'Mme',
  nom: "N'Diaye-Lefèvre",
  prenom: 'Aïcha',
  email: 'Aicha.NDiaye@Exemple.fr',
  password: 'Panier2025',
  id_magasin: 1,
  optIn: true,
};
const signUp = (payload: object, token: string | null = app) =>
  t.app.inject({ method: 'POST', url: '/api/clients', payload, headers: token ? bearer(token) : {} });

describe('POST /api/clients (account creation, doc 2 §4)', () => {
  it('needs the storefront token', async () => {
    const res = await signUp(valid, null);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(accountMessages.appTokenRequired);
  });

  it('creates the account, opens a session and keeps the e-mail in lower case', async () => {
    const res = await signUp(valid);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.data.attributes).toMatchObject({
      civilite: 'Mme',
      nom: "N'Diaye-Lefèvre",
      prenom: 'Aïcha',
      email: 'aicha.ndiaye@exemple.fr',
      id_magasin: 1,
      optIn: true,
      pro: false,
      password_expired: false,
      nb_commandes: 0,
    });
    expect(body.auth).toMatchObject({ token_type: 'Bearer', refresh_token: expect.any(String) });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(body.auth.access_token) });
    expect(me.json().data.id).toBe(body.data.id);
    expect((await loginRequest(t, 'aicha.ndiaye@exemple.fr', 'Panier2025')).statusCode).toBe(200);
    const stored = await t.database.db
      .selectFrom('clients')
      .select('password_hash')
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('says clearly that an address is already used, whatever its case', async () => {
    const res = await signUp({ ...valid, email: DEMO_ACCOUNTS.standard.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status_code: 409,
      message: accountMessages.emailAlreadyUsed,
      errors: { email: [accountMessages.emailAlreadyUsed] },
    });
  });

  it('refuses an unknown store and the national mode', async () => {
    for (const id_magasin of [424242, NATIONAL_STORE_ID]) {
      const res = await signUp({ ...valid, email: `magasin${id_magasin}@exemple.fr`, id_magasin });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ id_magasin: [apiMessages.storeNotFound] });
    }
  });

  it('gives each field its French message', async () => {
    const res = await signUp({});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      civilite: [messages.civiliteRequired],
      nom: [messages.nomRequired],
      prenom: [messages.prenomRequired],
      email: [messages.emailRequired],
      password: [accountMessages.passwordRequired],
      id_magasin: [accountMessages.storeRequired],
    });
  });

  it.each([
    ['Courses', accountMessages.passwordRule],
    ['courses2024', accountMessages.passwordRule],
    ['COURSES2024', accountMessages.passwordRule],
    ['Courses!!', accountMessages.passwordRule],
    ['Cour1', accountMessages.passwordRule],
  ])('refuses the password %s', async (password, message) => {
    const res = await signUp({ ...valid, email: 'mdp@exemple.fr', password });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: [message] });
  });

  it('refuses invalid e-mails, names and phones', async () => {
    const res = await signUp({
      ...valid,
      civilite: 'Mlle',
      email: 'marie@exemple',
      nom: 'Dupont<script>',
      prenom: 'x'.repeat(51),
      tel: '12',
    });
    expect(res.json().errors).toEqual({
      civilite: [messages.civiliteRequired],
      email: [messages.emailInvalid],
      nom: [accountMessages.nameCharacters('nom')],
      prenom: [accountMessages.nameTooLong('prénom')],
      tel: [messages.telInvalid],
    });
  });
});
