import { checkoutMessages, PAYMENT_MODES } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers/cart.ts';
import {
  checkoutPath,
  createCheckout,
  fillDriveCart,
  marie,
  put,
  q,
  type Shopper,
} from '../../../test/helpers/checkout.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Payment modes and their promo-code compatibility come from each store (issue #43 item 7, decision
 * 129). The checkout keeps a store's setup a minute: each case configures its own store first.
 */
let t: TestApp;
let m: Shopper;
/** Marie in two other drive stores: one without the gift card, one refusing the card with a promo code. */
let noGiftCard: Shopper;
let cardWithoutPromo: Shopper;

const EVERY_MODE = JSON.stringify(PAYMENT_MODES);
const configure = (storeId: number, modes: readonly string[], withoutPromoCode: readonly string[] = []) =>
  t.database.db
    .updateTable('stores')
    .set({
      payment_modes: JSON.stringify(modes),
      payment_modes_sans_code_promo: JSON.stringify(withoutPromoCode),
      allow_code_promo: 1,
    })
    .where('id', '=', storeId)
    .execute();

beforeAll(async () => {
  t = await createTestApp();
  m = await marie(t);
  const others = await t.database.db
    .selectFrom('store_order_modes')
    .innerJoin('stores', 'stores.id', 'store_order_modes.store_id')
    .select('stores.id')
    .where('store_order_modes.type', '=', 'DRIVE')
    .where('stores.is_national', '=', 0)
    .where('stores.id', '!=', m.shop)
    .orderBy('stores.id')
    .limit(2)
    .execute();
  const [b, c] = others.map((o) => o.id);
  if (b === undefined || c === undefined) throw new Error('two other drive stores');
  noGiftCard = { ...m, shop: b };
  cardWithoutPromo = { ...m, shop: c };
  await configure(b, ['cb', 'carte_cabas', 'CRF', '3FCB', '4FCB', 'carte_malin']);
  await configure(c, PAYMENT_MODES, ['cb']);
  for (const s of [m, noGiftCard, cardWithoutPromo]) await fillDriveCart(t, s, 40);
});
afterAll(() => t?.close());

const paymentModes = async (s: Shopper, id: number) => {
  const res = await call(t, 'GET', checkoutPath(s, id, '/modes-paiement'), s.headers);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    data: { id: string; attributes: { compatible_code_promo: boolean } }[];
    meta: { infos: Record<string, { possible: boolean; raison: string | null }> };
  };
};

describe('payment modes from the store', () => {
  it('keeps every demo store as it was: every mode, each with a promo code', async () => {
    const stores = await t.database.db
      .selectFrom('stores')
      .select(['payment_modes', 'payment_modes_sans_code_promo'])
      .where('id', 'not in', [noGiftCard.shop, cardWithoutPromo.shop])
      .execute();
    expect(stores.length).toBeGreaterThan(1);
    for (const store of stores) {
      expect(store.payment_modes).toBe(EVERY_MODE);
      expect(store.payment_modes_sans_code_promo).toBe('[]');
    }
    const c = await createCheckout(t, m);
    const body = await paymentModes(m, c.data.id);
    expect(body.data.map((d) => d.id)).toEqual([...PAYMENT_MODES]);
    expect(body.data.every((d) => d.attributes.compatible_code_promo)).toBe(true);
  });

  it('does not offer a mode the store leaves out, and refuses it when posted', async () => {
    const c = await createCheckout(t, noGiftCard);
    const body = await paymentModes(noGiftCard, c.data.id);
    expect(body.data.map((d) => d.id)).toEqual(['cb', 'carte_cabas', 'CRF', '3FCB', '4FCB', 'carte_malin']);
    expect(body.meta.infos.ckdo).toEqual({ possible: false, raison: checkoutMessages.paymentModeNotInStore });
    expect(body.meta.infos.cb).toEqual({ possible: true, raison: null });
    const refused = await put(t, noGiftCard, c, { modePaiement: 'ckdo' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ modePaiement: [checkoutMessages.paymentModeNotInStore] });
    expect(refused.json().message).toBe(checkoutMessages.paymentModeNotInStore);
    // Nothing changed; the modes it offers are still chosen.
    const again = await createCheckout(t, noGiftCard);
    expect(again.data.attributes.modePaiement).toBeNull();
    const ok = await put(t, noGiftCard, again, { modePaiement: 'cb' });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a mode the store does not take with a promo code while one is applied', async () => {
    const s = cardWithoutPromo;
    let c = await createCheckout(t, s);
    // Without a promo code the card is possible; the answer says it does not go with one.
    let body = await paymentModes(s, c.data.id);
    expect(body.data.find((d) => d.id === 'cb')?.attributes.compatible_code_promo).toBe(false);
    expect(body.data.find((d) => d.id === 'ckdo')?.attributes.compatible_code_promo).toBe(true);
    expect(body.meta.infos.cb).toEqual({ possible: true, raison: null });

    const applied = await call(t, 'POST', checkoutPath(s, c.data.id, `/processCodePromo${q(c)}`), s.headers, {
      code_promo: 'bienvenue10',
    });
    expect(applied.statusCode).toBe(200);
    c = applied.json();
    body = await paymentModes(s, c.data.id);
    expect(body.meta.infos.cb).toEqual({
      possible: false,
      raison: checkoutMessages.paymentModeNotWithPromoCode,
    });
    const refused = await put(t, s, c, { modePaiement: 'cb' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ modePaiement: [checkoutMessages.paymentModeNotWithPromoCode] });

    const removed = await call(t, 'POST', checkoutPath(s, c.data.id, `/processCodePromo${q(c)}`), s.headers, {
      code_promo: null,
    });
    c = removed.json();
    const ok = await put(t, s, c, { modePaiement: 'cb' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.attributes.modePaiement).toBe('cb');
  });
});
