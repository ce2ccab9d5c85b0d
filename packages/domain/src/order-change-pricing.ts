import { type ImmediateReduction, lineAmounts, type PromoCodeRule, promoDiscount } from './cart-totals.ts';
import type { Cents } from './money.ts';

/**
 * The price of a placed order once edited. An order keeps what it was sold at:
 * - a line left as it was keeps its total and its immediate reduction;
 * - a line whose quantity changes is priced again at the unit price the shopper paid, with the
 *   immediate reductions that ran when the order was placed (a "3 for 2" bought twice and brought
 *   back to 2 units loses its free unit; a "-30 %" follows the quantity);
 * - a product the order did not have takes the store's current price and current reductions;
 * - the promo code is applied again to the new basket by its own rule: a percentage follows the
 *   basket, an amount stays, and below the code's minimum basket the code no longer applies;
 * - other order reductions stay as they were, never more than the basket.
 * A line's `totalCents` is net of its immediate reduction, as at checkout: the order's total is the
 * lines, plus the fees, minus the order reductions (the immediate reductions are already in the lines).
 */
export interface PlacedLine {
  productId: number;
  designation: string;
  quantity: number;
  unitPriceCents: Cents;
  totalCents: Cents;
  reductionCents: Cents;
  substitution: boolean;
  giftCardCents: Cents;
}

export interface CurrentOffer {
  designation: string;
  priceCents: Cents;
  strikePriceCents: Cents | null;
  weighed: boolean;
}

export interface OrderReduction {
  type: string;
  libelle: string;
  cents: Cents;
  code: string | null;
}

export interface EditedLine {
  productId: number;
  designation: string;
  quantity: number;
  unitPriceCents: Cents;
  totalCents: Cents;
  reductionCents: Cents;
  substitution: boolean;
  giftCardCents: Cents;
  /** The line is one the order had. */
  kept: boolean;
}

export interface EditedAmounts {
  lines: EditedLine[];
  /** Sum of the lines' immediate reductions (already off the lines). */
  immediateCents: Cents;
  /** The order reductions after the edit (promo code re-applied), zero amounts left out. */
  reductions: OrderReduction[];
  /** Promo codes that no longer apply to the edited basket. */
  droppedCodes: string[];
  linesCents: Cents;
}

export type EditPricingRefusal = { productId: number; reason: 'unknown_product' };

export function priceEditedLines(input: {
  placed: readonly PlacedLine[];
  wanted: readonly { productId: number; quantity: number }[];
  offers: ReadonlyMap<number, CurrentOffer>;
  /** The immediate reductions running now (new products). */
  reductionsNow: ReadonlyMap<number, readonly ImmediateReduction[]>;
  /** The immediate reductions that ran when the order was placed (lines whose quantity changes). */
  reductionsAtOrder: ReadonlyMap<number, readonly ImmediateReduction[]>;
  orderReductions: readonly OrderReduction[];
  promoRules: ReadonlyMap<string, PromoCodeRule>;
}): EditedAmounts | EditPricingRefusal {
  const placed = new Map(input.placed.map((l) => [l.productId, l]));
  const lines: EditedLine[] = [];
  for (const w of input.wanted) {
    const had = placed.get(w.productId);
    const offer = input.offers.get(w.productId);
    if (had && had.quantity === w.quantity) {
      lines.push({ ...had, kept: true });
      continue;
    }
    if (had) {
      // A gift card is never reduced; its amount is its price.
      const amounts = lineAmounts({
        priceCents: had.unitPriceCents,
        strikePriceCents: had.giftCardCents > 0 ? null : (offer?.strikePriceCents ?? null),
        quantity: w.quantity,
        reductions: had.giftCardCents > 0 ? [] : (input.reductionsAtOrder.get(w.productId) ?? []),
        weighed: offer?.weighed ?? false,
      });
      lines.push({
        ...had,
        quantity: w.quantity,
        totalCents: amounts.netCents,
        reductionCents: amounts.reductionCents,
        kept: true,
      });
      continue;
    }
    if (!offer) return { productId: w.productId, reason: 'unknown_product' };
    const amounts = lineAmounts({
      priceCents: offer.priceCents,
      strikePriceCents: offer.strikePriceCents,
      quantity: w.quantity,
      reductions: input.reductionsNow.get(w.productId) ?? [],
      weighed: offer.weighed,
    });
    lines.push({
      productId: w.productId,
      designation: offer.designation,
      quantity: w.quantity,
      unitPriceCents: offer.priceCents,
      totalCents: amounts.netCents,
      reductionCents: amounts.reductionCents,
      substitution: true,
      giftCardCents: 0,
      kept: false,
    });
  }
  const linesCents = lines.reduce((s, l) => s + l.totalCents, 0);
  const immediateCents = lines.reduce((s, l) => s + l.reductionCents, 0);
  const reductions: OrderReduction[] = [];
  const droppedCodes: string[] = [];
  let left = linesCents;
  for (const r of input.orderReductions) {
    let cents = r.cents;
    const rule = r.code === null ? undefined : input.promoRules.get(r.code);
    if (rule) {
      const discount = promoDiscount(rule, linesCents);
      if (!discount.applicable && r.code !== null) droppedCodes.push(r.code);
      cents = discount.cents;
    }
    cents = Math.min(cents, left);
    left -= cents;
    if (cents > 0) reductions.push({ ...r, cents });
  }
  return { lines, immediateCents, reductions, droppedCodes, linesCents };
}

export const isEditPricingRefusal = (x: EditedAmounts | EditPricingRefusal): x is EditPricingRefusal =>
  'reason' in x;
