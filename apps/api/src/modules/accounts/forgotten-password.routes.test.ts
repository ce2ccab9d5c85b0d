import { API_ERROR_CODES, accountMessages, messages, PRODUCT_NAME } from '@cabas/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  appToken,
  bearer,
  DEMO_ACCOUNTS,
  decodeQuotedPrintable,
  login,
  loginRequest,
  MINUTE,
  resetTokenFrom,
  sentMails,
  solvedCaptcha,
  testClock,
} from '../../../test/accounts-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
afterEach(() => t.close());

async function forgotten(email: string, altcha?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/mot-de-passe-oublie',
    headers: bearer(await appToken(t)),
    payload: { email, altcha: altcha ?? (await solvedCaptcha(t)) },
  });
}
async function reset(token: string, password = 'Nouveau2025', password_confirmation = password) {
  return t.app.inject({
    method: 'POST',
    url: '/api/mot-de-passe-oublie/reinitialisation',
    headers: bearer(await appToken(t)),
    payload: { token, password, password_confirmation },
  });
}
async function linkFor(email: string) {
  expect((await forgotten(email)).statusCode).toBe(200);
  return resetTokenFrom((await sentMails(t)).at(-1)!);
}

describe('forgotten password', () => {
  it('gives the same answer for known and unknown addresses, and mails only the known one', async () => {
    t = await createTestApp();
    const known = await forgotten(DEMO_ACCOUNTS.standard.email);
    const unknown = await forgotten('personne@exemple.fr');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    const answer = (email: string) => ({ data: { email, message: messages.requestTakenIntoAccount } });
    expect(known.json()).toEqual(answer(DEMO_ACCOUNTS.standard.email));
    expect(unknown.json()).toEqual(answer('personne@exemple.fr'));
    const mails = await sentMails(t, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${DEMO_ACCOUNTS.standard.email}`);
  });

  it('writes a real French e-mail with a single-use link to the reset page', async () => {
    t = await createTestApp();
    await forgotten(DEMO_ACCOUNTS.standard.email);
    const [eml] = await sentMails(t);
    expect(eml).toMatch(/^From: Cabas <ne-pas-repondre@cabas\.example>\r\n/);
    expect(eml).toContain('\r\nTo: marie.dupont@exemple.fr\r\n');
    expect(eml).toMatch(/\r\nMessage-ID: <.+>\r\n/);
    expect(eml).toContain('Content-Type: multipart/alternative');
    expect(eml).toContain('Content-Type: text/plain; charset=utf-8');
    expect(eml).toContain('Content-Type: text/html; charset=utf-8');
    const text = decodeQuotedPrintable(eml!);
    expect(text).toContain('Bonjour Marie,');
    expect(text).toMatch(/http:\/\/localhost:3000\/mdp-oublie\/reinitialisation\?token=[\w-]{43}/);
    const stored = await t.database.db.selectFrom('password_reset_tokens').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(resetTokenFrom(eml!));
  });

  it('answers a pro address exactly as any other, and mails the pro how to get help instead of a link', async () => {
    t = await createTestApp();
    const PRO = DEMO_ACCOUNTS.pro.email;
    const STANDARD = DEMO_ACCOUNTS.standard.email;
    const pro = await forgotten(PRO);
    const standard = await forgotten(STANDARD);
    const unknown = await forgotten('personne@exemple.fr');
    expect(pro.statusCode).toBe(200);
    expect(pro.statusCode).toBe(standard.statusCode);
    expect(pro.headers['content-type']).toBe(standard.headers['content-type']);
    expect(pro.body).toBe(standard.body.replaceAll(STANDARD, PRO));
    expect(pro.body).toBe(unknown.body.replaceAll('personne@exemple.fr', PRO));

    const mails = await sentMails(t, 2);
    expect(mails).toHaveLength(2);
    const toPro = mails.filter((m) => m.includes(`\r\nTo: ${PRO}\r\n`));
    expect(toPro).toHaveLength(1);
    const text = decodeQuotedPrintable(toPro[0]!);
    expect(text).toContain(`correspondant ${PRODUCT_NAME}Pro`);
    expect(text).not.toMatch(/reinitialisation\?token=/);
    // The pro's named contact is in the e-mail.
    const contact = await t.database.db
      .selectFrom('clients as c')
      .innerJoin('store_pro_contacts as p', 'p.id', 'c.pro_contact_id')
      .select(['p.prenom', 'p.nom', 'p.mail'])
      .where('c.email', '=', PRO)
      .executeTakeFirstOrThrow();
    expect(text).toContain(`${contact.prenom} ${contact.nom}`);
    expect(text).toContain(contact.mail);
    // No reset link exists for the pro.
    const tokens = await t.database.db
      .selectFrom('password_reset_tokens as r')
      .innerJoin('clients as c', 'c.id', 'r.client_id')
      .select('c.email')
      .execute();
    expect(tokens.map((r) => r.email)).toEqual([STANDARD]);
  });

  it('mails a pro at most 5 times an hour too, with the same answer', async () => {
    t = await createTestApp();
    for (let i = 0; i < 7; i++) expect((await forgotten(DEMO_ACCOUNTS.pro.email)).statusCode).toBe(200);
    expect(await sentMails(t, 5)).toHaveLength(5);
  });

  it('validates the e-mail with the messages of the form', async () => {
    t = await createTestApp();
    const empty = await forgotten('');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ email: [messages.forgottenPasswordEmailRequired] });
    const invalid = await forgotten('marie.dupont');
    expect(invalid.json().errors).toEqual({ email: [messages.forgottenPasswordEmailInvalid] });
  });

  it('needs the storefront token', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'POST', url: '/api/mot-de-passe-oublie', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('sends at most 5 e-mails an hour to one address, with the same answer', async () => {
    t = await createTestApp();
    for (let i = 0; i < 7; i++) expect((await forgotten(DEMO_ACCOUNTS.standard.email)).statusCode).toBe(200);
    expect(await sentMails(t, 5)).toHaveLength(5);
  });
});

describe('ALTCHA captcha', () => {
  it('serves challenges in the format of the altcha widget', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      parameters: expect.objectContaining({
        algorithm: 'PBKDF2/SHA-256',
        nonce: expect.stringMatching(/^[0-9a-f]+$/),
        salt: expect.any(String),
        cost: expect.any(Number),
        keyPrefix: expect.any(String),
        expiresAt: expect.any(Number),
      }),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('is required and checked before anything else', async () => {
    t = await createTestApp();
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/mot-de-passe-oublie',
      headers: bearer(await appToken(t)),
      payload: { email: DEMO_ACCOUNTS.standard.email },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ altcha: [accountMessages.captchaRequired] });
    for (const altcha of ['pas-du-base64', Buffer.from('{"challenge":{}}').toString('base64')]) {
      const res = await forgotten(DEMO_ACCOUNTS.pro.email, altcha);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ altcha: [accountMessages.captchaFailed] });
    }
  });

  it('refuses a tampered or unsolved challenge', async () => {
    t = await createTestApp();
    const decode = async () => JSON.parse(Buffer.from(await solvedCaptcha(t), 'base64').toString());
    const unsolved = await decode();
    const key: string = unsolved.solution.derivedKey;
    unsolved.solution.derivedKey = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`;
    const tampered = await decode();
    tampered.challenge.parameters.expiresAt += 3600;
    const unsigned = await decode();
    delete unsigned.challenge.signature;
    for (const bad of [unsolved, tampered, unsigned]) {
      const res = await forgotten('personne@exemple.fr', Buffer.from(JSON.stringify(bad)).toString('base64'));
      expect(res.statusCode).toBe(422);
    }
  });

  it('is accepted once only', async () => {
    t = await createTestApp();
    const altcha = await solvedCaptcha(t);
    expect((await forgotten('personne@exemple.fr', altcha)).statusCode).toBe(200);
    const replay = await forgotten('personne@exemple.fr', altcha);
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors).toEqual({ altcha: [accountMessages.captchaFailed] });
  });

  it('expires after 10 minutes', async () => {
    const clock = testClock(new Date(Date.now() - 11 * MINUTE));
    t = await createTestApp({ clock });
    const altcha = await solvedCaptcha(t);
    clock.advance(11 * MINUTE);
    expect((await forgotten('personne@exemple.fr', altcha)).statusCode).toBe(422);
  });
});

