import { checkoutMessages } from '@cabas/contracts';
import type { Kysely, Updateable } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { CheckoutsTable } from '../../../db/schema-checkout.ts';
import { amounts, type CheckoutContext } from '../checkout-context.ts';
import { cartEmpty } from '../checkout-errors.ts';
import { writeIfVersion } from '../checkout-version.ts';

/** What changed in the cart since its lines were added, and the wallet that no longer fits. */
export function benefitWarnings(ctx: CheckoutContext): string[] {
  const warnings: string[] = [];
  const lines = ctx.cart.lignes_panier;
  if (
    lines.some(
      (l) => l.disponible && l.prix_unitaire !== null && Math.abs(l.prix_unitaire - l.prix_ajout) >= 0.005,
    )
  )
    warnings.push(checkoutMessages.warningPriceChanged);
  if (lines.some((l) => !l.disponible)) warnings.push(checkoutMessages.warningUnavailable);
  if (ctx.cart.reductions.some((r) => r.type === 'code_promo' && !r.applicable))
    warnings.push(checkoutMessages.warningPromoNotApplicable);
  if (ctx.row.wallet_cents > amounts(ctx).walletCents) warnings.push(checkoutMessages.warningWalletReduced);
  return warnings;
}

/**
 * Benefits: prices and availability checked again before payment. The checkout records the cart's
 * version it was computed for, the wallet cut down to what still fits, and the warnings to show
 * (returned too). An empty cart is refused (409).
 */
export async function computeBenefits(db: Kysely<DB>, ctx: CheckoutContext): Promise<string[]> {
  if (ctx.cart.nb_produits === 0) throw cartEmpty();
  const { changes, warnings } = benefitChanges(ctx);
  await writeIfVersion(db, ctx.row, changes, ctx.now);
  return warnings;
}

/** The benefits' column values and warnings, for a write of several steps (the payment's). */
export function benefitChanges(ctx: CheckoutContext) {
  const warnings = benefitWarnings(ctx);
  const changes = {
    advantages_computed: 1,
    cart_updated_at: ctx.cart.dateLastUpdate,
    wallet_cents: amounts(ctx).walletCents,
    warnings_json: JSON.stringify({ message_warning: warnings }),
  } satisfies Updateable<CheckoutsTable>;
  return { changes, warnings };
}
