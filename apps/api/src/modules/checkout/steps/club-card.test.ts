import { checkoutMessages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCheckout,
  fillDriveCart,
  julien,
  marie,
  put,
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
import { useClubCard } from './club-card.ts';

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

describe('club card step', () => {
  it('refuses a client without a valid club card', async () => {
    const c = await createCheckout(w.t, m);
    const write = await writeOf(w, m, c);
    await expectRefused(
      () => useClubCard(write, { montant: 5 }),
      422,
      checkoutMessages.paymentNoClubCard,
      'carteCarrefour',
    );
    expect(write.changes).toEqual({});
  });

  it('pays the amount asked, at most what is left after the wallet; null or zero stops it', async () => {
    let c = await createCheckout(w.t, j);
    const write = await writeOf(w, j, c);
    useClubCard(write, { montant: 5 });
    expect(write.changes).toEqual({ crf_card_cents: 500 });
    c = (await put(w.t, j, c, { tirelire: { montant: 10 } })).json();
    const left = Math.round(c.data.attributes.montants.reste_a_payer * 100);
    const above = await writeOf(w, j, c);
    useClubCard(above, { montant: 10_000 });
    expect(above.changes).toEqual({ crf_card_cents: left });
    await commitWrite(w.deps, above);
    expect((await checkoutRow(w, c.data.id)).crf_card_cents).toBe(left);
    for (const none of [null, { montant: 0 }]) {
      const cleared = await writeOf(w, j, c);
      useClubCard(cleared, none);
      expect(cleared.changes).toEqual({ crf_card_cents: 0 });
    }
  });
});
