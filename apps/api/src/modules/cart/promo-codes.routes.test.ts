import { cartMessages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cartOf, driveStore, plainProducts, setLine, visitor } from '../../../test/helpers/cart.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let shop: number;

beforeAll(async () => {
  t = await createTestApp();
  shop = await driveStore(t);
  await t.database.db.updateTable('stores').set({ allow_code_promo: 1 }).where('id', '=', shop).execute();
});
afterAll(() => t?.close());

const apply = (headers: object, code: string) =>
  call(t, 'POST', `/api/magasins/${shop}/panier/code-promo`, headers, { code_promo: code });

/** Lines worth at least `euros`, from plain products (their totals are price × quantity). */
async function basketOf(headers: object, euros: number) {
  const [p] = await plainProducts(t, shop, 1);
  const quantity = Math.min(p!.qte_max_panier, Math.ceil((euros * 100) / p!.price_cents));
  await setLine(t, shop, p!.id, headers, { quantite: quantity });
  return { product: p!, cents: quantity * p!.price_cents };
}

describe('promo codes', () => {
  it('refuses unknown, expired, future and other-store codes, and codes on an empty cart', async () => {
    const me = visitor();
    const expectRefusal = async (code: string, message: string, errorCode: string) => {
      const res = await apply(me, code);
      expect(res.statusCode, code).toBe(422);
      expect(res.json().errors.code_promo).toEqual([message]);
      expect(res.json().code, code).toBe(errorCode);
    };
    await expectRefusal('BIENVENUE10', cartMessages.promoCodeEmptyCart, 'code_promo_panier_vide');
    await basketOf(me, 60);
    await expectRefusal('INCONNU', cartMessages.promoCodeUnknown, 'code_promo_inconnu');
    await expectRefusal('ETE2025', cartMessages.promoCodeExpired, 'code_promo_expire');
    await expectRefusal('BIENTOT20', cartMessages.promoCodeNotYet, 'code_promo_pas_encore_valable');
    const store = await t.database.db
      .selectFrom('promo_codes')
      .select('store_ids')
      .where('code', '=', 'VOISIN3')
      .executeTakeFirstOrThrow();
    if (!JSON.parse(store.store_ids!).includes(shop))
      await expectRefusal('VOISIN3', cartMessages.promoCodeNotInStore, 'code_promo_autre_magasin');
    expect((await apply(me, 'a b')).json().errors.code_promo).toEqual([cartMessages.promoCodeFormat]);
  });

  it('takes a percentage off from the minimum basket, and no longer below it', async () => {
    const me = visitor();
    const { product, cents } = await basketOf(me, 35);
    const small = visitor();
    await setLine(t, shop, product.id, small, { quantite: 1 });
    if (product.price_cents < 3000)
      expect((await apply(small, 'BIENVENUE10')).json().errors.code_promo).toEqual([
        cartMessages.promoCodeMinimum('30,00'),
      ]);

    const res = await apply(me, 'bienvenue10');
    expect(res.statusCode).toBe(200);
    const cart = res.json().data;
    expect(cart.reductions).toEqual([
      expect.objectContaining({
        type: 'code_promo',
        code: 'BIENVENUE10',
        applicable: true,
        valeur: Math.round(cents / 10) / 100,
      }),
    ]);
    expect(cart.montant_total_ttc_sans_rsa).toBe(cents / 100);
    expect(cart.montant_total_ttc).toBe((cents - Math.round(cents / 10)) / 100);

    await setLine(t, shop, product.id, me, { quantite: 1 });
    const below = await cartOf(t, shop, me);
    if (product.price_cents < 3000) {
      expect(below.reductions[0]).toMatchObject({
        applicable: false,
        valeur: 0,
        message: cartMessages.promoCodeMinimum('30,00'),
      });
      expect(below.montant_total_ttc).toBe(product.price_cents / 100);
    }
    const removed = await call(t, 'DELETE', `/api/magasins/${shop}/panier/code-promo`, me);
    expect(removed.json().data.reductions).toEqual([]);
  });

  it('refuses codes where the store does not take them', async () => {
    // Another store, switched off before its first cart call (store flags are cached for minutes).
    const other = (
      await t.database.db
        .selectFrom('offers')
        .select('store_id')
        .where('store_id', 'not in', [shop, 999])
        .orderBy('store_id')
        .executeTakeFirstOrThrow()
    ).store_id;
    await t.database.db.updateTable('stores').set({ allow_code_promo: 0 }).where('id', '=', other).execute();
    const [p] = await plainProducts(t, other, 1);
    const me = visitor();
    await setLine(t, other, p!.id, me, { quantite: 1 });
    const res = await call(t, 'POST', `/api/magasins/${other}/panier/code-promo`, me, {
      code_promo: 'DRIVE5',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.code_promo).toEqual([cartMessages.promoCodeNotAllowed]);
    expect((await cartOf(t, other, me)).magasin.allowCodePromo).toBe(false);
  });
});
