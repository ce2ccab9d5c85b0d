import { API_ERROR_CODES, accountMessages, formMessages, messages } from '@cabas/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  appToken,
  bearer,
  DEMO_ACCOUNTS,
  decodeQuotedPrintable,
  login,
  sentMails,
  solvedCaptcha,
} from '../../../test/accounts-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
afterEach(() => t.close());

const STORE = 12;

async function post(url: string, payload: Record<string, unknown>, token?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: bearer(token ?? (await appToken(t))),
    payload,
  });
}

const contact = async (overrides: Record<string, unknown> = {}) => ({
  civilite: 'Mme',
  nom: 'Lambert',
  prenom: 'Claire',
  email: 'claire.lambert@exemple.fr',
  magasin_id: STORE,
  sujet: 'Ma commande',
  message: "Bonjour, il manquait un pack d'eau dans ma commande de samedi.",
  altcha: await solvedCaptcha(t),
  ...overrides,
});

describe('contact form', () => {
  it('stores the request and mails the store service, but no copy to an address the sender did not prove', async () => {
    t = await createTestApp();
    const res = await post('/formulaires/contact', await contact({ email: 'victime@exemple.fr' }));
    expect(res.statusCode).toBe(201);
    const { reference, message } = res.json().data;
    expect(message).toBe(messages.requestTakenIntoAccount);
    expect(reference).toMatch(/^CT-\d{8}-[0-9A-F]{6}$/);

    const rows = await t.database.db.selectFrom('form_requests').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'contact', reference, store_id: STORE, client_id: null });
    expect(JSON.parse(rows[0]!.payload)).not.toHaveProperty('altcha');

    const store = await t.database.db
      .selectFrom('stores')
      .select(['email', 'name'])
      .where('id', '=', STORE)
      .executeTakeFirstOrThrow();
    const mails = (await sentMails(t, 2)).map(decodeQuotedPrintable);
    expect(mails).toHaveLength(1);
    const [toStore] = mails;
    expect(toStore).toContain(`\r\nTo: ${store.email}\r\n`);
    expect(toStore).toContain('Reply-To: victime@exemple.fr');
    expect(toStore).toContain("il manquait un pack d'eau");
    expect(toStore).toContain(reference);
    expect(mails.some((m) => /\r\nTo: victime@exemple\.fr\r\n/.test(m))).toBe(false);
    const outbox = await t.database.db.selectFrom('outbox').select('payload').execute();
    expect(outbox.map((r) => JSON.parse(r.payload).to)).toEqual([store.email]);
    // The storefront says no copy was sent.
    expect(res.json().data.copie_envoyee).toBe(false);
  });

  it("sends a logged-in shopper's copy to the account's own address, never to the address typed", async () => {
    t = await createTestApp();
    const { access_token } = await login(t, DEMO_ACCOUNTS.standard);
    const res = await post(
      '/formulaires/contact',
      await contact({ email: 'victime@exemple.fr' }),
      access_token,
    );
    expect(res.statusCode).toBe(201);
    const mails = (await sentMails(t, 2)).map(decodeQuotedPrintable);
    expect(mails).toHaveLength(2);
    expect(mails.filter((m) => /\r\nTo: victime@exemple\.fr\r\n/.test(m))).toHaveLength(0);
    const copy = mails.find((m) => m.includes(`\r\nTo: ${DEMO_ACCOUNTS.standard.email}\r\n`));
    expect(copy).toContain('Bonjour Marie,');
    expect(copy).toContain(messages.requestTakenIntoAccount);
    const row = await t.database.db.selectFrom('form_requests').select('client_id').executeTakeFirstOrThrow();
    expect(row.client_id).not.toBeNull();
    expect(res.json().data.copie_envoyee).toBe(true);
  });

  it('refuses bad input with the French messages, and stores and mails nothing', async () => {
    t = await createTestApp();
    const res = await post('/formulaires/contact', {
      email: 'pas-une-adresse',
      magasin_id: STORE,
      altcha: 'x',
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe(API_ERROR_CODES.invalidData);
    expect(body.errors).toMatchObject({
      civilite: [messages.civiliteRequired],
      nom: [messages.nomRequired],
      prenom: [messages.prenomRequired],
      email: [messages.emailInvalid],
      sujet: [formMessages.subjectRequired],
      message: [formMessages.messageRequired],
    });
    const unknownStore = await post('/formulaires/contact', await contact({ magasin_id: 999_999 }));
    expect(unknownStore.statusCode).toBe(422);
    expect(unknownStore.json().code).toBe(API_ERROR_CODES.formStoreUnknown);
    expect(await t.database.db.selectFrom('form_requests').selectAll().execute()).toEqual([]);
    expect(await sentMails(t, 0)).toEqual([]);
  });

  it('refuses a wrong or reused captcha', async () => {
    t = await createTestApp();
    const wrong = await post('/formulaires/contact', await contact({ altcha: 'bm9uIG1lcmNp' }));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      code: API_ERROR_CODES.captchaInvalid,
      errors: { altcha: [accountMessages.captchaFailed] },
    });
    const body = await contact();
    expect((await post('/formulaires/contact', body)).statusCode).toBe(201);
    const replay = await post('/formulaires/contact', body);
    expect(replay.json().code).toBe(API_ERROR_CODES.captchaInvalid);
  });

  it('needs a client token', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'POST', url: '/api/formulaires/contact', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('limits the requests of one address', async () => {
    t = await createTestApp({ authRateLimitMax: 2 });
    const token = await appToken(t);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await post('/formulaires/contact', {}, token)).statusCode);
    expect(statuses).toEqual([422, 422, 429]);
  });
});

