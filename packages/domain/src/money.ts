/** Money is handled in integer cents; euros appear only at the edges (API payloads, display). */
export type Cents = number;

export function centsToEuros(cents: Cents): number {
  return Math.round(cents) / 100;
}

export function eurosToCents(euros: number): Cents {
  return Math.round(euros * 100);
}

const euroFormat = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '12,34 €' with a narrow no-break space as French typography wants. */
export function formatEuros(cents: Cents): string {
  return euroFormat.format(cents / 100);
}

/** Price per reference unit (kg, l, pièce) in cents, or null when the quantity is unknown. */
export function pricePerReferenceUnit(
  priceCents: Cents,
  quantityInReferenceUnit: number | null,
): Cents | null {
  if (!quantityInReferenceUnit || quantityInReferenceUnit <= 0) return null;
  return Math.round(priceCents / quantityInReferenceUnit);
}

/** Discount percent shown on a card, rounded down like shelf labels do. */
export function discountPercent(priceCents: Cents, strikePriceCents: Cents | null): number | null {
  if (!strikePriceCents || strikePriceCents <= priceCents) return null;
  return Math.floor(((strikePriceCents - priceCents) * 100) / strikePriceCents);
}
