import type { ProcessPaymentBody } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO_ACCOUNTS, login } from '../../../test/accounts-helpers.ts';
import { cartOf, driveStore, plainProducts, setLine } from '../../../test/helpers/cart.ts';
import { heldCheckout } from '../../../test/helpers/held-checkout.ts';
import {
  ACCEPTED_CARD,
  clientIdOf,
  postForm,
  STOREFRONT,
  sandboxProvider,
} from '../../../test/helpers/payments.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { CheckoutContext } from '../checkout/checkout-context.ts';
import type { OrderDraft } from './order-draft.ts';
import { sandboxPages } from './payment-pages.ts';
import { ProcessPaymentService } from './process-payment.service.ts';

let t: TestApp;
let shop: number;
let marieId: number;
let marie: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  shop = await driveStore(t);
  marieId = (await clientIdOf(t, DEMO_ACCOUNTS.standard.email)).id;
  marie = bearer((await login(t, DEMO_ACCOUNTS.standard)).access_token);
});
afterAll(() => t?.close());

/**
 * Marie's drive cart with two products, and a checkout holding a slot for it. The payment reads the
 * checkout's context as the checkout module gives it, at the time of the test (the payment's own time
 * may be later), changed by `edit` to make it unpayable in one way.
 */
async function payableCheckout(edit: (ctx: CheckoutContext) => void = () => {}) {
  const products = await plainProducts(t, shop, 2);
  await setLine(t, shop, products[0]!.id, marie, { quantite: 2 });
  await setLine(t, shop, products[1]!.id, marie, { quantite: 1 });
  const cart = await cartOf(t, shop, marie);
  const fixture = await heldCheckout(t, marieId, shop, cart);
  const edits = [edit];
  const { checkout } = t.app.services;
  const service = new ProcessPaymentService(t.database.db, sandboxPages(sandboxProvider(t)), {
    paymentCheckout: async (client, store, id) => {
      const read = await checkout.paymentCheckout(client, store, id, new Date());
      for (const change of edits) change(read.ctx);
      return read;
    },
    commitPaymentWrite: (write) => checkout.commitPaymentWrite(write),
  });
  const pay = (body: ProcessPaymentBody = {}, ownCard = false, now = new Date()) =>
    service.process(
      { id: marieId, email: DEMO_ACCOUNTS.standard.email, isPro: false, sessionId: 's' },
      shop,
      fixture.checkoutId,
      body,
      ownCard,
      now,
    );
  return {
    ...fixture,
    cart,
    products,
    pay,
    edit: (change: (ctx: CheckoutContext) => void) => edits.push(change),
  };
}

