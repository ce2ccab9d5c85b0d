import type { CartKind } from '@cabas/contracts';

/** The header cart block's figures and the quantities the add-to-cart controls show (features/cart). */
export interface CartSummary {
  count: number;
  amountCents: number;
  /** Per product id, its quantity in each cart kind (`GET …/panier/quantites`). */
  quantities: Record<number, Partial<Record<CartKind, number>>>;
}
