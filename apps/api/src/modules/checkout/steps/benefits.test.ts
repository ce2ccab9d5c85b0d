import { checkoutMessages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStock } from '../../../../test/helpers/cart.ts';
import {
  createCheckout,
  fillDriveCart,
  julien,
  put,
  type Shopper,
} from '../../../../test/helpers/checkout.ts';
import {
  checkoutRow,
  contextOf,
  expectRefused,
  type StepWorld,
  stepWorld,
} from '../../../../test/helpers/checkout-steps.ts';
import { benefitWarnings, computeBenefits } from './benefits.ts';

let w: StepWorld;
let j: Shopper;

beforeAll(async () => {
  w = await stepWorld();
  j = await julien(w.t);
  await fillDriveCart(w.t, j, 40);
});
afterAll(() => w?.t.close());

describe('benefits step', () => {
  it('says nothing changed for a fresh cart, and records the computation', async () => {
    const c = await createCheckout(w.t, j);
    const ctx = await contextOf(w, j, c);
    expect(await computeBenefits(w.deps.db, ctx)).toEqual([]);
    const row = await checkoutRow(w, c.data.id);
    expect(row).toMatchObject({
      advantages_computed: 1,
      cart_updated_at: ctx.cart.dateLastUpdate,
      wallet_cents: 0,
    });
    expect(JSON.parse(row.warnings_json!)).toEqual({ message_warning: [] });
    await expectRefused(() => computeBenefits(w.deps.db, ctx), 409, checkoutMessages.checkoutStale);
  });

  it('warns of a changed price, an unavailable product and a wallet that no longer fits, and cuts the wallet', async () => {
    let c = await createCheckout(w.t, j);
    c = (await put(w.t, j, c, { tirelire: { montant: 5 } })).json();
    const [first, second] = c.data.attributes.panier.lignes_panier;
    await w.deps.db
      .updateTable('offers')
      .set((eb) => ({ price_cents: eb('price_cents', '+', 10) }))
      .where('store_id', '=', j.shop)
      .where('product_id', '=', first!.produit_id)
      .execute();
    await setStock(w.t, j.shop, second!.produit_id, 0);
    const card = await w.deps.db
      .selectFrom('loyalty_cards')
      .select(['id', 'solde_cents'])
      .where('client_id', '=', j.clientId)
      .where('sous_type', '=', 'CRF')
      .executeTakeFirstOrThrow();
    await w.deps.db
      .updateTable('loyalty_cards')
      .set({ solde_cents: 200 })
      .where('id', '=', card.id)
      .execute();
    const ctx = await contextOf(w, j, c);
    const expected = [
      checkoutMessages.warningPriceChanged,
      checkoutMessages.warningUnavailable,
      checkoutMessages.warningWalletReduced,
    ];
    expect(benefitWarnings(ctx)).toEqual(expected);
    expect(await computeBenefits(w.deps.db, ctx)).toEqual(expected);
    const row = await checkoutRow(w, c.data.id);
    expect(row.wallet_cents).toBe(200);
    expect(JSON.parse(row.warnings_json!)).toEqual({ message_warning: expected });
    await w.deps.db
      .updateTable('loyalty_cards')
      .set({ solde_cents: card.solde_cents })
      .where('id', '=', card.id)
      .execute();
  });

  it('refuses an empty cart without writing', async () => {
    const c = await createCheckout(w.t, j);
    const ctx = await contextOf(w, j, c);
    const emptied = { ...ctx, cart: { ...ctx.cart, nb_produits: 0, lignes_panier: [] } };
    await expectRefused(() => computeBenefits(w.deps.db, emptied), 409, checkoutMessages.cartEmpty);
    expect((await checkoutRow(w, c.data.id)).updated_at).toBe(ctx.row.updated_at);
  });
});
