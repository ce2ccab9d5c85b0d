/**
 * Which products may go in which cart: a product goes only
 * into the cart kinds it lists; professional customers buy in drive only — they cannot buy
 * click-and-collect, caterer or home-delivery-only products.
 */
export const PRO_CART_KINDS: readonly string[] = ['drive'];

export type EligibilityRefusal = 'type_panier_interdit' | 'produit_interdit_pro';

export function cartEligibility(input: {
  cartKind: string;
  productKinds: readonly string[];
  isPro: boolean;
}): EligibilityRefusal | null {
  if (input.isPro && (!PRO_CART_KINDS.includes(input.cartKind) || !input.productKinds.includes('drive')))
    return 'produit_interdit_pro';
  if (!input.productKinds.includes(input.cartKind)) return 'type_panier_interdit';
  return null;
}
