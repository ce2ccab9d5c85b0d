import type { CartKind } from '@cabas/contracts';
import { useRootLoaderData } from '../../lib/root-loader.ts';

/** The header cart block's figures and the quantities the add-to-cart controls show . */
export interface CartSummary {
  count: number;
  amountCents: number;
  /** Per product id, its quantity in each cart kind (`GET …/panier/quantites`). */
  quantities: Record<number, Partial<Record<CartKind, number>>>;
}

/** The page's cart figures (root data); `null` in national mode (no cart). */
export function useCartSummary(): CartSummary | null {
  return useRootLoaderData<{ cart: CartSummary | null }>()?.cart ?? null;
}
