import {
  API_ERROR_CODES,
  apiPath,
  checkoutMessages,
  endpoints,
  NATIONAL_STORE_ID,
  orderChangeMessages,
  type ProBilling,
  type ProCheckoutResponse,
  proMessages,
} from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, sentMails } from '../../../test/accounts-helpers.ts';
import { call } from '../../../test/helpers/cart.ts';
import { createCheckout, fillDriveCart, marie, type Shopper } from '../../../test/helpers/checkout.ts';
import { notificationBody, postNotification } from '../../../test/helpers/payments.ts';
import {
  agreementStores,
  atStore,
  BILLING,
  createProCheckout,
  paulLefebvre,
  proAccount,
  processCreateOrder,
  proPath,
  putPro,
  readyProCheckout,
} from '../../../test/helpers/pro-checkout.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let pro: Shopper;
let stores: number[];

beforeAll(async () => {
  t = await createTestApp();
  pro = await paulLefebvre(t);
  stores = await agreementStores(t, pro);
});
afterAll(() => t?.close());

const db = () => t.database.db;
const euroCents = (c: ProCheckoutResponse) => Math.round(c.data.attributes.montants.total_ttc * 100);

describe('who may use the pro checkout', () => {
  it('needs a login (401) and a pro account (403 compte_pro_requis)', async () => {
    expect((await call(t, 'POST', proPath(pro), {})).statusCode).toBe(401);
    const consumer = await marie(t);
    const res = await call(t, 'POST', proPath(atStore(consumer, pro.shop)), consumer.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: API_ERROR_CODES.proAccountRequired,
      message: proMessages.proOnly,
    });
  });

  it('refuses the national store, a store outside the agreement and a store without the pro service', async () => {
    const national = await call(t, 'POST', proPath(atStore(pro, NATIONAL_STORE_ID)), pro.headers);
    expect(national.statusCode).toBe(409);
    expect(national.json().code).toBe(API_ERROR_CODES.nationalStore);

    const outside = await db()
      .selectFrom('stores')
      .select('id')
      .where('is_national', '=', 0)
      .where('service_corapro', '=', 1)
      .where('id', 'not in', stores)
      .executeTakeFirstOrThrow();
    const res = await call(t, 'POST', proPath(atStore(pro, outside.id)), pro.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: API_ERROR_CODES.proStoreNotAllowed,
      message: 'Vous ne pouvez pas commander dans ce magasin avec votre compte pro',
    });

    const closing = stores[2]!;
    await db().updateTable('stores').set({ service_corapro: 0 }).where('id', '=', closing).execute();
    try {
      const closed = await call(t, 'POST', proPath(atStore(pro, closing)), pro.headers);
      expect(closed.statusCode).toBe(403);
      expect(closed.json()).toMatchObject({
        code: API_ERROR_CODES.proServiceUnavailable,
        message: 'Ce magasin ne propose plus le service Pro',
      });
    } finally {
      await db().updateTable('stores').set({ service_corapro: 1 }).where('id', '=', closing).execute();
    }
  });

  it('keeps the consumer checkout closed to pros', async () => {
    await fillDriveCart(t, pro, 20);
    const res = await call(t, 'POST', `/api/magasins/${pro.shop}/checkout?type_panier=drive`, pro.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: API_ERROR_CODES.proCheckoutRefused,
      message: checkoutMessages.proCheckout,
    });
  });

  it('never shows another client’s checkout (404), nor a pro’s to a consumer (403)', async () => {
    const consumer = atStore(await marie(t), pro.shop);
    await fillDriveCart(t, consumer, 20);
    const theirs = await createCheckout(t, consumer);
    const res = await call(t, 'GET', proPath(pro, theirs.data.id), pro.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(API_ERROR_CODES.checkoutNotFound);
    const put = await call(t, 'PUT', proPath(pro, theirs.data.id), pro.headers, {
      dateLastUpdate: theirs.data.attributes.dateLastUpdate,
      modePaiement: 'cb',
    });
    expect(put.statusCode).toBe(404);

    const mine = await createProCheckout(t, pro);
    const peek = await call(t, 'GET', proPath(consumer, mine.data.id), consumer.headers);
    expect(peek.statusCode).toBe(403);
    expect(peek.json().code).toBe(API_ERROR_CODES.proAccountRequired);
  });
});