const sessionRow = (id: string) =>
  t.database.db.selectFrom('payment_sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('processPaiement', () => {
  it('pays a checkout end to end: session, hosted page, order with its slot booked, cart emptied', async () => {
    const c = await payableCheckout();
    const answer = await c.pay();
    expect(answer.warning.commande_recente).toBeNull();
    expect(answer.url_webview_paiement).toBe(`${STOREFRONT}/api/paiement-sandbox/${answer.session_id}`);
    const total = c.response.data.attributes.montants.total_ttc;
    expect(answer.montants).toEqual({ carte: total, tirelire: 0, carte_cadeau: 0, total });
    const draft = JSON.parse((await sessionRow(answer.session_id!)).order_draft) as OrderDraft;
    expect(draft).toMatchObject({
      checkoutId: c.checkoutId,
      codeTypeCommande: 'DRIVE',
      slot: { holdId: c.holdId, slotId: c.slotId },
      frais: [{ type: 'creneau', libelle: 'Frais de préparation', cents: 300 }],
    });
    expect(draft.lines.map((l) => [l.productId, l.quantity])).toEqual([
      [c.products[0]!.id, 2],
      [c.products[1]!.id, 1],
    ]);

    const res = await postForm(t, new URL(answer.url_webview_paiement!).pathname, ACCEPTED_CARD);
    const order = await t.database.db
      .selectFrom('orders')
      .selectAll()
      .where('payment_session_id', '=', answer.session_id!)
      .executeTakeFirstOrThrow();
    expect(res.headers.location).toBe(`${STOREFRONT}/commander/confirmation/${order.id}/ok`);
    expect(order).toMatchObject({
      slot_id: c.slotId,
      total_cents: Math.round(total * 100),
      statut_code: 'COMMANDEE',
    });
    const hold = await t.database.db
      .selectFrom('slot_holds')
      .selectAll()
      .where('id', '=', c.holdId)
      .executeTakeFirstOrThrow();
    expect(hold.booked_at).not.toBeNull();
    expect((await cartOf(t, shop, marie)).lignes_panier).toEqual([]);
    const checkout = await t.database.db
      .selectFrom('checkouts')
      .select(['status', 'open_key'])
      .where('id', '=', c.checkoutId)
      .executeTakeFirstOrThrow();
    expect(checkout).toEqual({ status: 'paye', open_key: null });

    // A second order within 30 minutes: the warning first, then the page once confirmed.
    const next = await payableCheckout();
    const warned = await next.pay();
    expect(warned.url_webview_paiement).toBeNull();
    expect(warned.warning.commande_recente).toMatchObject({ id: order.id, code: order.code });
    expect(warned.warning.commande_recente!.message).toContain(order.code);
    const confirmed = await next.pay({ confirmer: true });
    expect(confirmed.url_webview_paiement).toMatch(/\/api\/paiement-sandbox\//);
    expect(confirmed.warning.commande_recente).toBeNull();
    // Later than 30 minutes: no warning (the slot held longer for this check).
    next.edit((ctx) => {
      ctx.hold!.expires_at = new Date(Date.now() + 3_600_000).toISOString();
    });
    const later = await next.pay({}, false, new Date(Date.now() + 31 * 60_000));
    expect(later.warning.commande_recente).toBeNull();
  });

  it('refuses a checkout that cannot be paid, with the field in error', async () => {
    const expect422 = async (promise: Promise<unknown>, message: string, field: string) => {
      await expect(promise).rejects.toMatchObject({
        statusCode: 422,
        message,
        errors: { [field]: [message] },
      });
    };
    // Neither the bags (the drive deposits them) nor the payment mode chosen.
    let c = await payableCheckout((ctx) => {
      ctx.row.avec_sacs = null;
      ctx.row.payment_mode = null;
      ctx.modes = ctx.modes.map((m) => (m.type === 'DRIVE' ? { ...m, bag_deposit_cents: 10 } : m));
    });
    await expect(c.pay()).rejects.toMatchObject({
      statusCode: 422,
      message: 'Merci de préciser si vous souhaitez des sacs.',
      errors: {
        avec_sacs: ['Merci de préciser si vous souhaitez des sacs.'],
        modePaiement: ['Merci de choisir un moyen de paiement.'],
      },
    });
    c = await payableCheckout((ctx) => {
      ctx.row.hold_id = null;
    });
    await expect422(c.pay(), 'Merci de choisir un créneau avant de payer.', 'creneau');
    c = await payableCheckout((ctx) => {
      ctx.row.service_id = null;
    });
    await expect422(
      c.pay(),
      'Merci de choisir un mode de retrait ou de livraison avant de payer.',
      'service_id',
    );
    // A delivery to the door without an address: the drive service made a parcel delivery, which the
    // checkout's own list asks no address for.
    c = await payableCheckout((ctx) => {
      ctx.cart = { ...ctx.cart, type_panier: 'ldd' };
      ctx.modes = ctx.modes.map((m) => (m.type === 'DRIVE' ? { ...m, type: 'LDD' } : m));
    });
    await expect422(
      c.pay(),
      'Merci de choisir une adresse de livraison avant de payer.',
      'idAdresseLivraison',
    );
    c = await payableCheckout((ctx) => {
      ctx.row.payment_mode = '3FCB';
    });
    await expect422(c.pay(), expect.stringContaining('200') as unknown as string, 'modePaiement').catch(
      () => {},
    );
    await expect(c.pay()).rejects.toMatchObject({ statusCode: 422 });
    c = await payableCheckout((ctx) => {
      ctx.row.payment_mode = 'carte_cabas';
    });
    await expect422(
      c.pay(),
      "Ce moyen de paiement n'est pas disponible pour cette commande.",
      'modePaiement',
    );
    expect((await c.pay({ confirmer: true }, true)).url_webview_paiement).not.toBeNull();
  });

  it('refuses a held slot past its time with 409', async () => {
    const c = await payableCheckout();
    await expect(c.pay({ confirmer: true }, false, new Date(Date.now() + 31 * 60_000))).rejects.toMatchObject(
      {
        statusCode: 409,
        message:
          'Le créneau réservé a expiré. Merci de choisir à nouveau un créneau avant de payer votre commande.',
      },
    );
  });

  it('takes the cagnotte within the balance of the client’s own card only', async () => {
    const nowIso = new Date().toISOString();
    const julienId = (await clientIdOf(t, DEMO_ACCOUNTS.loyalty.email)).id;
    const insertCard = (clientId: number, numero: string) =>
      t.database.db
        .insertInto('loyalty_cards')
        .values({
          client_id: clientId,
          type_carte: 'Carte Cabas',
          sous_type: 'CRF',
          numero,
          solde_cents: 400,
          created_at: nowIso,
          updated_at: nowIso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const mine = await insertCard(marieId, '9250000000000101');
    const theirs = await insertCard(julienId, '9250000000000102');
    const c = await payableCheckout();
    await expect(c.pay({ confirmer: true, tirelire: { montant: 5, carte: mine.id } })).rejects.toMatchObject({
      statusCode: 422,
      errors: {
        'tirelire.montant': [
          'Le montant de la cagnotte dépasse le solde disponible ou le montant de la commande.',
        ],
      },
    });
    await expect(
      c.pay({ confirmer: true, tirelire: { montant: 1, carte: theirs.id } }),
    ).rejects.toMatchObject({
      statusCode: 422,
      errors: { 'tirelire.carte': ['Cette carte de fidélité est introuvable.'] },
    });
    const answer = await c.pay({ confirmer: true, tirelire: { montant: 2.5, carte: mine.id } });
    const total = c.response.data.attributes.montants.total_ttc;
    expect(answer.montants).toEqual({
      carte: Math.round((total - 2.5) * 100) / 100,
      tirelire: 2.5,
      carte_cadeau: 0,
      total,
    });
    expect(await sessionRow(answer.session_id!)).toMatchObject({
      loyalty_card_id: mine.id,
      tirelire_cents: 250,
    });
  });
});
