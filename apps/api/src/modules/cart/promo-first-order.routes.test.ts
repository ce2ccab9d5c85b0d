import { type CheckoutResponse, cartMessages, checkoutMessages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../test/accounts-helpers.ts';
import { call, cartOf, plainProducts } from '../../../test/helpers/cart.ts';
import {
  checkoutPath,
  chooseSlot,
  createCheckout,
  fillDriveCart,
  marie,
  openSlot,
  put,
  q,
  type Shopper,
  serviceOf,
} from '../../../test/helpers/checkout.ts';
import {
  clientIdOf,
  draftOf,
  notificationBody,
  openSession,
  postNotification,
} from '../../../test/helpers/payments.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { OrderDraft } from '../payments/order-draft.ts';

/**
 * Issue #17: BIENVENUE10 is a welcome code, for a client without any order; refused orders do not
 * count. Checked when entered (cart, checkout) and again whenever the cart is priced (checkout,
 * payment): the client may have ordered in between.
 */
let t: TestApp;
let s: Shopper;
let client: { id: number; prenom: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  s = await marie(t);
  client = { ...(await clientIdOf(t, DEMO_ACCOUNTS.standard.email)), email: DEMO_ACCOUNTS.standard.email };
  // Before any cart call: the cart keeps store flags for minutes.
  await t.database.db.updateTable('stores').set({ allow_code_promo: 1 }).where('id', '=', s.shop).execute();
});
afterAll(() => t?.close());

const apply = (code: string) =>
  call(t, 'POST', `/api/magasins/${s.shop}/panier/code-promo`, s.headers, { code_promo: code });
const removeCode = () => call(t, 'DELETE', `/api/magasins/${s.shop}/panier/code-promo`, s.headers);
const setStatus = (orderId: number, statut_code: string) =>
  t.database.db.updateTable('orders').set({ statut_code }).where('id', '=', orderId).execute();

/** An order paid in another cart kind (the drive cart of these tests stays as it is). */
async function placeOrder(): Promise<number> {
  const [product] = await plainProducts(t, s.shop, 1);
  const draft = draftOf(client, s.shop, [product!], { typePanier: 'click_and_collect' });
  const session = await openSession(t, draft);
  expect((await postNotification(t, notificationBody(session.id, 'acceptee'))).statusCode).toBe(200);
  const order = await t.database.db
    .selectFrom('orders')
    .select('id')
    .where('payment_session_id', '=', session.id)
    .executeTakeFirstOrThrow();
  return order.id;
}

/** The drive checkout with a service, a slot and the card chosen: ready to pay. */
async function readyCheckout(): Promise<CheckoutResponse> {
  let c = await createCheckout(t, s);
  c = (await put(t, s, c, { service_id: serviceOf(c, 'DRIVE').id })).json();
  const slot = await openSlot(t, s, c, c.data.attributes.service_id!);
  c = (await chooseSlot(t, s, c, slot.id)).json();
  const ready = await put(t, s, c, { avec_sacs: false, modePaiement: 'cb' });
  expect(ready.statusCode).toBe(200);
  return ready.json();
}

const welcome = (reductions: { code: string; applicable: boolean; message: string | null }[]) =>
  reductions.find((r) => r.code === 'BIENVENUE10');

let orderId: number;

describe('a first-order promo code in the cart', () => {
  it('is taken by a client without any order and refused, changing nothing, once they have one', async () => {
    await fillDriveCart(t, s, 60);
    const first = await apply('bienvenue10');
    expect(first.statusCode).toBe(200);
    expect(welcome(first.json().data.reductions)).toMatchObject({ applicable: true, message: null });
    await removeCode();

    orderId = await placeOrder();
    const refused = await apply('BIENVENUE10');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      status_code: 422,
      message: cartMessages.promoCodeFirstOrder,
      errors: { code_promo: [cartMessages.promoCodeFirstOrder] },
    });
    expect((await cartOf(t, s.shop, s.headers)).reductions).toEqual([]);
    // Other codes are not welcome codes.
    expect((await apply('DRIVE5')).statusCode).toBe(200);
    await removeCode();
  });

  it('counts every order but a refused one', async () => {
    await setStatus(orderId, 'REFUSEE');
    expect((await apply('BIENVENUE10')).statusCode).toBe(200);
    // Cancelled after the code was accepted: the cart no longer takes it off.
    await setStatus(orderId, 'ANNULEE');
    const cart = await cartOf(t, s.shop, s.headers);
    expect(welcome(cart.reductions)).toMatchObject({
      applicable: false,
      valeur: 0,
      message: cartMessages.promoCodeFirstOrder,
    });
    expect(cart.montant_total_ttc).toBe(cart.montant_total_ttc_sans_rsa);
    await setStatus(orderId, 'REFUSEE');
  });
});

describe('a first-order promo code accepted before the client ordered', () => {
  it('is dropped at checkout and when the payment prices the order', async () => {
    const accepted = await apply('BIENVENUE10');
    expect(welcome(accepted.json().data.reductions)).toMatchObject({ applicable: true });
    let c = await readyCheckout();
    expect(welcome(c.data.attributes.panier.reductions)).toMatchObject({ applicable: true });
    const discounted = c.data.attributes.montants.total_ttc;

    await placeOrder();
    const benefits = await call(t, 'POST', checkoutPath(s, c.data.id, `/processAvantages${q(c)}`), s.headers);
    expect(benefits.statusCode).toBe(200);
    expect(benefits.json().meta.message_warning).toContain(checkoutMessages.warningPromoNotApplicable);
    c = benefits.json();
    expect(welcome(c.data.attributes.panier.reductions)).toMatchObject({
      applicable: false,
      message: cartMessages.promoCodeFirstOrder,
    });
    expect(c.data.attributes.montants.total_ttc).toBeGreaterThan(discounted);

    const again = await call(t, 'POST', checkoutPath(s, c.data.id, `/processCodePromo${q(c)}`), s.headers, {
      code_promo: 'BIENVENUE10',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.code_promo).toEqual([cartMessages.promoCodeFirstOrder]);

    const paid = await call(t, 'POST', checkoutPath(s, c.data.id, '/processPaiement'), s.headers, {
      confirmer: true,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().montants.total).toBe(c.data.attributes.montants.total_ttc);
    const session = await t.database.db
      .selectFrom('payment_sessions')
      .select(['order_draft', 'total_cents'])
      .where('id', '=', paid.json().session_id)
      .executeTakeFirstOrThrow();
    const draft = JSON.parse(session.order_draft) as OrderDraft;
    expect(draft.reductions.filter((r) => r.type === 'code_promo')).toEqual([]);
    expect(session.total_cents).toBe(Math.round(c.data.attributes.montants.total_ttc * 100));
  });
});
