import { checkoutMessages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO_ACCOUNTS, login } from '../../../test/accounts-helpers.ts';
import {
  call,
  cartOf,
  driveStore,
  giftCardProduct,
  plainProducts,
  setLine,
} from '../../../test/helpers/cart.ts';
import { createCheckout, marie as marieShopper } from '../../../test/helpers/checkout.ts';
import { heldCheckout } from '../../../test/helpers/held-checkout.ts';
import { ACCEPTED_CARD, clientIdOf, postForm } from '../../../test/helpers/payments.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let shop: number;

beforeAll(async () => {
  t = await createTestApp();
  shop = await driveStore(t);
});
afterAll(() => t?.close());

describe('an order with gift cards', () => {
  it('keeps each card amount on its order line and charges the amounts', async () => {
    const marieId = (await clientIdOf(t, DEMO_ACCOUNTS.standard.email)).id;
    const marie = bearer((await login(t, DEMO_ACCOUNTS.standard)).access_token);
    const card = await giftCardProduct(t, shop);
    const [plain] = await plainProducts(t, shop, 1);
    await setLine(t, shop, card.id, marie, { quantite: 2, montant: 50 });
    await setLine(t, shop, card.id, marie, { quantite: 1, montant: 20 });
    await setLine(t, shop, plain!.id, marie, { quantite: 1 });
    const cart = await cartOf(t, shop, marie);
    expect(cart.montant_total_ttc).toBe(120 + plain!.price_cents / 100);

    const fixture = await heldCheckout(t, marieId, shop, cart);
    const payments = t.app.services.processPayment;
    const client = { id: marieId, email: DEMO_ACCOUNTS.standard.email, isPro: false, sessionId: 's' };
    const answer = await payments.process(client, shop, fixture.checkoutId, {}, false, new Date());
    await postForm(t, new URL(answer.url_webview_paiement!).pathname, ACCEPTED_CARD);
    const order = await t.database.db
      .selectFrom('orders')
      .select(['id', 'total_cents'])
      .where('payment_session_id', '=', answer.session_id!)
      .executeTakeFirstOrThrow();
    expect(order.total_cents).toBe(12_000 + plain!.price_cents + 300);

    type Line = { produit_id: number; montant: number | null; quantite: number };
    const detail = (await call(t, 'GET', `/api/me/commandes/${order.id}`, marie)).json().data;
    const lines: Line[] = detail.lignes_commande;
    expect(lines.map((l) => [l.produit_id, l.montant, l.quantite])).toEqual(
      expect.arrayContaining([
        [card.id, 50, 2],
        [card.id, 20, 1],
        [plain!.id, null, 1],
      ]),
    );
    expect(lines).toHaveLength(3);
    expect(lines.find((l) => l.montant === 50)).toMatchObject({
      designation: 'Carte cadeau de 50 €',
      prix_unitaire: 50,
      montant_ttc: 100,
    });
  });

  it('creates a checkout from a cart with gift cards: their amounts in the total, no gift card to pay them', async () => {
    const shopper = await marieShopper(t);
    const card = await giftCardProduct(t, shopper.shop);
    await call(t, 'DELETE', `/api/magasins/${shopper.shop}/panier`, shopper.headers);
    await setLine(t, shopper.shop, card.id, shopper.headers, { quantite: 2, montant: 50 });
    await setLine(t, shopper.shop, card.id, shopper.headers, { quantite: 1, montant: 20 });
    const checkout = await createCheckout(t, shopper);
    const a = checkout.data.attributes;
    expect(a.panier.lignes_panier.map((l) => [l.montant, l.quantite])).toEqual([
      [50, 2],
      [20, 1],
    ]);
    expect(a.montants.total_panier).toBe(120);
    const modes = await call(
      t,
      'GET',
      `/api/magasins/${shopper.shop}/checkout/${checkout.data.id}/modes-paiement`,
      shopper.headers,
    );
    expect(modes.json().meta.infos.ckdo).toEqual({
      possible: false,
      raison: checkoutMessages.paymentGiftCardForGiftCard,
    });
  });
});
