import { API_ERROR_CODES, orderChangeMessages } from '@cabas/contracts';
import {
  type CurrentOffer,
  type ImmediateReduction,
  isEditPricingRefusal,
  type OrderReduction,
  type PaidMeans,
  type PromoCodeRule,
  priceEditedLines,
  refundSplit,
} from '@cabas/domain';
import { DomainError } from '../../platform/domain-error.ts';
import type { RewrittenOrderLine } from './order-changes.repository.ts';

/** The order's lines, fees and reductions as stored. */
export interface OrderFacts {
  lines: {
    product_id: number;
    designation: string;
    quantity: number;
    reserved_units: number;
    unit_price_cents: number;
    total_cents: number;
    reduction_cents: number;
    substitution_accord: number;
    gift_card_cents: number;
    tva_taux: number | null;
  }[];
  fees: { kind: string; type: string; libelle: string; valeur_cents: number; code: string | null }[];
}

export interface WantedLine {
  productId: number;
  quantity: number;
}

/** What the edit prices from the store: offers now, reductions now and when the order was placed. */
export interface PricingFacts {
  offers: ReadonlyMap<number, CurrentOffer>;
  reductionsNow: ReadonlyMap<number, readonly ImmediateReduction[]>;
  reductionsAtOrder: ReadonlyMap<number, readonly ImmediateReduction[]>;
  promoRules: ReadonlyMap<string, PromoCodeRule>;
}

export interface PricedChange {
  lines: RewrittenOrderLine[];
  feesCents: number;
  /** Immediate reductions (already off the lines) and order reductions: the order's `total_remise`. */
  reductionsCents: number;
  immediateCents: number;
  orderReductions: OrderReduction[];
  droppedCodes: string[];
  slotFee: { libelle: string; cents: number } | null;
  totalCents: number;
}

/** Units taken from an offer's stock for a line: kilograms of weighed goods are rounded up. */
const unitsOf = (quantity: number) => Math.ceil(quantity - 1e-9);

const IMMEDIATE = 'remise_immediate';

/**
 * Prices the order as changed (records 042 and 050): the lines by `priceEditedLines`, the slot fee
 * of the new slot, the order's other fees as they were.
 */
export function priceChange(input: {
  facts: OrderFacts;
  wanted: readonly WantedLine[];
  pricing: PricingFacts;
  newSlotFeeCents: number | null;
  mode: string;
}): PricedChange {
  const edited = priceEditedLines({
    placed: input.facts.lines.map((l) => ({
      productId: l.product_id,
      designation: l.designation,
      quantity: l.quantity,
      unitPriceCents: l.unit_price_cents,
      totalCents: l.total_cents,
      reductionCents: l.reduction_cents,
      substitution: l.substitution_accord === 1,
      giftCardCents: l.gift_card_cents,
    })),
    wanted: input.wanted,
    offers: input.pricing.offers,
    reductionsNow: input.pricing.reductionsNow,
    reductionsAtOrder: input.pricing.reductionsAtOrder,
    orderReductions: input.facts.fees
      .filter((f) => f.kind === 'reduction' && f.type !== IMMEDIATE)
      .map((f) => ({ type: f.type, libelle: f.libelle, cents: f.valeur_cents, code: f.code })),
    promoRules: input.pricing.promoRules,
  });
  if (isEditPricingRefusal(edited)) {
    throw new DomainError(API_ERROR_CODES.productNotSold, orderChangeMessages.productUnknown, {
      lignes: [orderChangeMessages.productUnknown],
    });
  }
  const rates = new Map(input.facts.lines.map((l) => [l.product_id, l.tva_taux]));
  const lines = edited.lines.map(
    (l): RewrittenOrderLine => ({
      productId: l.productId,
      designation: l.designation,
      quantity: l.quantity,
      units: unitsOf(l.quantity),
      unitPriceCents: l.unitPriceCents,
      totalCents: l.totalCents,
      reductionCents: l.reductionCents,
      substitution: l.substitution,
      giftCardCents: l.giftCardCents,
      vatRate: l.kept ? (rates.get(l.productId) ?? null) : null,
    }),
  );
  // Orders placed before lines kept their reduction: their immediate reductions stay as they were.
  const legacyImmediate = input.facts.lines.every((l) => l.reduction_cents === 0)
    ? input.facts.fees
        .filter((f) => f.kind === 'reduction' && f.type === IMMEDIATE)
        .reduce((s, f) => s + f.valeur_cents, 0)
    : 0;
  const immediateCents = edited.immediateCents + legacyImmediate;
  const otherFees = input.facts.fees.filter((f) => f.kind === 'frais' && f.type !== 'creneau');
  const slotFees = input.facts.fees.filter((f) => f.kind === 'frais' && f.type === 'creneau');
  const libelle =
    slotFees[0]?.libelle ??
    (input.mode === 'LAD' || input.mode === 'LC' ? 'Frais de livraison' : 'Frais de préparation');
  const slotFee =
    input.newSlotFeeCents === null ? null : { libelle, cents: Math.max(0, input.newSlotFeeCents) };
  const slotFeeCents = slotFee ? slotFee.cents : slotFees.reduce((s, f) => s + f.valeur_cents, 0);
  const feesCents = otherFees.reduce((s, f) => s + f.valeur_cents, 0) + slotFeeCents;
  const orderReductionsCents = edited.reductions.reduce((s, r) => s + r.cents, 0);
  return {
    lines,
    feesCents,
    reductionsCents: immediateCents + orderReductionsCents,
    immediateCents,
    orderReductions: edited.reductions,
    droppedCodes: edited.droppedCodes,
    slotFee,
    totalCents: Math.max(0, edited.linesCents + feesCents - orderReductionsCents),
  };
}

/** What a lower total gives back to each means, from what is still paid with it. */
export const refundOfDifference = (difference: number, paid: PaidMeans) =>
  difference < 0 ? refundSplit(-difference, paid) : { card: 0, giftCard: 0, tirelire: 0 };