describe('card and loyalty forms', () => {
  it('checks the loyalty card number with the messages of the specification', async () => {
    t = await createTestApp();
    const base = {
      civilite: 'M.',
      nom: 'Garnier',
      prenom: 'Paul',
      email: 'paul.garnier@exemple.fr',
      magasin_id: STORE,
      altcha: 'x',
    };
    const errorOf = async (num_carte: string) =>
      (await post('/formulaires/activationCarteMalin', { ...base, num_carte })).json().errors.num_carte;
    expect(await errorOf('')).toEqual([formMessages.cardNumberRequired]);
    expect(await errorOf('12345')).toEqual([formMessages.cardNumberLength]);
    expect(await errorOf('1234abcd12345678')).toEqual([formMessages.cardNumberDigits]);
  });

  it('sends a card request, a card activation and a loyalty cancellation', async () => {
    t = await createTestApp();
    const person = { civilite: 'M.', nom: 'Garnier', prenom: 'Paul', email: 'paul.garnier@exemple.fr' };
    const request = await post('/formulaires/demandeCarteMalin', {
      ...person,
      tel: '06 12 34 56 78',
      date_naissance: '1985-04-12',
      magasin_id: STORE,
      acceptEmail: true,
      acceptSms: false,
      altcha: await solvedCaptcha(t),
    });
    expect(request.statusCode).toBe(201);
    const minor = await post('/formulaires/demandeCarteMalin', {
      ...person,
      tel: '06 12 34 56 78',
      date_naissance: `${new Date().getUTCFullYear() - 10}-01-01`,
      magasin_id: STORE,
      altcha: 'x',
    });
    expect(minor.json().errors.date_naissance).toEqual([formMessages.birthDateMinor]);
    const activation = await post('/formulaires/activationCarteMalin', {
      ...person,
      num_carte: '9250 0000 1234 5678',
      magasin_id: STORE,
      altcha: await solvedCaptcha(t),
    });
    expect(activation.statusCode).toBe(201);
    const cancellation = await post('/formulaires/resiliationFidelite', {
      ...person,
      num_carte: '9250000012345678',
      magasin_id: STORE,
      motif: 'Je déménage',
      confirmation: true,
      altcha: await solvedCaptcha(t),
    });
    expect(cancellation.statusCode).toBe(201);
    const kinds = await t.database.db.selectFrom('form_requests').select('kind').orderBy('id').execute();
    expect(kinds.map((r) => r.kind)).toEqual(['demande-carte', 'activation-carte', 'resiliation-fidelite']);
    // Anonymous: only the store's service is mailed, never the address typed.
    const mails = (await sentMails(t, 6)).map(decodeQuotedPrintable);
    expect(mails).toHaveLength(3);
    expect(mails.some((m) => m.includes('9250000012345678'))).toBe(true);
    expect(mails.some((m) => m.includes('\r\nTo: paul.garnier@exemple.fr\r\n'))).toBe(false);
  });
});

