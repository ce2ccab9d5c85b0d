import type { CartKind } from '@cabas/contracts';
import type { CartRules } from '../cart/index.ts';
import type { CardData } from '../catalogue/index.ts';

/** One line of /panier, as the page shows it (built on the server: the page data stays small). */
export interface CartLineView {
  id: number;
  productId: number;
  /** A gift card line: the amount of one card (euros); its designation reads "Carte cadeau de 50 €". */
  giftCardAmount: number | null;
  designation: string;
  brand: string;
  url: string;
  image: string;
  quantityLabel: string | null;
  quantity: number;
  unitPriceCents: number | null;
  totalCents: number;
  totalBeforeCents: number;
  substitution: boolean;
  available: boolean;
  unavailableReason: string | null;
  rules: CartRules;
  /** Caterer pickup days, text and whether the day can still be chosen. */
  pickupDays: { text: string; available: boolean }[];
  /** Delivery by a seller: the seller's name and delay. */
  seller: { name: string; days: number } | null;
}

export interface CartGroup {
  department: string;
  lines: CartLineView[];
}

export interface CartPush {
  title: string;
  text: string;
}

export interface CartPageData {
  national: boolean;
  kind: CartKind;
  /** The cart kinds with lines (tabs), the current one included. */
  kinds: { kind: CartKind; label: string; count: number }[];
  groups: CartGroup[];
  unavailable: CartLineView[];
  lineCount: number;
  articleCount: number;
  totalCents: number;
  totalBeforeCents: number;
  discountCents: number;
  reductions: {
    code: string;
    label: string;
    valueCents: number;
    applicable: boolean;
    message: string | null;
  }[];
  bagDeposit: { label: string; unitCents: number; maxReturned: number } | null;
  sellerDelay: string | null;
  allowPromo: boolean;
  substitutionChoice: boolean;
  recommended: CardData[];
  pushes: CartPush[];
  /** No-JavaScript confirmation of "Vider le panier" (`?vider=1`). */
  confirmEmpty: boolean;
}

/** At most 10 cart suggestions; 5 pre-checkout pushes. */
export const RECOMMENDED_MAX = 10;
export const PUSHES_MAX = 5;
