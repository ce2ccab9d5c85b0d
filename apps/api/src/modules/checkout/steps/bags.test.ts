import { checkoutMessages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCheckout,
  fillDriveCart,
  marie,
  put,
  type Shopper,
} from '../../../../test/helpers/checkout.ts';
import { checkoutRow, type StepWorld, stepWorld, writeOf } from '../../../../test/helpers/checkout-steps.ts';
import { chooseBags } from './bags.ts';
import { commitWrite } from './checkout-write.ts';

let w: StepWorld;
let m: Shopper;

beforeAll(async () => {
  w = await stepWorld();
  m = await marie(w.t);
  await fillDriveCart(w.t, m, 40);
});
afterAll(() => w?.t.close());

describe('bags step', () => {
  it('records yes, no, or not answered', async () => {
    const c = await createCheckout(w.t, m);
    for (const [answer, stored] of [
      [true, 1],
      [false, 0],
      [null, null],
    ] as const) {
      const write = await writeOf(w, m, c.data.id);
      chooseBags(write, answer);
      expect(write.changes).toEqual({ avec_sacs: stored });
      await commitWrite(w.deps, write);
      expect((await checkoutRow(w, c.data.id)).avec_sacs).toBe(stored);
    }
  });

  it('is refused before the step when the answer is not a yes or a no', async () => {
    const c = await createCheckout(w.t, m);
    const res = await put(w.t, m, c, { avec_sacs: 'oui' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.avec_sacs).toEqual([checkoutMessages.bagsRequired]);
  });
});