describe('the pro checkout’s steps', () => {
  it('shows the company, its outstanding, the contact, the amounts with VAT and what is missing', async () => {
    await fillDriveCart(t, pro, 30);
    const c = await createProCheckout(t, pro);
    const a = c.data.attributes;
    expect(a.type_panier).toBe('drive');
    expect(a.entreprise).toMatchObject({ raison_sociale: 'Boulangerie Lefebvre', siret: '51234567900009' });
    expect(a.encours.plafond).toBe(3000);
    expect(a.delai_paiement_jours).toBe(30);
    expect(a.contact?.nom_referent).toEqual(expect.any(String));
    expect(a.montants.tva.length).toBeGreaterThan(0);
    const vat = a.montants.tva.reduce((sum, r) => sum + r.montant_tva, 0);
    expect(a.montants.total_ht).toBeCloseTo(a.montants.total_ttc - vat, 2);
    expect(a.a_completer.map((m) => m.champ)).toEqual(['service_id', 'modePaiement']);
    expect(c.data.services.every((s) => s.mode === 'DRIVE')).toBe(true);
  });

  it('refuses a service that is not a drive’s (422 service_non_pro) and a stale version (409)', async () => {
    const c = await createProCheckout(t, pro);
    const other = await db()
      .selectFrom('store_mode_services as s')
      .innerJoin('store_order_modes as m', 'm.id', 's.order_mode_id')
      .select('s.id')
      .where('s.store_id', '=', pro.shop)
      .where('m.type', '!=', 'DRIVE')
      .executeTakeFirst();
    if (other) {
      const res = await putPro(t, pro, c, { service_id: other.id });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: API_ERROR_CODES.proServiceRefused,
        errors: { service_id: [proMessages.serviceNotPro] },
      });
    }
    const moved = await putPro(t, pro, c, { modePaiement: 'cb' });
    expect(moved.statusCode).toBe(200);
    const stale = await putPro(t, pro, c, { modePaiement: 'differe' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe(API_ERROR_CODES.checkoutStale);
  });

  it('answers 409 commande_pro_incomplete with the missing fields, writing nothing', async () => {
    const c = await createProCheckout(t, pro);
    const res = await processCreateOrder(t, pro, c);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: API_ERROR_CODES.proCheckoutIncomplete,
      message: proMessages.notReady,
    });
    expect(res.json().errors.service_id).toEqual([proMessages.serviceRequired]);
    const orders = await db()
      .selectFrom('orders')
      .select('id')
      .where('client_id', '=', pro.clientId)
      .execute();
    expect(orders).toEqual([]);
  });

  it('checks the billing form: SIRET and VAT number keys, with the French field messages (422)', async () => {
    const c = await createProCheckout(t, pro);
    const res = await processCreateOrder(t, pro, c, {
      ...BILLING,
      siret: '51234567900008',
      tva_intracommunautaire: 'FR00512345679',
      code_postal: '590',
      cg_ok: false,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: API_ERROR_CODES.invalidData,
      errors: {
        siret: [proMessages.siretKey],
        code_postal: [proMessages.postalCodeInvalid],
        cg_ok: [proMessages.termsRequired],
      },
    });
    const vat = await processCreateOrder(t, pro, c, { ...BILLING, tva_intracommunautaire: 'FR00512345679' });
    expect(vat.json().errors).toEqual({ tva_intracommunautaire: [proMessages.vatKey] });
  });

  it('lists the lines a pro may not order and refuses the order while they are there (409)', async () => {
    const c = await readyProCheckout(t, pro, 20, 'cb');
    const caterer = await db()
      .selectFrom('products as p')
      .innerJoin('offers as o', 'o.product_id', 'p.id')
      .select(['p.id', 'p.designation', 'o.price_cents'])
      .where('o.store_id', '=', pro.shop)
      .where('p.types_panier', 'not like', '%"drive"%')
      .where('p.corapro', '=', 0)
      .where('o.price_cents', 'is not', null)
      .executeTakeFirstOrThrow();
    const cart = await db()
      .selectFrom('carts')
      .select('id')
      .where('client_id', '=', pro.clientId)
      .where('store_id', '=', pro.shop)
      .where('type_panier', '=', 'drive')
      .executeTakeFirstOrThrow();
    const nowIso = new Date().toISOString();
    await db()
      .insertInto('cart_lines')
      .values({
        cart_id: cart.id,
        product_id: caterer.id,
        quantity: 1,
        designation: caterer.designation,
        price_cents: caterer.price_cents ?? 0,
        added_at: nowIso,
        updated_at: nowIso,
      })
      .execute();
    try {
      const read = (await call(t, 'GET', proPath(pro, c.data.id), pro.headers)).json() as ProCheckoutResponse;
      expect(read.data.attributes.produits_non_autorises).toEqual([
        { id: caterer.id, designation: caterer.designation },
      ]);
      const res = await processCreateOrder(t, pro, read);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: API_ERROR_CODES.proProductsNotAllowed,
        message: proMessages.productsNotAllowed,
      });
    } finally {
      await db()
        .deleteFrom('cart_lines')
        .where('cart_id', '=', cart.id)
        .where('product_id', '=', caterer.id)
        .execute();
    }
  });
});