describe('product question', () => {
  it('names the product in the e-mail and refuses an unknown one', async () => {
    t = await createTestApp();
    const product = await t.database.db
      .selectFrom('products')
      .select(['id', 'designation'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const body = {
      civilite: 'Mme',
      nom: 'Roux',
      prenom: 'Inès',
      email: 'ines.roux@exemple.fr',
      magasin_id: STORE,
      question: 'Ce produit contient-il des traces de fruits à coque ?',
    };
    const unknown = await post('/formulaires/questionProduit', {
      ...body,
      produit_id: 999_999_999,
      altcha: await solvedCaptcha(t),
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe(API_ERROR_CODES.formProductUnknown);
    const ok = await post('/formulaires/questionProduit', {
      ...body,
      produit_id: product.id,
      altcha: await solvedCaptcha(t),
    });
    expect(ok.statusCode).toBe(201);
    const mails = (await sentMails(t, 2)).map(decodeQuotedPrintable);
    expect(mails).toHaveLength(1);
    expect(mails.every((m) => m.includes(product.designation))).toBe(true);
    expect(mails.some((m) => m.includes('\r\nTo: ines.roux@exemple.fr\r\n'))).toBe(false);
  });
});

describe('anonymous newsletter (double opt-in)', () => {
  const linkToken = (eml: string) => {
    const match = decodeQuotedPrintable(eml).match(/formulaire-newsletter\/confirmation\?token=([\w.%-]+)/);
    if (!match) throw new Error('no confirmation link');
    return decodeURIComponent(match[1]!);
  };

  it('sends a confirmation link and subscribes only once it is opened', async () => {
    t = await createTestApp();
    const res = await post('/formulaires/inscriptionAnonymeNewsletter', {
      email: 'Lea.Martin@exemple.fr',
      magasin_id: STORE,
      altcha: await solvedCaptcha(t),
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().data.message).toBe(formMessages.newsletterPending);
    const subscription = () =>
      t.database.db.selectFrom('newsletter_email_subscriptions').selectAll().executeTakeFirstOrThrow();
    expect(await subscription()).toMatchObject({ email: 'lea.martin@exemple.fr', confirmed_at: null });
    const [eml] = await sentMails(t);
    expect(eml).toContain('To: lea.martin@exemple.fr');
    const token = linkToken(eml!);

    const confirm = (value: string) =>
      post('/formulaires/inscriptionAnonymeNewsletter/confirmation', { token: value });
    const ok = await confirm(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      email: 'lea.martin@exemple.fr',
      message: formMessages.newsletterConfirmed,
    });
    expect((await subscription()).confirmed_at).not.toBeNull();
    expect((await confirm(token)).statusCode).toBe(200);
    const forged = await confirm(`${token.slice(0, -2)}xx`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe(API_ERROR_CODES.newsletterConfirmationInvalid);
  });

  it("adds the store to the account's newsletters when the address has an account", async () => {
    t = await createTestApp();
    await post('/formulaires/inscriptionAnonymeNewsletter', {
      email: DEMO_ACCOUNTS.standard.email,
      magasin_id: STORE,
      altcha: await solvedCaptcha(t),
    });
    const [eml] = await sentMails(t);
    await post('/formulaires/inscriptionAnonymeNewsletter/confirmation', { token: linkToken(eml!) });
    const rows = await t.database.db
      .selectFrom('newsletter_subscriptions as n')
      .innerJoin('clients as c', 'c.id', 'n.client_id')
      .select('n.store_id')
      .where('c.email', '=', DEMO_ACCOUNTS.standard.email)
      .execute();
    expect(rows.map((r) => r.store_id)).toContain(STORE);
  });
});

describe('withdrawal', () => {
  /** An order of Julien, withdrawn `daysAgo` days ago, whose one line is a durable product. */
  async function withdrawnOrder(daysAgo = 2) {
    const db = t.database.db;
    const suffix = String(daysAgo);
    const client = await db
      .selectFrom('clients')
      .select('id')
      .where('email', '=', DEMO_ACCOUNTS.loyalty.email)
      .executeTakeFirstOrThrow();
    const product = await db
      .selectFrom('products')
      .select(['id', 'designation'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('products')
      .set({ garantie_legale: 'Garantie légale de conformité de 2 ans' })
      .where('id', '=', product.id)
      .execute();
    const now = new Date().toISOString();
    const received = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
    await db
      .insertInto('payment_sessions')
      .values({
        id: `ps-retractation-${suffix}`,
        provider: 'sandbox',
        checkout_id: 999,
        client_id: client.id,
        store_id: STORE,
        type_panier: 'drive',
        mode_paiement: 'CB',
        status: 'acceptee',
        total_cents: 2990,
        card_cents: 2990,
        order_draft: '{}',
        created_at: now,
        updated_at: now,
        expires_at: now,
      })
      .execute();
    const order = await db
      .insertInto('orders')
      .values({
        code: `CMD-RETRACTATION-${suffix}`,
        payment_session_id: `ps-retractation-${suffix}`,
        client_id: client.id,
        store_id: STORE,
        checkout_id: 999,
        titre: 'Courses',
        statut_code: 'retiree',
        code_paiement: 'CB',
        code_type_commande: 'DRIVE',
        type_panier: 'drive',
        date_de_retrait: received,
        email: DEMO_ACCOUNTS.loyalty.email,
        total_cents: 2990,
        total_remise_cents: 0,
        placed_at: received,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const line = await db
      .insertInto('order_lines')
      .values({
        order_id: order.id,
        product_id: product.id,
        designation: product.designation,
        quantity: 1,
        reserved_units: 1,
        unit_price_cents: 2990,
        total_cents: 2990,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { orderId: order.id, lineId: line.id, designation: product.designation };
  }

  it('lists the lines that may be sent back and sends the withdrawal', async () => {
    t = await createTestApp();
    const { orderId, lineId, designation } = await withdrawnOrder();
    const { access_token } = await login(t, DEMO_ACCOUNTS.loyalty);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/me/formulaires/retractation',
      headers: bearer(access_token),
    });
    expect(list.statusCode).toBe(200);
    const order = list.json().data.find((o: { id: number }) => o.id === orderId);
    expect(order.lignes.map((l: { id: number }) => l.id)).toContain(lineId);

    const res = await post(
      '/me/formulaires/retractation',
      { commande_id: orderId, lignes: [lineId] },
      access_token,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.reference).toMatch(/^RT-/);
    const mails = (await sentMails(t, 2)).map(decodeQuotedPrintable);
    expect(mails.some((m) => m.includes(`To: ${DEMO_ACCOUNTS.loyalty.email}`))).toBe(true);
    expect(mails.every((m) => m.includes(designation) && m.includes('rétractation'))).toBe(true);
  });

  it("answers 404 for another client's order and refuses lines out of time", async () => {
    t = await createTestApp();
    const { orderId, lineId } = await withdrawnOrder(30);
    const other = await login(t, DEMO_ACCOUNTS.standard);
    const foreign = await post(
      '/me/formulaires/retractation',
      { commande_id: orderId, lignes: [lineId] },
      other.access_token,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe(API_ERROR_CODES.withdrawalOrderNotFound);
    const own = await login(t, DEMO_ACCOUNTS.loyalty);
    const late = await post(
      '/me/formulaires/retractation',
      { commande_id: orderId, lignes: [lineId] },
      own.access_token,
    );
    expect(late.statusCode).toBe(422);
    expect(late.json().code).toBe(API_ERROR_CODES.withdrawalNotAllowed);
    const anonymous = await post('/me/formulaires/retractation', { commande_id: orderId, lignes: [lineId] });
    expect(anonymous.statusCode).toBe(401);
  });
});
