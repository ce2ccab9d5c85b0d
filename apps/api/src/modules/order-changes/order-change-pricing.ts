import { orderChangeMessages } from '@cabas/contracts';
import { type PaidMeans, refundSplit } from '@cabas/domain';
import { HttpError } from '../../platform/errors.ts';
import type { NewOrderLine } from './order-changes.repository.ts';

/** The order's lines, fees and reductions as stored. */
export interface OrderFacts {
  lines: {
    product_id: number;
    designation: string;
    quantity: number;
    reserved_units: number;
    unit_price_cents: number;
    total_cents: number;
    substitution_accord: number;
  }[];
  fees: { kind: string; type: string; libelle: string; valeur_cents: number }[];
}

export interface WantedLine {
  productId: number;
  quantity: number;
}

export interface PricedChange {
  lines: NewOrderLine[];
  feesCents: number;
  reductionsCents: number;
  slotFee: { libelle: string; cents: number } | null;
  totalCents: number;
}

/** Units taken from an offer's stock for a line: kilograms of weighed goods are rounded up. */
const unitsOf = (quantity: number) => Math.ceil(quantity - 1e-9);

/**
 * Prices the order as changed (record 042): a line the order had keeps the unit price the shopper
 * paid (and its total when its quantity is unchanged), a new product takes the store's current
 * price; the slot fee follows the new slot; the order's reductions stay as they were.
 */
export function priceChange(input: {
  facts: OrderFacts;
  wanted: readonly WantedLine[];
  offers: ReadonlyMap<number, { price_cents: number; designation: string }>;
  newSlotFeeCents: number | null;
  mode: string;
}): PricedChange {
  const current = new Map(input.facts.lines.map((l) => [l.product_id, l]));
  const lines = input.wanted.map((w): NewOrderLine => {
    const had = current.get(w.productId);
    if (had) {
      return {
        productId: w.productId,
        designation: had.designation,
        quantity: w.quantity,
        units: unitsOf(w.quantity),
        unitPriceCents: had.unit_price_cents,
        totalCents:
          had.quantity === w.quantity ? had.total_cents : Math.round(had.unit_price_cents * w.quantity),
        substitution: had.substitution_accord === 1,
      };
    }
    const offer = input.offers.get(w.productId);
    if (!offer) {
      throw new HttpError(422, orderChangeMessages.productUnknown, {
        lignes: [orderChangeMessages.productUnknown],
      });
    }
    return {
      productId: w.productId,
      designation: offer.designation,
      quantity: w.quantity,
      units: unitsOf(w.quantity),
      unitPriceCents: offer.price_cents,
      totalCents: offer.price_cents * w.quantity,
      substitution: true,
    };
  });
  const otherFees = input.facts.fees.filter((f) => f.kind === 'frais' && f.type !== 'creneau');
  const slotFees = input.facts.fees.filter((f) => f.kind === 'frais' && f.type === 'creneau');
  const libelle =
    slotFees[0]?.libelle ??
    (input.mode === 'LAD' || input.mode === 'LC' ? 'Frais de livraison' : 'Frais de préparation');
  const slotFee =
    input.newSlotFeeCents === null ? null : { libelle, cents: Math.max(0, input.newSlotFeeCents) };
  const slotFeeCents = slotFee ? slotFee.cents : slotFees.reduce((s, f) => s + f.valeur_cents, 0);
  const feesCents = otherFees.reduce((s, f) => s + f.valeur_cents, 0) + slotFeeCents;
  const reductionsCents = input.facts.fees
    .filter((f) => f.kind === 'reduction')
    .reduce((s, f) => s + f.valeur_cents, 0);
  const linesCents = lines.reduce((s, l) => s + l.totalCents, 0);
  return {
    lines,
    feesCents,
    reductionsCents,
    slotFee,
    totalCents: Math.max(0, linesCents + feesCents - reductionsCents),
  };
}

/** What a lower total gives back to each means, from what is still paid with it. */
export const refundOfDifference = (difference: number, paid: PaidMeans) =>
  difference < 0 ? refundSplit(-difference, paid) : { card: 0, giftCard: 0, tirelire: 0 };

export const linesCents = (lines: readonly { totalCents: number }[]) =>
  lines.reduce((s, l) => s + l.totalCents, 0);