describe('an order on invoice', () => {
  it('is placed at once: the order with its billing, the cart emptied, the slot booked, the receivable charged', async () => {
    const before = await proAccount(t, pro);
    const c = await readyProCheckout(t, pro, 30, 'differe', 1);
    const total = euroCents(c);
    const res = await processCreateOrder(t, pro, c);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.url_webview_paiement).toBeNull();
    const order = await db()
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', data.commande_id)
      .executeTakeFirstOrThrow();
    expect(data.numero_commande_pro).toBe(order.code);
    expect(order).toMatchObject({ client_id: pro.clientId, code_paiement: 'differe', total_cents: total });
    const billing = JSON.parse(order.pro_billing ?? 'null') as ProBilling;
    expect(billing).toMatchObject({
      siret: '51234567900009',
      pro_ref: 'BC-2026-118',
      pro_passee_par: 'Paul Lefebvre',
    });

    const lines = await db()
      .selectFrom('cart_lines as l')
      .innerJoin('carts as k', 'k.id', 'l.cart_id')
      .select('l.id')
      .where('k.client_id', '=', pro.clientId)
      .where('k.store_id', '=', pro.shop)
      .where('k.type_panier', '=', 'drive')
      .execute();
    expect(lines).toEqual([]);
    const hold = await db()
      .selectFrom('slot_holds')
      .select('booked_at')
      .where('checkout_id', '=', c.data.id)
      .where('booked_at', 'is not', null)
      .executeTakeFirst();
    expect(hold?.booked_at).toEqual(expect.any(String));
    const session = await db()
      .selectFrom('payment_sessions')
      .select(['provider', 'status', 'card_cents', 'mode_paiement'])
      .where('id', '=', data.session_id)
      .executeTakeFirstOrThrow();
    expect(session).toEqual({
      provider: 'facture',
      status: 'acceptee',
      card_cents: 0,
      mode_paiement: 'differe',
    });
    const movement = await db()
      .selectFrom('pro_receivable_movements')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(movement).toMatchObject({
      cause: 'commande',
      amount_cents: total,
      idempotency_key: `commande:${data.session_id}`,
    });
    expect((await proAccount(t, pro)).outstanding_cents).toBe(before.outstanding_cents + total);
    // Read as sent: the outbox keeps only who and what once its worker has sent a message.
    const mails = (await sentMails(t, 1)).map(decodeQuotedPrintable);
    const mail = mails.find((m) => m.includes(`Confirmation de votre commande ${order.code}`));
    expect(mail).toContain('Paiement différé sur facture');
    expect(mail).not.toContain('cagnotte');
  });

  it('is not edited online (409, its own message), the receivable staying as charged', async () => {
    const c = await readyProCheckout(t, pro, 30, 'differe', 1);
    const placed = (await processCreateOrder(t, pro, c)).json().data;
    const before = await proAccount(t, pro);
    const path = apiPath(endpoints.orderChanges.getChange, { id: placed.commande_id });
    for (const method of ['GET', 'PUT'] as const) {
      const res = await call(t, method, path, pro.headers, method === 'PUT' ? { lignes: [] } : undefined);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: API_ERROR_CODES.orderNotEditable,
        message: orderChangeMessages.editOnInvoice,
      });
    }
    expect((await proAccount(t, pro)).outstanding_cents).toBe(before.outstanding_cents);
  });

  it('holds the outstanding limit when two orders of the company are placed at once', async () => {
    const [first, second] = [atStore(pro, stores[0]!), atStore(pro, stores[1]!)];
    const a = await readyProCheckout(t, first, 40, 'cb', 2);
    const b = await readyProCheckout(t, second, 40, 'cb', 2);
    const account = await proAccount(t, pro);
    const [ta, tb] = [euroCents(a), euroCents(b)];
    // What is left fits either order alone, not both: each is worth more than half of it.
    await db()
      .updateTable('pro_accounts')
      .set({ outstanding_limit_cents: account.outstanding_cents + Math.max(ta, tb) })
      .where('client_id', '=', pro.clientId)
      .execute();
    const onInvoice = async (s: Shopper, c: ProCheckoutResponse) => {
      const res = await putPro(t, s, c, { modePaiement: 'differe' });
      expect(res.statusCode).toBe(200);
      return res.json() as ProCheckoutResponse;
    };
    const [ia, ib] = [await onInvoice(first, a), await onInvoice(second, b)];
    const before = await db()
      .selectFrom('orders')
      .select('id')
      .where('client_id', '=', pro.clientId)
      .execute();

    const answers = await Promise.all([processCreateOrder(t, first, ia), processCreateOrder(t, second, ib)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((r) => r.statusCode === 409)!;
    expect(refused.json().code).toBe(API_ERROR_CODES.proOutstandingExceeded);
    expect(refused.json().message).toMatch(/dépasse l’encours disponible de votre entreprise/);
    const placed = answers.find((r) => r.statusCode === 201)!.json().data.commande_id as number;
    const after = await db()
      .selectFrom('orders')
      .select(['id', 'total_cents'])
      .where('client_id', '=', pro.clientId)
      .execute();
    expect(after.length).toBe(before.length + 1);
    const order = after.find((o) => o.id === placed)!;
    expect((await proAccount(t, pro)).outstanding_cents).toBe(account.outstanding_cents + order.total_cents);
    expect(await t.app.services.receivables.mismatches()).toEqual([]);
    const sessions = await db()
      .selectFrom('payment_sessions')
      .select('status')
      .where('client_id', '=', pro.clientId)
      .where('provider', '=', 'facture')
      .where('order_id', 'is', null)
      .execute();
    // Refused before its session opened, or by the placement: no session of it is left open.
    expect(sessions.filter((s) => s.status !== 'refusee')).toEqual([]);
    await db()
      .updateTable('pro_accounts')
      .set({ outstanding_limit_cents: account.outstanding_limit_cents })
      .where('client_id', '=', pro.clientId)
      .execute();
  });
});

describe('an order by card', () => {
  it('opens the hosted page; its notification places the order with its billing; the pro returns to his pages', async () => {
    const s = atStore(pro, stores[2]!);
    const c = await readyProCheckout(t, s, 25, 'cb');
    const res = await processCreateOrder(t, s, c);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ commande_id: null, numero_commande_pro: null });
    expect(data.url_webview_paiement).toContain(data.session_id);

    const total = euroCents(c);
    const notified = await postNotification(
      t,
      notificationBody(data.session_id, 'acceptee', undefined, total),
    );
    expect(notified.statusCode).toBe(200);
    const orderId = notified.json().commande_id as number;
    const order = await db()
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.code_paiement).toBe('cb');
    expect(JSON.parse(order.pro_billing ?? 'null')).toMatchObject({ raison_sociale: 'Boulangerie Lefebvre' });
    const movements = await db()
      .selectFrom('pro_receivable_movements')
      .select('id')
      .where('order_id', '=', orderId)
      .execute();
    expect(movements).toEqual([]);

    const page = await t.app.inject({
      method: 'GET',
      url: apiPath(endpoints.payments.sandboxPage, { session: data.session_id }),
    });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toMatch(new RegExp(`/commander-pro/confirmation/${orderId}$`));
  });
});
