import { randomUUID } from 'node:crypto';
import { API_ERROR_CODES } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, decodeQuotedPrintable, sentMails } from '../../../test/accounts-helpers.ts';
import { driveStore, plainProducts, setStock } from '../../../test/helpers/cart.ts';
import {
  ACCEPTED_CARD,
  card,
  clientIdOf,
  draftOf,
  notificationBody,
  openSession,
  postForm,
  postNotification,
  STOREFRONT,
  sandboxProvider,
} from '../../../test/helpers/payments.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let shop: number;
let marie: { id: number; prenom: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  shop = await driveStore(t);
  marie = { ...(await clientIdOf(t, DEMO_ACCOUNTS.standard.email)), email: DEMO_ACCOUNTS.standard.email };
});
afterAll(() => t?.close());

const offerOf = (productId: number) =>
  t.database.db
    .selectFrom('offers')
    .select(['stock', 'reserved'])
    .where('store_id', '=', shop)
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
const sessionOf = (id: string) =>
  t.database.db.selectFrom('payment_sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const ordersOfSession = (id: string) =>
  t.database.db.selectFrom('orders').selectAll().where('payment_session_id', '=', id).execute();

async function freshSession(productIndex: number, quantity = 1) {
  const products = await plainProducts(t, shop, productIndex + 1);
  const product = products[productIndex]!;
  return { product, session: await openSession(t, draftOf(marie, shop, [{ ...product, quantity }])) };
}

const sandboxPath = (id: string) => `/api/paiement-sandbox/${id}`;

describe('sandbox payment page', () => {
  it('serves an accessible French card form with its own CSP and no external resource', async () => {
    const { session } = await freshSession(0);
    expect(session.url).toBe(`${STOREFRONT}${sandboxPath(session.id)}`);
    const res = await t.app.inject({ method: 'GET', url: sandboxPath(session.id) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`form-action 'self' ${STOREFRONT}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.body).toContain('<html lang="fr">');
    for (const id of ['numero', 'expiration', 'cvc', 'titulaire']) {
      expect(res.body).toMatch(new RegExp(`<label for="${id}">`));
      expect(res.body).toMatch(new RegExp(`<input id="${id}"`));
    }
    expect(res.body).toContain('Annuler le paiement');
    expect(res.body).not.toMatch(/(src|href)="https?:/);
  });

  it('answers 404 for an unknown session', async () => {
    const res = await t.app.inject({ method: 'GET', url: sandboxPath('x'.repeat(24)) });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Cette session de paiement n&#39;existe pas.');
  });

  it('shows field errors and changes nothing for a wrong card form', async () => {
    const { session } = await freshSession(0);
    const res = await postForm(t, sandboxPath(session.id), {
      numero: '4111 1111 1111 1112',
      expiration: '01/20',
      cvc: '12',
      titulaire: '',
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Le numéro de carte est invalide. Merci de vérifier votre saisie.');
    expect(res.body).toContain('Cette carte a expiré.');
    expect(res.body).toContain('Le cryptogramme visuel doit être composé de 3 chiffres.');
    expect(res.body).toContain('Merci de renseigner le nom du titulaire de la carte.');
    expect(res.body).toContain('aria-invalid="true"');
    expect(res.body).toContain('role="alert"');
    expect((await sessionOf(session.id)).status).toBe('ouverte');
  });
});

describe('payment outcomes', () => {
  it('accepted card: one order COMMANDEE with its lines, stock reserved, the e-mail written', async () => {
    const { product, session } = await freshSession(0, 2);
    const before = await offerOf(product.id);
    const res = await postForm(t, sandboxPath(session.id), ACCEPTED_CARD);
    expect(res.statusCode).toBe(303);
    const [order] = await ordersOfSession(session.id);
    expect(order).toBeDefined();
    expect(res.headers.location).toBe(`${STOREFRONT}/commander/confirmation/${order!.id}/ok`);
    expect(order).toMatchObject({
      statut_code: 'COMMANDEE',
      client_id: marie.id,
      total_cents: 2 * product.price_cents,
    });
    expect(order!.code).toMatch(/^CMD-\d{8}-\d{6}$/);
    expect((await offerOf(product.id)).reserved).toBe(before.reserved + 2);
    expect(await sessionOf(session.id)).toMatchObject({ status: 'acceptee', order_id: order!.id });
    const mails = await sentMails(t, 1);
    const mail = decodeQuotedPrintable(mails.at(-1)!);
    expect(mail).toContain(`Confirmation de votre commande ${order!.code}`);
    expect(mail).toContain(`Produit ${product.id}`);
    expect(mail).toContain('Total TTC');

    // The browser coming back to the page (or a double submit) changes nothing more.
    const again = await postForm(t, sandboxPath(session.id), ACCEPTED_CARD);
    expect(again.headers.location).toBe(`${STOREFRONT}/commander/confirmation/${order!.id}/deja-traitee`);
    expect(await ordersOfSession(session.id)).toHaveLength(1);
  });

  it('refused card: back to the refusal page, no order, no stock taken', async () => {
    const { product, session } = await freshSession(1);
    const before = await offerOf(product.id);
    const res = await postForm(t, sandboxPath(session.id), card('4000 0000 0000 0002'));
    expect(res.headers.location).toBe(`${STOREFRONT}/commander/confirmation/refus?type_panier=drive`);
    expect(await ordersOfSession(session.id)).toEqual([]);
    expect(await offerOf(product.id)).toEqual(before);
    expect((await sessionOf(session.id)).status).toBe('refusee');
  });

  it('3-D Secure: a code page, then accepted with the right code, refused with another', async () => {
    const { session } = await freshSession(2);
    let res = await postForm(t, sandboxPath(session.id), card('4000 0000 0000 3220'));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Authentification 3-D Secure');
    expect((await t.app.inject({ method: 'GET', url: sandboxPath(session.id) })).body).toContain(
      '3-D Secure',
    );
    res = await postForm(t, `${sandboxPath(session.id)}/3ds`, { code: '' });
    expect(res.statusCode).toBe(422);
    res = await postForm(t, `${sandboxPath(session.id)}/3ds`, { code: '123456' });
    const [order] = await ordersOfSession(session.id);
    expect(res.headers.location).toBe(`${STOREFRONT}/commander/confirmation/${order!.id}/ok`);

    const other = (await freshSession(2)).session;
    await postForm(t, sandboxPath(other.id), card('4000 0000 0000 3220'));
    res = await postForm(t, `${sandboxPath(other.id)}/3ds`, { code: '000000' });
    expect(res.headers.location).toBe(`${STOREFRONT}/commander/confirmation/refus?type_panier=drive`);
  });

  it('pending: an order EN_ATTENTE, confirmed by the later acceptance', async () => {
    const { session } = await freshSession(3);
    const res = await postForm(t, sandboxPath(session.id), card('4000 0000 0000 0077'));
    const [order] = await ordersOfSession(session.id);
    expect(res.headers.location).toBe(`${STOREFRONT}/commander/confirmation/${order!.id}/en-attente`);
    expect(order!.statut_code).toBe('EN_ATTENTE');
    const accepted = await postNotification(t, notificationBody(session.id, 'acceptee'));
    expect(accepted.json()).toEqual({ resultat: 'ok', commande_id: order!.id });
    expect((await ordersOfSession(session.id))[0]!.statut_code).toBe('COMMANDEE');
  });

  it('pending and accepted notices arriving together end with one order COMMANDEE', async () => {
    for (let i = 0; i < 5; i++) {
      const { session } = await freshSession(3);
      const bodies = [notificationBody(session.id, 'en_attente'), notificationBody(session.id, 'acceptee')];
      if (i % 2) bodies.reverse();
      const answers = await Promise.all(bodies.map((raw) => postNotification(t, raw)));
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      const orders = await ordersOfSession(session.id);
      expect(orders.map((o) => o.statut_code)).toEqual(['COMMANDEE']);
      expect((await sessionOf(session.id)).status).toBe('acceptee');
    }
  });

  it('pending then refused: the order is undone and its stock given back', async () => {
    const { product, session } = await freshSession(4, 3);
    const before = await offerOf(product.id);
    await postForm(t, sandboxPath(session.id), card('4000 0000 0000 0077'));
    expect((await offerOf(product.id)).reserved).toBe(before.reserved + 3);
    const refused = await postNotification(t, notificationBody(session.id, 'refusee'));
    expect(refused.json()).toEqual({ resultat: 'refus', commande_id: null });
    expect((await ordersOfSession(session.id))[0]!.statut_code).toBe('REFUSEE');
    expect(await offerOf(product.id)).toEqual(before);
  });

  it('cancel and technical error: their pages, no order', async () => {
    const cancelled = (await freshSession(5)).session;
    let res = await postForm(t, `${sandboxPath(cancelled.id)}/annulation`, {});
    expect(res.headers.location).toBe(`${STOREFRONT}/commander/confirmation/annulation?type_panier=drive`);
    const failed = (await freshSession(5)).session;
    res = await postForm(t, sandboxPath(failed.id), card('4000 0000 0000 0119'));
    expect(res.headers.location).toBe(`${STOREFRONT}/commander/confirmation/erreur?type_panier=drive`);
    expect([...(await ordersOfSession(cancelled.id)), ...(await ordersOfSession(failed.id))]).toEqual([]);
    // A cancelled session's page sends the browser back to the cancellation page.
    res = await t.app.inject({ method: 'GET', url: sandboxPath(cancelled.id) });
    expect(res.headers.location).toBe(`${STOREFRONT}/commander/confirmation/annulation?type_panier=drive`);
  });
});

describe('notifications', () => {
  it('refuses a bad signature and changes nothing', async () => {
    const { session } = await freshSession(6);
    const raw = notificationBody(session.id, 'acceptee');
    for (const signature of ['', 'sha256=00', `sha256=${'a'.repeat(64)}`]) {
      const res = await postNotification(t, raw, signature);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Signature de la notification de paiement invalide.');
    }
    // Signed body, then one byte changed.
    const tampered = await postNotification(
      t,
      raw.replace('acceptee', 'refusee'),
      sandboxProvider(t).sign(raw),
    );
    expect(tampered.statusCode).toBe(401);
    expect((await sessionOf(session.id)).status).toBe('ouverte');
    expect(await ordersOfSession(session.id)).toEqual([]);
  });

  it('refuses an authorisation of another amount than the payment’s, and changes nothing', async () => {
    const { session } = await freshSession(6);
    const res = await postNotification(t, notificationBody(session.id, 'acceptee', undefined, 1));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Le montant notifié ne correspond pas au montant du paiement.');
    expect(res.json().code).toBe(API_ERROR_CODES.amountMismatch);
    expect((await sessionOf(session.id)).status).toBe('ouverte');
    expect(await ordersOfSession(session.id)).toEqual([]);
  });

  it('answers 422 for a signed but malformed notification, 404 for an unknown session', async () => {
    expect((await postNotification(t, '{"session_id":1}')).statusCode).toBe(422);
    const notJson = await postNotification(t, 'pas du json');
    expect(notJson.statusCode).toBe(422);
    expect(notJson.json().code).toBe(API_ERROR_CODES.badNotification);
    const res = await postNotification(t, notificationBody('z'.repeat(24), 'acceptee'));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(API_ERROR_CODES.paymentSessionNotFound);
  });

  it('replayed ×3 and shuffled: one state change, then deja-traitee', async () => {
    const { product, session } = await freshSession(7);
    const before = await offerOf(product.id);
    const accepted = notificationBody(session.id, 'acceptee', randomUUID());
    const bodies = [
      accepted,
      accepted,
      accepted,
      notificationBody(session.id, 'refusee'),
      notificationBody(session.id, 'annulee'),
      notificationBody(session.id, 'erreur'),
    ].sort(() => Math.random() - 0.5);
    const answers = await Promise.all(bodies.map((raw) => postNotification(t, raw)));
    const results = answers.map((r) => r.json().resultat);
    expect(results.filter((r) => r !== 'deja-traitee')).toHaveLength(1);
    const orders = await ordersOfSession(session.id);
    const status = (await sessionOf(session.id)).status;
    if (orders.length) {
      expect(orders).toHaveLength(1);
      expect((await offerOf(product.id)).reserved).toBe(before.reserved + 1);
    } else {
      expect(['refusee', 'annulee', 'erreur']).toContain(status);
      expect(await offerOf(product.id)).toEqual(before);
    }
    // A pending notice arriving after the outcome changes nothing either.
    const late = await postNotification(t, notificationBody(session.id, 'en_attente'));
    expect(late.json().resultat).toBe('deja-traitee');
    expect((await sessionOf(session.id)).status).toBe(status);
    const log = await t.database.db
      .selectFrom('payment_notifications')
      .select(['effect'])
      .where('session_id', '=', session.id)
      .execute();
    expect(log.map((l) => l.effect).sort()).toEqual([
      'appliquee',
      'deja_traitee',
      'deja_traitee',
      'deja_traitee',
      'deja_traitee',
      'deja_traitee',
      'deja_traitee',
    ]);
  });

  it('debits the cagnotte and the gift card once, and refuses an order they no longer cover', async () => {
    const nowIso = new Date().toISOString();
    const loyalty = await t.database.db
      .insertInto('loyalty_cards')
      .values({
        client_id: marie.id,
        type_carte: 'Carte Cabas',
        sous_type: 'CRF',
        numero: '9250000000000001',
        solde_cents: 800,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const gift = await t.database.db
      .insertInto('gift_cards')
      .values({
        numero: '123456789012345678901',
        pin_hash: 'x',
        montant_initial_cents: 1500,
        solde_cents: 1500,
        expires_at: '2099-01-01T00:00:00.000Z',
        created_at: nowIso,
        updated_at: nowIso,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const balances = async () => {
      const l = await t.database.db
        .selectFrom('loyalty_cards')
        .select('solde_cents')
        .where('id', '=', loyalty.id)
        .executeTakeFirstOrThrow();
      const g = await t.database.db
        .selectFrom('gift_cards')
        .select('solde_cents')
        .where('id', '=', gift.id)
        .executeTakeFirstOrThrow();
      return [l.solde_cents, g.solde_cents];
    };
    const [product] = (await plainProducts(t, shop, 10)).slice(9);
    const draft = draftOf(marie, shop, [{ ...product!, quantity: 5 }]);
    const split = { giftCard: 1000, tirelire: 500, card: draft.totalCents - 1500 };
    const session = await openSession(t, draft, { split, loyaltyCardId: loyalty.id, giftCardId: gift.id });
    const accepted = notificationBody(session.id, 'acceptee');
    const answers = await Promise.all([1, 2, 3].map(() => postNotification(t, accepted)));
    expect(answers.map((r) => r.json().resultat).sort()).toEqual(['deja-traitee', 'deja-traitee', 'ok']);
    expect(await balances()).toEqual([300, 500]);
    const [order] = await ordersOfSession(session.id);
    expect(order).toMatchObject({ tirelire_cents: 500, gift_card_cents: 1000 });

    // The cagnotte left (3 €) no longer covers 5 €: the whole order is refused, nothing kept.
    const before = await offerOf(product!.id);
    const second = await openSession(t, draft, { split, loyaltyCardId: loyalty.id, giftCardId: gift.id });
    const res = await postNotification(t, notificationBody(second.id, 'acceptee'));
    expect(res.json()).toEqual({ resultat: 'refus', commande_id: null });
    expect(await balances()).toEqual([300, 500]);
    expect(await offerOf(product!.id)).toEqual(before);
    expect(await ordersOfSession(second.id)).toEqual([]);
  });

  it('200 concurrent orders of a product with stock 10 give exactly 10 orders', async () => {
    const [product] = (await plainProducts(t, shop, 9)).slice(8);
    await setStock(t, shop, product!.id, 10);
    const sessions = [];
    for (let i = 0; i < 200; i++) sessions.push(await openSession(t, draftOf(marie, shop, [product!])));
    const answers = await Promise.all(
      sessions.map((s) => postNotification(t, notificationBody(s.id, 'acceptee'))),
    );
    const results = answers.map((r) => r.json().resultat);
    expect(results.filter((r) => r === 'ok')).toHaveLength(10);
    expect(results.filter((r) => r === 'refus')).toHaveLength(190);
    const count = await t.database.db
      .selectFrom('order_lines')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('product_id', '=', product!.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(10);
    expect(await offerOf(product!.id)).toEqual({ stock: 10, reserved: 10 });
  }, 120_000);
});
