import { API_ERROR_CODES, messages, profileMessages } from '@cabas/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  bearer,
  DEMO_ACCOUNTS,
  decodeQuotedPrintable,
  login,
  loginRequest,
  MINUTE,
  sentMails,
  testClock,
} from '../../../test/accounts-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type {} from '../../db/schema-ledger.ts';
import type {} from '../../db/schema-usual-products.ts';

let t: TestApp;
afterEach(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
const me = (token: string) => call('GET', '/api/me', token);
const requestChange = (token: string, payload: object) => call('POST', '/api/me/email', token, payload);
const confirm = (token: string, linkToken: string) =>
  call('POST', '/api/me/email/confirmation', token, { token: linkToken });
const deleteAccount = (token: string, payload: object) => call('POST', '/api/me/suppression', token, payload);

const standard = DEMO_ACCOUNTS.standard;

function linkTokenFrom(eml: string): string {
  const match = decodeQuotedPrintable(eml).match(
    /\/mon-compte\/mon-profil\/confirmation-email\?token=([\w-]+)/,
  );
  if (!match) throw new Error('no e-mail change link in the message');
  return match[1]!;
}

const mailTo = (mails: string[], address: string) =>
  mails.filter((m) => new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'mi').test(m));

async function clientId(email: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('clients')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An order of this client, written as a payment would leave it. */
async function insertOrder(client: number, status: string, suffix: string) {
  const { db } = t.database;
  const store = await db
    .selectFrom('stores')
    .select('id')
    .where('is_national', '=', 0)
    .executeTakeFirstOrThrow();
  const product = await db.selectFrom('products').select(['id', 'designation']).executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const draft = {
    email: standard.email,
    prenom: 'Marie',
    adresse: { adresse: '3 rue des Lilas', code_postal: '33000', ville: 'Bordeaux' },
  };
  await db
    .insertInto('payment_sessions')
    .values({
      id: `ps-${suffix}`,
      provider: 'sandbox',
      checkout_id: 999,
      client_id: client,
      store_id: store.id,
      type_panier: 'drive',
      mode_paiement: 'CB',
      status: 'acceptee',
      total_cents: 4250,
      card_cents: 4250,
      order_draft: JSON.stringify(draft),
      created_at: now,
      updated_at: now,
      expires_at: now,
    })
    .execute();
  const order = await db
    .insertInto('orders')
    .values({
      code: `CMD-TEST-${suffix}`,
      payment_session_id: `ps-${suffix}`,
      client_id: client,
      store_id: store.id,
      checkout_id: 999,
      titre: 'Courses de la semaine',
      statut_code: status,
      code_paiement: 'CB',
      code_type_commande: 'LDD',
      type_panier: 'drive',
      adresse: JSON.stringify(draft.adresse),
      email: standard.email,
      total_cents: 4250,
      total_remise_cents: 150,
      placed_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_lines')
    .values({
      order_id: order.id,
      product_id: product.id,
      designation: product.designation,
      quantity: 2,
      reserved_units: 2,
      unit_price_cents: 2125,
      total_cents: 4250,
      substitution_accord: 0,
    })
    .execute();
  return order.id;
}

describe('PUT /api/me (profile form)', () => {
  it('gives the messages of the profile form, and saves the postal address', async () => {
    t = await createTestApp();
    const { access_token } = await login(t, standard);
    const empty = await call('PUT', '/api/me', access_token, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      civilite: [messages.civiliteRequired],
      nom: [messages.nomRequired],
      prenom: [messages.prenomRequired],
      tel: [messages.telRequired],
    });
    const identity = { civilite: 'Mme', nom: 'Dupont', prenom: 'Marie', tel: '06 12 34 56 78' };
    const shortPhone = await call('PUT', '/api/me', access_token, { ...identity, tel: '123' });
    expect(shortPhone.json().errors).toEqual({ tel: [messages.telInvalid] });
    const halfAddress = await call('PUT', '/api/me', access_token, {
      ...identity,
      adresse: '3 rue des Lilas',
    });
    expect(halfAddress.json().errors).toEqual({
      cp: [profileMessages.cpInvalid],
      ville: [profileMessages.villeRequired],
    });
    const badPostcode = await call('PUT', '/api/me', access_token, {
      ...identity,
      adresse: '3 rue des Lilas',
      cp: '33A00',
      ville: 'Bordeaux',
      departement: 'Gironde 33',
    });
    expect(badPostcode.json().errors).toEqual({
      cp: [profileMessages.cpInvalid],
      departement: [profileMessages.departementInvalid],
    });
    const saved = await call('PUT', '/api/me', access_token, {
      ...identity,
      adresse: '3 rue des Lilas',
      cp: '33000',
      ville: 'Bordeaux',
      pays: 'France',
      departement: 'Gironde',
      optin_sms_suivi_commande_drive: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.attributes).toMatchObject({
      adresse: '3 rue des Lilas',
      cp: '33000',
      ville: 'Bordeaux',
      pays: 'France',
      departement: 'Gironde',
      optin_sms_suivi_commande_drive: true,
    });
    const erased = await call('PUT', '/api/me', access_token, {
      ...identity,
      adresse: null,
      cp: null,
      ville: null,
      pays: null,
      departement: null,
      complement_adresse: null,
    });
    expect(erased.json().data.attributes).toMatchObject({ adresse: null, cp: null, ville: null, pays: null });
  });
});

describe('e-mail change', () => {
  it('gives the messages of the new e-mail form', async () => {
    t = await createTestApp();
    const { access_token } = await login(t, standard);
    const empty = await requestChange(access_token, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      email: [messages.emailRequired],
      email_confirmation: [messages.emailNotIdentical],
      password: [profileMessages.passwordRequired],
    });
    const invalid = await requestChange(access_token, {
      email: 'marie.exemple.fr',
      email_confirmation: 'marie.exemple.fr',
      password: standard.password,
    });
    expect(invalid.json().errors).toEqual({ email: [messages.emailInvalid] });
    const different = await requestChange(access_token, {
      email: 'marie@nouveau.fr',
      email_confirmation: 'marie@nouvo.fr',
      password: standard.password,
    });
    expect(different.json().errors).toEqual({ email_confirmation: [messages.emailNotIdentical] });
    const wrong = await requestChange(access_token, {
      email: 'marie@nouveau.fr',
      email_confirmation: 'marie@nouveau.fr',
      password: 'Mauvais2024',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      code: API_ERROR_CODES.profilePasswordWrong,
      errors: { password: [profileMessages.passwordWrong] },
    });
    const same = await requestChange(access_token, {
      email: standard.email.toUpperCase(),
      email_confirmation: standard.email,
      password: standard.password,
    });
    expect(same.json()).toMatchObject({ code: API_ERROR_CODES.emailUnchanged });
  });

  it('answers a registered address exactly as a free one, changes nothing, and mails its owner instead of a link', async () => {
    t = await createTestApp();
    const session = await login(t, standard);
    const ask = (email: string) =>
      requestChange(session.access_token, { email, email_confirmation: email, password: standard.password });
    const FREE = 'adresse.libre@exemple.fr';
    const TAKEN = DEMO_ACCOUNTS.loyalty.email;
    const outboxRows = async () => (await t.database.db.selectFrom('outbox').select('id').execute()).length;

    const free = await ask(FREE);
    const earlierLink = linkTokenFrom(mailTo(await sentMails(t, 2), FREE)[0]!);
    const writtenForFree = await outboxRows();
    const taken = await ask(TAKEN);
    // Same status, same headers that matter, the same bytes but for the address typed.
    expect(free.statusCode).toBe(202);
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.headers['content-type']).toBe(free.headers['content-type']);
    expect(taken.body).toBe(free.body.replaceAll(FREE, TAKEN));
    expect(taken.json()).toEqual({ data: { email: TAKEN, message: profileMessages.emailChangeSent(TAKEN) } });
    // The same writes: the same number of e-mails, and the earlier link retired in both cases.
    expect((await outboxRows()) - writtenForFree).toBe(writtenForFree);
    expect((await confirm(session.access_token, earlierLink)).json().code).toBe(
      API_ERROR_CODES.emailLinkUsed,
    );

    const mails = await sentMails(t, 4);
    expect(mails).toHaveLength(4);
    // The requester gets the same notice both times.
    expect(mailTo(mails, standard.email)).toHaveLength(2);
    // The owner of the registered address hears of the attempt, with no link that would move it.
    const toOwner = mailTo(mails, TAKEN);
    expect(toOwner).toHaveLength(1);
    const attempt = decodeQuotedPrintable(toOwner[0]!);
    expect(attempt).toContain('Bonjour Julien,');
    expect(attempt).toContain('pour un autre compte');
    expect(attempt).not.toMatch(/token=/);
    expect(attempt).not.toContain(standard.email);
    // Nothing changed on either account.
    expect((await me(session.access_token)).json().data.attributes.email).toBe(standard.email);
    const owner = await login(t, DEMO_ACCOUNTS.loyalty);
    expect((await me(owner.access_token)).json().data.attributes.email).toBe(TAKEN);
    const pending = await t.database.db
      .selectFrom('email_change_tokens')
      .select('new_email')
      .where('used_at', 'is', null)
      .execute();
    expect(pending.map((p) => p.new_email)).not.toContain(FREE);
  });

  it('mails one address at most 3 times an hour whoever asks, with the same answer past it', async () => {
    const clock = testClock();
    t = await createTestApp({ clock });
    const marie = await login(t, standard);
    const julien = await login(t, DEMO_ACCOUNTS.loyalty);
    const ask = (session: { access_token: string }, password: string, email: string) =>
      requestChange(session.access_token, { email, email_confirmation: email, password });
    const TARGETS = ['cible@exemple.fr', DEMO_ACCOUNTS.pro.email];
    for (const target of TARGETS) {
      const answers: string[] = [];
      for (let i = 0; i < 4; i++) {
        const res =
          i % 2 === 0
            ? await ask(marie, standard.password, target)
            : await ask(julien, DEMO_ACCOUNTS.loyalty.password, target);
        expect(res.statusCode).toBe(202);
        answers.push(res.body);
      }
      expect(new Set(answers).size).toBe(1);
    }
    // 8 notices to the requesters' own addresses, 3 mails to each target.
    const mails = await sentMails(t, 14);
    expect(mails).toHaveLength(14);
    expect(mailTo(mails, 'cible@exemple.fr')).toHaveLength(3);
    expect(mailTo(mails, DEMO_ACCOUNTS.pro.email)).toHaveLength(3);

    clock.advance(61 * MINUTE);
    const later = await login(t, DEMO_ACCOUNTS.legacyPassword);
    expect((await ask(later, DEMO_ACCOUNTS.legacyPassword.password, 'cible@exemple.fr')).statusCode).toBe(
      202,
    );
    expect(mailTo(await sentMails(t, 16), 'cible@exemple.fr')).toHaveLength(4);
  });

  it('lets one account ask 5 changes an hour, then answers 429 whatever the address, and mails nothing', async () => {
    const clock = testClock();
    t = await createTestApp({ clock });
    const session = await login(t, standard);
    const ask = (email: string) =>
      requestChange(session.access_token, { email, email_confirmation: email, password: standard.password });
    for (let i = 0; i < 5; i++) expect((await ask(`adresse${i}@exemple.fr`)).statusCode).toBe(202);
    const overFree = await ask('adresse5@exemple.fr');
    const overTaken = await ask(DEMO_ACCOUNTS.loyalty.email);
    expect(overFree.statusCode).toBe(429);
    expect(overFree.json()).toEqual({
      status_code: 429,
      message: profileMessages.emailChangeTooMany,
      code: API_ERROR_CODES.emailChangeTooMany,
    });
    expect(overTaken.statusCode).toBe(429);
    expect(overTaken.body).toBe(overFree.body);
    // A wrong password is still told as such, and does not count.
    const wrong = await requestChange(session.access_token, {
      email: 'adresse6@exemple.fr',
      email_confirmation: 'adresse6@exemple.fr',
      password: 'Mauvais2024',
    });
    expect(wrong.json().code).toBe(API_ERROR_CODES.profilePasswordWrong);
    const mails = await sentMails(t, 10);
    expect(mails).toHaveLength(10);
    expect(mailTo(mails, DEMO_ACCOUNTS.loyalty.email)).toHaveLength(0);
    expect(mailTo(mails, 'adresse5@exemple.fr')).toHaveLength(0);

    clock.advance(61 * MINUTE);
    const fresh = await login(t, standard);
    const again = await requestChange(fresh.access_token, {
      email: 'adresse5@exemple.fr',
      email_confirmation: 'adresse5@exemple.fr',
      password: standard.password,
    });
    expect(again.statusCode).toBe(202);
  });

  it('sends a link to the new address and tells the old one; the change applies once, when the link is opened', async () => {
    t = await createTestApp();
    const session = await login(t, standard);
    const res = await requestChange(session.access_token, {
      email: ' Marie.Nouvelle@Exemple.fr ',
      email_confirmation: 'marie.nouvelle@exemple.fr',
      password: standard.password,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().data.message).toBe(profileMessages.emailChangeSent('marie.nouvelle@exemple.fr'));
    const mails = await sentMails(t, 2);
    expect(mails).toHaveLength(2);
    const [linkMail] = mailTo(mails, 'marie.nouvelle@exemple.fr');
    const [notice] = mailTo(mails, standard.email);
    expect(linkMail).toBeDefined();
    expect(decodeQuotedPrintable(notice!)).toContain('marie.nouvelle@exemple.fr');
    expect(decodeQuotedPrintable(notice!)).not.toMatch(/confirmation-email\?token=/);
    expect((await me(session.access_token)).json().data.attributes.email).toBe(standard.email);

    const token = linkTokenFrom(linkMail!);
    const ok = await confirm(session.access_token, token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.message).toBe(profileMessages.emailChanged('marie.nouvelle@exemple.fr'));
    expect((await me(session.access_token)).json().data.attributes.email).toBe('marie.nouvelle@exemple.fr');

    const again = await confirm(session.access_token, token);
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe(API_ERROR_CODES.emailLinkUsed);
    expect((await loginRequest(t, standard.email, standard.password)).statusCode).toBe(401);
    expect((await loginRequest(t, 'marie.nouvelle@exemple.fr', standard.password)).statusCode).toBe(200);
  });

  it('refuses an expired link, a replaced link, a link of another account and an address taken meanwhile', async () => {
    const clock = testClock();
    t = await createTestApp({ clock });
    const session = await login(t, standard);
    const ask = (email: string) =>
      requestChange(session.access_token, { email, email_confirmation: email, password: standard.password });
    expect((await ask('premiere@exemple.fr')).statusCode).toBe(202);
    const first = linkTokenFrom(mailTo(await sentMails(t, 2), 'premiere@exemple.fr')[0]!);
    expect((await ask('deuxieme@exemple.fr')).statusCode).toBe(202);
    const second = linkTokenFrom(mailTo(await sentMails(t, 4), 'deuxieme@exemple.fr')[0]!);
    expect((await confirm(session.access_token, first)).json().code).toBe(API_ERROR_CODES.emailLinkUsed);

    const other = await login(t, DEMO_ACCOUNTS.loyalty);
    const foreign = await confirm(other.access_token, second);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe(API_ERROR_CODES.emailLinkInvalid);
    expect((await confirm(session.access_token, 'inconnu')).json().code).toBe(
      API_ERROR_CODES.emailLinkInvalid,
    );

    clock.advance(25 * 3_600_000);
    const fresh = await login(t, standard);
    const late = await confirm(fresh.access_token, second);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({
      code: API_ERROR_CODES.emailLinkExpired,
      message: profileMessages.emailLinkExpired,
    });

    const askFresh = (email: string) =>
      requestChange(fresh.access_token, { email, email_confirmation: email, password: standard.password });
    expect((await askFresh('troisieme@exemple.fr')).statusCode).toBe(202);
    const third = linkTokenFrom(mailTo(await sentMails(t, 6), 'troisieme@exemple.fr')[0]!);
    await t.database.db
      .updateTable('clients')
      .set({ email: 'troisieme@exemple.fr' })
      .where('email', '=', DEMO_ACCOUNTS.loyalty.email)
      .execute();
    const taken = await confirm(fresh.access_token, third);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe(API_ERROR_CODES.emailTaken);
    expect((await me(fresh.access_token)).json().data.attributes.email).toBe(standard.email);
  });

  it('needs a logged-in client', async () => {
    t = await createTestApp();
    expect((await call('POST', '/api/me/email', undefined, {})).statusCode).toBe(401);
    expect((await call('POST', '/api/me/email/confirmation', undefined, { token: 'x' })).statusCode).toBe(
      401,
    );
  });
});

describe('account deletion', () => {
  it('gives the motifs and the messages of the deletion form', async () => {
    t = await createTestApp();
    const { access_token } = await login(t, standard);
    const motifs = await call('GET', '/api/me/suppression/motifs', access_token);
    expect(motifs.json().data.length).toBeGreaterThan(2);
    expect(motifs.json().data[0]).toEqual({ id: 1, valeur: expect.any(String) });
    const empty = await deleteAccount(access_token, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      motif_id: [profileMessages.motifRequired],
      password: [profileMessages.passwordRequired],
    });
    expect((await deleteAccount(access_token, { motif_id: 99, password: 'x' })).json().errors).toEqual({
      motif_id: [profileMessages.motifRequired],
    });
    const wrong = await deleteAccount(access_token, { motif_id: 1, password: 'Mauvais2024' });
    expect(wrong.json()).toMatchObject({ code: API_ERROR_CODES.profilePasswordWrong });
    expect((await me(access_token)).statusCode).toBe(200);
  });

  it('is blocked while an order is in progress, or a delivery subscription', async () => {
    t = await createTestApp();
    const session = await login(t, standard);
    expect((await call('GET', '/api/me/suppression', session.access_token)).json().data).toEqual({
      possible: true,
      raisons: [],
    });
    await insertOrder(await clientId(standard.email), 'COMMANDEE', 'encours');
    const status = (await call('GET', '/api/me/suppression', session.access_token)).json().data;
    expect(status).toEqual({
      possible: false,
      raisons: [{ code: 'commande_en_cours', message: profileMessages.deletionBlockedOrder }],
    });
    const refused = await deleteAccount(session.access_token, { motif_id: 2, password: standard.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: API_ERROR_CODES.deletionBlocked,
      message: profileMessages.deletionBlocked,
    });
    expect((await me(session.access_token)).statusCode).toBe(200);

    const loyal = await login(t, DEMO_ACCOUNTS.loyalty);
    const subscribed = (await call('GET', '/api/me/suppression', loyal.access_token)).json().data;
    expect(subscribed.raisons.map((r: { code: string }) => r.code)).toEqual(['abonnement_en_cours']);
    const refusedToo = await deleteAccount(loyal.access_token, {
      motif_id: 1,
      password: DEMO_ACCOUNTS.loyalty.password,
    });
    expect(refusedToo.statusCode).toBe(409);
  });

  it('erases the personal data, keeps the orders anonymised, and ends every session', async () => {
    t = await createTestApp();
    const { db } = t.database;
    const id = await clientId(standard.email);
    const orderId = await insertOrder(id, 'RETIREE', 'passee');
    const session = await login(t, standard);
    const other = await login(t, standard);
    const now = new Date().toISOString();
    await db
      .insertInto('delivery_addresses')
      .values({
        client_id: id,
        civilite: 'Mme',
        prenom: 'Marie',
        nom: 'Dupont',
        adresse: '3 rue des Lilas',
        code_postal: '33000',
        code_insee: '33063',
        nom_commune: 'Bordeaux',
        tel: '0612345678',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('shopping_lists')
      .values({ client_id: id, titre: 'Apéro', store_id: null, created_at: now, last_used_at: now })
      .execute();
    const product = await db.selectFrom('products').select('id').limit(1).executeTakeFirstOrThrow();
    await db
      .insertInto('usual_products_hidden')
      .values({ client_id: id, product_id: product.id, hidden_at: now })
      .execute();
    // A partner card linked to the account, its cagnotte changed since.
    await db
      .insertInto('loyalty_cards')
      .values({
        client_id: id,
        type_carte: 'CRF',
        sous_type: 'CRF',
        numero: '9250000000000037',
        solde_cents: 777,
        code_hash: null,
        created_at: now,
        updated_at: now,
      })
      .execute();

    // An own-brand card with money on its cagnotte: no register keeps it.
    await db
      .insertInto('loyalty_cards')
      .values({
        client_id: id,
        type_carte: 'CM',
        sous_type: 'CP',
        numero: '9130000000000501',
        solde_cents: 500,
        code_hash: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    // The ledger as it would be had these cards been issued with these balances.
    await db
      .deleteFrom('stored_value_movements')
      .where('numero', 'in', ['9250000000000037', '9130000000000501'])
      .execute();
    await t.app.services.ledger.openBalances(db, now);
    expect(await t.app.services.ledger.mismatches()).toEqual([]);

    const res = await deleteAccount(session.access_token, { motif_id: 5, password: standard.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe(profileMessages.accountDeleted);
    // The own card's cagnotte is closed by a ledger movement; the partner card's follows the card.
    expect(await t.app.services.ledger.mismatches()).toEqual([]);
    const closed = await db
      .selectFrom('stored_value_movements')
      .select(['amount_cents', 'cause'])
      .where('numero', '=', '9130000000000501')
      .orderBy('id')
      .execute();
    expect(closed).toEqual([
      { amount_cents: 500, cause: 'solde_initial' },
      { amount_cents: -500, cause: 'compte_supprime' },
    ]);

    expect((await me(session.access_token)).statusCode).toBe(401);
    expect((await me(other.access_token)).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { grant_type: 'refresh_token', refresh_token: other.refresh_token },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await loginRequest(t, standard.email, standard.password)).json().message).toBe(
      messages.loginFailure,
    );

    const row = await db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: `compte-supprime-${id}@anonyme.invalid`,
      nom: 'Anonyme',
      prenom: 'Anonyme',
      tel: null,
      statut: 'supprime',
      adresse: null,
    });
    for (const table of [
      'delivery_addresses',
      'shopping_lists',
      'carts',
      'usual_products_hidden',
      'loyalty_cards',
      'auth_sessions',
    ] as const) {
      const rows = await db.selectFrom(table).select('client_id').where('client_id', '=', id).execute();
      if (table === 'auth_sessions') expect(rows.length).toBeGreaterThan(0);
      else expect(rows).toEqual([]);
    }
    // The partner card is back in its issuer's register with its cagnotte, free to be linked again.
    const issued = await db
      .selectFrom('loyalty_card_register')
      .select('solde_cents')
      .where('numero', '=', '9250000000000037')
      .executeTakeFirstOrThrow();
    expect(issued.solde_cents).toBe(777);
    const sessions = await db
      .selectFrom('auth_sessions')
      .select('revoked_at')
      .where('client_id', '=', id)
      .execute();
    expect(sessions.every((s) => s.revoked_at !== null)).toBe(true);
    const order = await db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      total_cents: 4250,
      email: `compte-supprime-${id}@anonyme.invalid`,
      adresse: null,
    });
    const lines = await db
      .selectFrom('order_lines')
      .select('total_cents')
      .where('order_id', '=', orderId)
      .execute();
    expect(lines).toEqual([{ total_cents: 4250 }]);
    const draft = await db
      .selectFrom('payment_sessions')
      .select('order_draft')
      .where('id', '=', 'ps-passee')
      .executeTakeFirstOrThrow();
    expect(draft.order_draft).not.toContain('Lilas');
    expect(draft.order_draft).not.toContain(standard.email);
    const recorded = await db.selectFrom('account_deletions').select('motif_id').execute();
    expect(recorded).toEqual([{ motif_id: 5 }]);
    const [goodbye] = mailTo(await sentMails(t, 1), standard.email);
    expect(decodeQuotedPrintable(goodbye!)).toContain('a été supprimé');
  });
});

describe('GET /api/me/export', () => {
  it('gives the client their own data only', async () => {
    t = await createTestApp();
    const id = await clientId(standard.email);
    await insertOrder(id, 'RETIREE', 'export');
    const mine = await login(t, standard);
    const res = await call('GET', '/api/me/export', mine.access_token);
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.profil).toMatchObject({ id, email: standard.email });
    expect(data.commandes).toHaveLength(1);
    expect(data.commandes[0]).toMatchObject({ montant_total_ttc: 42.5, code: 'CMD-TEST-export' });
    expect(data.commandes[0].lignes_commande).toEqual([
      expect.objectContaining({ quantite: 2, prix_unitaire: 21.25, prix_total_avec_remise: 42.5 }),
    ]);
    expect(JSON.stringify(data)).not.toContain('password');

    const loyal = await login(t, DEMO_ACCOUNTS.loyalty);
    const theirs = (await call('GET', '/api/me/export', loyal.access_token)).json();
    expect(theirs.profil.email).toBe(DEMO_ACCOUNTS.loyalty.email);
    expect(theirs.commandes).toEqual([]);
    expect(theirs.cartes_fidelite).toContainEqual(
      expect.objectContaining({
        numero: '9250000012345678',
        solde_euro: 12.5,
        solde_euro_suiv: 3,
        expired: false,
      }),
    );
    expect(theirs.abonnements.length).toBeGreaterThan(0);
    expect(JSON.stringify(theirs)).not.toContain(standard.email);
    expect((await call('GET', '/api/me/export')).statusCode).toBe(401);
  });
});
