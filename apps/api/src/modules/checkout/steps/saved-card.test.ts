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
  expectRefused,
  type StepWorld,
  stepWorld,
  writeOf,
} from '../../../../test/helpers/checkout-steps.ts';
import { commitWrite } from './checkout-write.ts';
import { chooseSavedCard } from './saved-card.ts';

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

const aliasOf = (s: Shopper) =>
  w.deps.db
    .selectFrom('payment_aliases')
    .select('id')
    .where('client_id', '=', s.clientId)
    .executeTakeFirstOrThrow();

describe('saved card step', () => {
  it('refuses a card saved by another client, or unknown', async () => {
    const c = await createCheckout(w.t, m);
    const write = await writeOf(w, m, c);
    const julienCard = await aliasOf(j);
    for (const id of [julienCard.id, 999_999])
      await expectRefused(
        () => chooseSavedCard(write, id, w.deps.db),
        422,
        checkoutMessages.aliasUnknown,
        'selectedPaymentId',
      );
    expect(write.changes).toEqual({});
  });

  it('records one of the client’s saved cards, and a new card with null', async () => {
    const c = await createCheckout(w.t, j);
    const card = await aliasOf(j);
    const write = await writeOf(w, j, c);
    await chooseSavedCard(write, card.id, w.deps.db);
    expect(write.changes).toEqual({ alias_id: card.id });
    await commitWrite(w.deps, write);
    expect((await checkoutRow(w, c.data.id)).alias_id).toBe(card.id);
    const cleared = await writeOf(w, j, c);
    await chooseSavedCard(cleared, null, w.deps.db);
    expect(cleared.changes).toEqual({ alias_id: null });
  });
});
