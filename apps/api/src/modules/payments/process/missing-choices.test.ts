import { checkoutMessages, paymentMessages } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import { payableCheckoutContext, processOf } from '../../../../test/fixtures/checkout-context.ts';
import { applyChoices } from './choices.ts';
import { refuseMissingChoices } from './missing-choices.ts';

const noDatabase = {} as never;

const refusalOf = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  return null;
};

describe('what the payment still misses', () => {
  it('passes a checkout with every choice made', () => {
    expect(refusalOf(() => refuseMissingChoices(processOf(payableCheckoutContext()), {}))).toBeNull();
  });

  it('refuses every missing choice at once, in the order of the page, the first as message', async () => {
    const ctx = payableCheckoutContext();
    ctx.row.avec_sacs = null;
    ctx.row.payment_mode = 'cb';
    ctx.facts = ctx.facts.map((f) => ({ ...f, category_slug: 'televiseurs' }));
    const p = processOf(ctx, { modePaiement: null, alias_paiement_id: null }, { savedCards: 1 });
    const refusals = await applyChoices(p, noDatabase);
    expect(refusalOf(() => refuseMissingChoices(p, refusals))).toMatchObject({
      statusCode: 422,
      code: 'donnees_invalides',
      message: checkoutMessages.bagsRequired,
      errors: {
        avec_sacs: [checkoutMessages.bagsRequired],
        redevance: [checkoutMessages.redevanceRequired],
        modePaiement: [checkoutMessages.paymentModeRequired],
      },
    });
  });

  it('asks which saved card pays when the card is chosen in this call and the client has some', async () => {
    const ctx = payableCheckoutContext();
    const p = processOf(
      ctx,
      { modePaiement: 'cb', alias_paiement_id: null, avec_sacs: true },
      { savedCards: 2 },
    );
    const refusals = await applyChoices(p, noDatabase);
    expect(refusalOf(() => refuseMissingChoices(p, refusals))).toMatchObject({
      statusCode: 422,
      message: paymentMessages.aliasRequired,
      errors: { alias_paiement_id: [paymentMessages.aliasRequired] },
    });
    // Without saved cards, or with the checkout's mode (the specification's call), a new card pays.
    const none = processOf(ctx, { modePaiement: 'cb', alias_paiement_id: null }, { savedCards: 0 });
    expect(refusalOf(() => refuseMissingChoices(none, {}))).toBeNull();
    expect(refusalOf(() => refuseMissingChoices(processOf(ctx, {}, { savedCards: 2 }), {}))).toBeNull();
  });

  it('names why the chosen mode is not possible, with the other missing choices', async () => {
    const ctx = payableCheckoutContext();
    ctx.row.avec_sacs = null;
    const p = processOf(ctx, { modePaiement: '3FCB' });
    const refusals = await applyChoices(p, noDatabase);
    expect(refusals).toEqual({ modePaiement: checkoutMessages.instalmentRange });
    expect(refusalOf(() => refuseMissingChoices(p, refusals))).toMatchObject({
      errors: {
        avec_sacs: [checkoutMessages.bagsRequired],
        modePaiement: [checkoutMessages.instalmentRange],
      },
    });
  });
});
