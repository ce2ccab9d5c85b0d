import { describe, expect, it } from 'vitest';
import { payableCheckoutContext, processOf } from '../../../../test/fixtures/checkout-context.ts';
import { applyBenefits } from './benefits.ts';
import { applyChoices } from './choices.ts';
import { changesChoices } from './commit.ts';

const noDatabase = {} as never;

describe('the choices made with the payment', () => {
  it('records the mode and the bags through the checkout steps, nothing when absent', async () => {
    const ctx = payableCheckoutContext();
    ctx.row.payment_mode = null;
    ctx.row.avec_sacs = null;
    const p = processOf(ctx, { modePaiement: 'cb', avec_sacs: true });
    expect(await applyChoices(p, noDatabase)).toEqual({});
    expect(p.write.changes).toEqual({ payment_mode: 'cb', avec_sacs: 1 });
    expect(changesChoices(p.write)).toBe(true);

    const spec = processOf(payableCheckoutContext(), { confirmer: true });
    expect(await applyChoices(spec, noDatabase)).toEqual({});
    expect(spec.write.changes).toEqual({});
  });

  it('writes only when a choice changes: the benefits alone leave the checkout as the shopper saw it', async () => {
    const p = processOf(payableCheckoutContext(), { modePaiement: 'cb', avec_sacs: false });
    await applyChoices(p, noDatabase);
    expect(changesChoices(p.write)).toBe(false);
    applyBenefits(p);
    expect(p.write.changes).toMatchObject({ advantages_computed: 1, wallet_cents: 0 });
  });
});