describe('reset by the e-mailed link', () => {
  it('sets the new password once, ends every session and lets the new password in', async () => {
    t = await createTestApp();
    const account = DEMO_ACCOUNTS.standard;
    const before = await login(t, account);
    const token = await linkFor(account.email);

    const check = await t.app.inject({
      method: 'POST',
      url: '/api/mot-de-passe-oublie/verification',
      headers: bearer(await appToken(t)),
      payload: { token },
    });
    expect(check.json()).toEqual({ data: { valide: true } });

    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: messages.passwordUpdated } });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(before.access_token) });
    expect(me.statusCode).toBe(401);
    expect((await loginRequest(t, account.email, account.password)).statusCode).toBe(401);
    expect((await loginRequest(t, account.email, 'Nouveau2025')).statusCode).toBe(200);

    const again = await reset(token, 'Encore2025');
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(accountMessages.resetTokenUsed);
    expect(again.json().code).toBe(API_ERROR_CODES.resetLinkUsed);
  });

  it('expires after one hour', async () => {
    const clock = testClock();
    t = await createTestApp({ clock });
    const token = await linkFor(DEMO_ACCOUNTS.standard.email);
    clock.advance(61 * MINUTE);
    const res = await reset(token);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(accountMessages.resetTokenExpired);
    expect(res.json().code).toBe(API_ERROR_CODES.resetLinkExpired);
    expect(
      (await loginRequest(t, DEMO_ACCOUNTS.standard.email, DEMO_ACCOUNTS.standard.password)).statusCode,
    ).toBe(200);
  });

  it('refuses unknown links and weak or different passwords', async () => {
    t = await createTestApp();
    const unknown = await reset('inconnu');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(accountMessages.resetTokenInvalid);
    expect(unknown.json().code).toBe(API_ERROR_CODES.resetLinkInvalid);
    const token = await linkFor(DEMO_ACCOUNTS.standard.email);
    expect((await reset(token, 'faible')).json().errors).toEqual({
      password: [messages.newPasswordRequired],
    });
    expect((await reset(token, 'Nouveau2025', 'Nouveau2026')).json().errors).toEqual({
      password_confirmation: [messages.passwordConfirmation],
    });
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('raises an old-rule password to the new rule and lifts the captcha step', async () => {
    t = await createTestApp();
    const account = DEMO_ACCOUNTS.legacyPassword;
    for (let i = 0; i < 5; i++) await loginRequest(t, account.email, 'mauvais');
    expect((await loginRequest(t, account.email, account.password)).json().code).toBe('captcha_requis');
    await reset(await linkFor(account.email));
    const session = await login(t, { email: account.email, password: 'Nouveau2025' });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(session.access_token) });
    expect(me.json().data.attributes.password_expired).toBe(false);
  });

  it('makes the older links of the account useless', async () => {
    t = await createTestApp();
    const first = await linkFor(DEMO_ACCOUNTS.standard.email);
    const second = await linkFor(DEMO_ACCOUNTS.standard.email);
    expect((await reset(second)).statusCode).toBe(200);
    expect((await reset(first)).statusCode).toBe(410);
  });
});
