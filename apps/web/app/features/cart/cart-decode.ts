/** The cart as the storefront reads it: the wire's euros decoded once into integer cents. */
import type { Cart, CartIncludedOption, CartLine, CartReduction } from '@cabas/contracts';
import { eurosToCents } from '@cabas/domain';

export type ShopCartLine = Omit<
  CartLine,
  'prix_ajout' | 'prix_unitaire' | 'montant_ttc_sans_remise' | 'montant_ttc' | 'remise'
> & {
  /** Per kg for weighed goods; null when the product is no longer sold. */
  unitPriceCents: number | null;
  totalCents: number;
  totalBeforeCents: number;
};

export type ShopCartOption = Omit<CartIncludedOption, 'montant_unitaire'> & { unitCents: number };
export type ShopCartReduction = Omit<CartReduction, 'valeur' | 'montant_minimum'> & {
  valueCents: number;
  minimumCents: number | null;
};

export type ShopCart = Omit<
  Cart,
  | 'montant_total_ttc'
  | 'montant_total_ttc_sans_rsa'
  | 'montant_total_remise'
  | 'lignes_panier'
  | 'options_incluses'
  | 'reductions'
> & {
  totalCents: number;
  totalBeforeCents: number;
  discountCents: number;
  lignes_panier: ShopCartLine[];
  options_incluses: ShopCartOption[];
  reductions: ShopCartReduction[];
};

const optionalCents = (euros: number | null) => (euros === null ? null : eurosToCents(euros));

export function decodeCartLine(line: CartLine): ShopCartLine {
  const { prix_ajout, prix_unitaire, montant_ttc_sans_remise, montant_ttc, remise, ...rest } = line;
  return {
    ...rest,
    unitPriceCents: optionalCents(prix_unitaire),
    totalCents: eurosToCents(montant_ttc),
    totalBeforeCents: eurosToCents(montant_ttc_sans_remise),
  };
}

export function decodeCart(cart: Cart): ShopCart {
  const {
    montant_total_ttc,
    montant_total_ttc_sans_rsa,
    montant_total_remise,
    lignes_panier,
    options_incluses,
    reductions,
    ...rest
  } = cart;
  return {
    ...rest,
    totalCents: eurosToCents(montant_total_ttc),
    totalBeforeCents: eurosToCents(montant_total_ttc_sans_rsa),
    discountCents: eurosToCents(montant_total_remise),
    lignes_panier: lignes_panier.map(decodeCartLine),
    options_incluses: options_incluses.map(({ montant_unitaire, ...option }) => ({
      ...option,
      unitCents: eurosToCents(montant_unitaire),
    })),
    reductions: reductions.map(({ valeur, montant_minimum, ...reduction }) => ({
      ...reduction,
      valueCents: eurosToCents(valeur),
      minimumCents: optionalCents(montant_minimum),
    })),
  };
}
