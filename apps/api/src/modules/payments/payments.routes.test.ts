import { API_ERROR_CODES, type CheckoutResponse, NATIONAL_STORE_ID } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, sentMails } from '../../../test/accounts-helpers.ts';
import { call, cartOf } from '../../../test/helpers/cart.ts';
import {
  checkoutPath,
  chooseSlot,
  createCheckout,
  fillDriveCart,
  julien,
  marie,
  openSlot,
  put,
  type Shopper,
  serviceOf,
} from '../../../test/helpers/checkout.ts';
import { ACCEPTED_CARD, card, postForm, STOREFRONT } from '../../../test/helpers/payments.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let s: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  s = await marie(t);
});
afterAll(() => t?.close());

/** Marie's drive cart, a checkout on the drive service and a slot held: ready to pay. */
async function readyCheckout(): Promise<CheckoutResponse> {
  await fillDriveCart(t, s, 40);
  let c = await createCheckout(t, s);
  const res = await put(t, s, c, { service_id: serviceOf(c, 'DRIVE').id });
  expect(res.statusCode).toBe(200);
  c = res.json();
  const slot = await openSlot(t, s, c, c.data.attributes.service_id!);
  const held = await chooseSlot(t, s, c, slot.id);
  expect(held.statusCode).toBe(200);
  const paid = await put(t, s, held.json(), { avec_sacs: false, modePaiement: 'cb' });
  expect(paid.statusCode).toBe(200);
  const ready: CheckoutResponse = paid.json();
  expect(ready.data.attributes.a_completer).toEqual([]);
  return ready;
}

const pay = (who: Shopper, c: CheckoutResponse, body: object = {}, path = 'processPaiement') =>
  call(t, 'POST', checkoutPath(who, c.data.id, `/${path}`), who.headers, body);

describe('processPaiement through the checkout API', () => {
  it('refuses an anonymous call, another client’s checkout, and a checkout without slot', async () => {
    await fillDriveCart(t, s, 40);
    const c = await createCheckout(t, s);
    expect((await call(t, 'POST', checkoutPath(s, c.data.id, '/processPaiement'), {}, {})).statusCode).toBe(
      401,
    );
    const other = await julien(t);
    const stranger = await pay({ ...other, shop: s.shop }, c);
    expect(stranger.statusCode).toBe(404);
    const res = await pay(s, c);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('service_id');
    const national = await pay({ ...s, shop: NATIONAL_STORE_ID }, c);
    expect(national.statusCode).toBe(409);
    expect(national.json().code).toBe(API_ERROR_CODES.nationalStore);
  });

  it('pays with the accepted card: the order, its e-mail, the cart emptied; a refused card keeps the cart', async () => {
    const c = await readyCheckout();
    const res = await pay(s, c);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.warning).toEqual({ commande_recente: null });
    expect(answer.montants.total).toBe(c.data.attributes.montants.total_ttc);
    const page = new URL(answer.url_webview_paiement).pathname;
    expect((await t.app.inject({ method: 'GET', url: page })).statusCode).toBe(200);
    const back = await postForm(t, page, ACCEPTED_CARD);
    const match = String(back.headers.location).match(
      /^http:\/\/localhost:3000\/commander\/confirmation\/(\d+)\/ok$/,
    );
    expect(match).not.toBeNull();
    const orderId = Number(match![1]);

    const order = await call(t, 'GET', `/api/me/commandes/${orderId}`, s.headers);
    expect(order.statusCode).toBe(200);
    const data = order.json().data;
    expect(data).toMatchObject({
      statut_code: 'COMMANDEE',
      code_type_commande: 'DRIVE',
      type_panier: 'drive',
      date_de_retrait: c.data.attributes.creneau!.debut,
      montant_total_ttc: c.data.attributes.montants.total_ttc,
    });
    expect(data.lignes_commande).toHaveLength(c.data.attributes.panier.lignes_panier.length);
    expect((await cartOf(t, s.shop, s.headers)).lignes_panier).toEqual([]);
    const mail = decodeQuotedPrintable((await sentMails(t, 1)).at(-1)!);
    expect(mail).toContain(`Confirmation de votre commande ${data.code}`);
    expect(mail).toContain('Créneau');

    // The paid checkout is closed: the next one is new, and warned of the recent order.
    const next = await readyCheckout();
    expect(next.data.id).not.toBe(c.data.id);
    const warned = (await pay(s, next)).json();
    expect(warned.url_webview_paiement).toBeNull();
    expect(warned.warning.commande_recente).toMatchObject({ id: orderId, code: data.code });
    const confirmed = (await pay(s, next, { confirmer: true })).json();
    const refused = await postForm(
      t,
      new URL(confirmed.url_webview_paiement).pathname,
      card('4000 0000 0000 0002'),
    );
    expect(refused.headers.location).toBe(`${STOREFRONT}/commander/confirmation/refus?type_panier=drive`);
    expect((await cartOf(t, s.shop, s.headers)).lignes_panier.length).toBeGreaterThan(0);
    expect((await call(t, 'GET', '/api/me/commandes', s.headers)).json().meta.total).toBe(1);
  });
});
