import type { Cart } from '@cabas/contracts';
import { centsToEuros, eurosToCents } from '@cabas/domain';

/** The order modes a pro may order with (decision 119: pros buy for the drive). */
export const PRO_ORDER_MODES: readonly string[] = ['DRIVE'];

/**
 * The pro's drive cart as the pro checkout prices it: pros get no promo code (decision 119), so a code
 * kept on the cart reduces nothing here and the order keeps none.
 */
export function proCart(cart: Cart): Cart {
  const promoCents = cart.reductions.reduce((sum, r) => sum + (r.applicable ? eurosToCents(r.valeur) : 0), 0);
  if (!cart.reductions.length) return cart;
  return {
    ...cart,
    reductions: [],
    montant_total_ttc: centsToEuros(eurosToCents(cart.montant_total_ttc) + promoCents),
    montant_total_remise: centsToEuros(eurosToCents(cart.montant_total_remise) - promoCents),
  };
}

/**
 * The cart's lines a pro may not order: products refused to pros (click and collect, caterer, home
 * delivery only: `produit_interdit_pro` once the cart is rendered for a pro), and products the store's
 * drive does not hand over (`offers.unavailable_services`).
 */
export function linesNotAllowed(
  cart: Cart,
  facts: readonly { id: number; unavailable_services: string | null }[],
): { id: number; designation: string }[] {
  const notAtDrive = new Set(
    facts
      .filter((f) =>
        (JSON.parse(f.unavailable_services ?? '[]') as string[]).some((m) => PRO_ORDER_MODES.includes(m)),
      )
      .map((f) => f.id),
  );
  const seen = new Set<number>();
  return cart.lignes_panier.flatMap((line) => {
    const refused = line.raison_indisponibilite === 'produit_interdit_pro' || notAtDrive.has(line.produit_id);
    if (!refused || seen.has(line.produit_id)) return [];
    seen.add(line.produit_id);
    return [{ id: line.produit_id, designation: line.designation }];
  });
}
