import { type CheckoutResponse, checkoutMessages, type RedevanceFormBody } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckout, fillDriveCart, marie, type Shopper } from '../../../../test/helpers/checkout.ts';
import {
  checkoutRow,
  contextOf,
  expectRefused,
  type StepWorld,
  stepWorld,
} from '../../../../test/helpers/checkout-steps.ts';
import { fillRedevance } from './redevance.ts';

let w: StepWorld;
let m: Shopper;

beforeAll(async () => {
  w = await stepWorld();
  m = await marie(w.t);
  await fillDriveCart(w.t, m, 40);
});
afterAll(() => w?.t.close());

const form: RedevanceFormBody = {
  usage: 'residence_principale',
  civilite: 'Mme',
  nom: 'Dupont',
  prenom: 'Marie',
  date_naissance: '1985-04-12',
  departement_naissance: 'Rhône',
  ville_naissance: 'Lyon',
};

/** Puts the first product of the checkout's cart in the TV sets, a category that needs the form. */
async function sellTvSet(c: CheckoutResponse) {
  const tv = await w.deps.db
    .insertInto('categories')
    .values({
      id: 990_001,
      parent_id: null,
      libelle: 'Téléviseurs',
      slug: 'televiseurs',
      visuel: null,
      color: '#000000',
      position: 99,
      level: 1,
      content_type: 'dp',
      is_header_selections: 0,
      is_a_ne_pas_manquer: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const line = c.data.attributes.panier.lignes_panier[0]!;
  await w.deps.db
    .updateTable('products')
    .set({ category_id: tv.id })
    .where('id', '=', line.produit_id)
    .execute();
}

describe('redevance step', () => {
  it('refuses the form for a cart that does not need it; records it for one that does', async () => {
    const c = await createCheckout(w.t, m);
    const before = await contextOf(w, m, c);
    await expectRefused(
      () => fillRedevance(w.deps.db, before, form),
      409,
      checkoutMessages.redevanceNotNeeded,
    );
    expect((await checkoutRow(w, c.data.id)).redevance_json).toBeNull();
    await sellTvSet(c);
    const ctx = await contextOf(w, m, c);
    await fillRedevance(w.deps.db, ctx, form);
    expect(JSON.parse((await checkoutRow(w, c.data.id)).redevance_json!)).toEqual(form);
    await expectRefused(() => fillRedevance(w.deps.db, ctx, form), 409, checkoutMessages.checkoutStale);
  });
});
