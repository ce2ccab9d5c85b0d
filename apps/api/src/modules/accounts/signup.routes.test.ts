import { API_ERROR_CODES, accountMessages, apiMessages, messages, NATIONAL_STORE_ID } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appToken,
  bearer,
  DEMO_ACCOUNTS,
  decodeQuotedPrintable,
  login,
  loginRequest,
  sentMails,
  solvedCaptcha,
} from '../../../test/accounts-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let app: string;
beforeAll(async () => {
  t = await createTestApp();
  app = await appToken(t);
});
afterAll(() => t.close());

const countClients = async (email: string) =>
  (await t.database.db.selectFrom('clients').select('id').where('email', '=', email).execute()).length;

const valid = {
  civilite: 'Mme',
  nom: "N'Diaye-Lefèvre",
  prenom: 'Aïcha',
  email: 'Aicha.NDiaye@Exemple.fr',
  password: 'Panier2025',
  id_magasin: 1,
  optIn: true,
};
const post = (payload: object, token: string | null = app) =>
  t.app.inject({ method: 'POST', url: '/api/clients', payload, headers: token ? bearer(token) : {} });
/** A sign-up with a freshly solved captcha (each solution serves once). */
const signUp = async (payload: object, token: string | null = app) =>
  post({ altcha: await solvedCaptcha(t), ...payload }, token);

describe('POST /api/clients (account creation)', () => {
  it('needs the storefront token, and refuses a shopper’s token', async () => {
    const res = await signUp(valid, null);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(accountMessages.appTokenRequired);
    const shopper = await login(t, DEMO_ACCOUNTS.standard);
    const withShopperToken = await signUp({ ...valid, email: 'jeton@exemple.fr' }, shopper.access_token);
    expect(withShopperToken.statusCode).toBe(403);
    expect(withShopperToken.json()).toEqual({
      status_code: 403,
      message: accountMessages.storefrontTokenRequired,
      code: API_ERROR_CODES.storefrontTokenRequired,
    });
    expect(await countClients('jeton@exemple.fr')).toBe(0);
  });

  it('needs a solved captcha, used once', async () => {
    const missing = await post({ ...valid, email: 'robot@exemple.fr' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ altcha: [accountMessages.captchaRequired] });
    const altcha = await solvedCaptcha(t);
    expect((await post({ ...valid, email: 'robot1@exemple.fr', altcha })).statusCode).toBe(202);
    const reused = await post({ ...valid, email: 'robot2@exemple.fr', altcha });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({
      errors: { altcha: [accountMessages.captchaFailed] },
      code: API_ERROR_CODES.captchaInvalid,
    });
    expect(await countClients('robot2@exemple.fr')).toBe(0);
  });

  it('creates the account, sends a welcome e-mail and keeps the e-mail in lower case', async () => {
    const before = (await sentMails(t, 0)).length;
    const res = await signUp(valid);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      data: {
        email: 'aicha.ndiaye@exemple.fr',
        message: accountMessages.signUpCheckMail('aicha.ndiaye@exemple.fr'),
      },
    });
    const mails = (await sentMails(t, before + 1)).slice(before);
    expect(mails).toHaveLength(1);
    expect(decodeQuotedPrintable(mails[0]!)).toContain('Votre compte Cabas est créé');
    const login = await loginRequest(t, 'aicha.ndiaye@exemple.fr', 'Panier2025');
    expect(login.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: bearer(login.json().access_token),
    });
    expect(me.json().data.attributes).toMatchObject({
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
    const stored = await t.database.db
      .selectFrom('clients')
      .select('password_hash')
      .where('email', '=', 'aicha.ndiaye@exemple.fr')
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('answers a known address exactly as a new one, changes nothing and tells its owner by e-mail', async () => {
    const known = DEMO_ACCOUNTS.standard.email;
    const before = (await sentMails(t, 0)).length;
    const hashBefore = await t.database.db
      .selectFrom('clients')
      .select(['password_hash', 'nom'])
      .where('email', '=', known)
      .executeTakeFirstOrThrow();
    const res = await signUp({ ...valid, email: known.toUpperCase() });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ data: { email: known, message: accountMessages.signUpCheckMail(known) } });
    expect(Object.keys(res.headers).sort()).toEqual(
      Object.keys((await signUp({ ...valid, email: 'neuf@exemple.fr' })).headers).sort(),
    );
    expect(await countClients(known)).toBe(1);
    const hashAfter = await t.database.db
      .selectFrom('clients')
      .select(['password_hash', 'nom'])
      .where('email', '=', known)
      .executeTakeFirstOrThrow();
    expect(hashAfter).toEqual(hashBefore);
    // Two mails: the attempt (to the owner) and the welcome of neuf@exemple.fr.
    const mails = (await sentMails(t, before + 2)).slice(before).map(decodeQuotedPrintable);
    const attempt = mails.find((m) => m.includes(`To: ${known}`));
    expect(attempt).toContain("Quelqu'un vient d'essayer de créer un compte Cabas avec votre adresse email");
    expect(attempt).toContain('/mdp-oublie');
    expect((await loginRequest(t, known, valid.password)).statusCode).toBe(401);
  });

  it('refuses an unknown store and the national mode', async () => {
    for (const id_magasin of [424242, NATIONAL_STORE_ID]) {
      const res = await signUp({ ...valid, email: `magasin${id_magasin}@exemple.fr`, id_magasin });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ id_magasin: [apiMessages.storeNotFound] });
      expect(res.json().code).toBe(API_ERROR_CODES.signUpStoreUnknown);
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
