import { checkoutMessages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCheckout,
  fillDriveCart,
  julien,
  marie,
  type Shopper,
} from '../../../../test/helpers/checkout.ts';
import {
  checkoutRow,
  contextOf,
  expectRefused,
  type StepWorld,
  stepWorld,
  writeOf,
} from '../../../../test/helpers/checkout-steps.ts';
import { commitWrite } from './checkout-write.ts';
import { useWallet } from './wallet.ts';

let w: StepWorld;
let m: Shopper;
let j: Shopper;

beforeAll(async () => {
  w = await stepWorld();
  [m, j] = await Promise.all([marie(w.t), julien(w.t)]);
  await fillDriveCart(w.t, m, 40);
  await fillDriveCart(w.t, j, 40);
});
afterAll(() => w?.t.close());

const clubCard = async (s: Shopper) =>
  w.deps.db
    .selectFrom('loyalty_cards')
    .select(['id', 'solde_cents'])
    .where('client_id', '=', s.clientId)
    .where('sous_type', '=', 'CRF')
    .executeTakeFirstOrThrow();

describe('wallet step', () => {
  it('refuses a client without a valid club card, and a card that is not his', async () => {
    const c = await createCheckout(w.t, m);
    const write = await writeOf(w, m, c);
    await expectRefused(
      () => useWallet(write, { montant: 2 }),
      422,
      checkoutMessages.walletNoCard,
      'tirelire.carte',
    );
    const other = await clubCard(j);
    await expectRefused(
      () => useWallet(write, { montant: 2, carte: other.id }),
      422,
      checkoutMessages.walletCardUnknown,
      'tirelire.carte',
    );
    expect(write.changes).toEqual({});
  });

  it('uses the amount asked from the club card, at most its balance', async () => {
    const c = await createCheckout(w.t, j);
    const card = await clubCard(j);
    const write = await writeOf(w, j, c);
    useWallet(write, { montant: 5.5 });
    expect(write.changes).toMatchObject({ wallet_cents: 550, wallet_card_id: card.id });
    // Reserved on the card for the reservation's time, confirmed when the write commits.
    expect(write.changes.wallet_reserved_until).toBe(
      new Date(write.ctx.now.getTime() + 30 * 60_000).toISOString(),
    );
    expect(write.eurocora).toMatchObject({ cardId: card.id, cents: 550 });
    const above = await writeOf(w, j, c);
    useWallet(above, { montant: 40, carte: card.id });
    expect(above.changes).toMatchObject({ wallet_cents: card.solde_cents, wallet_card_id: card.id });
    await commitWrite(w.deps, above);
    expect(await checkoutRow(w, c.data.id)).toMatchObject({ wallet_cents: card.solde_cents });
  });

  it('uses at most the order total, and nothing with null or zero', async () => {
    const c = await createCheckout(w.t, j);
    const card = await clubCard(j);
    await w.deps.db
      .updateTable('loyalty_cards')
      .set({ solde_cents: 1_000_000 })
      .where('id', '=', card.id)
      .execute();
    const write = await writeOf(w, j, c);
    useWallet(write, { montant: 100_000 });
    const ctx = await contextOf(w, j, c);
    expect(write.changes.wallet_cents).toBe(Math.round(ctx.cart.montant_total_ttc * 100));
    for (const none of [null, { montant: 0 }]) {
      const cleared = await writeOf(w, j, c);
      useWallet(cleared, none);
      expect(cleared.changes).toEqual({ wallet_cents: 0, wallet_reserved_until: null });
      expect(cleared.eurocora).toBeNull();
    }
    await w.deps.db
      .updateTable('loyalty_cards')
      .set({ solde_cents: card.solde_cents })
      .where('id', '=', card.id)
      .execute();
  });
});
