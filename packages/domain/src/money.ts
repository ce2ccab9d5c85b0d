/** Money is handled in integer cents; euros appear only at the edges (API payloads, display). */
export type Cents = number;

/**
 * The one pair of converters between the wire's euros and the project's cents. Both round half away
 * from zero (so -0.125 € is -13 like 0.125 € is 13) and never give -0; `19.99 * 100` is
 * 1998.9999999999998 and float noise far below a cent disappears in the rounding.
 */
export function centsToEuros(cents: Cents): number {
  return roundHalfAway(cents) / 100;
}

export function eurosToCents(euros: number): Cents {
  return roundHalfAway(euros * 100);
}

/** An optional price of the wire (absent, `null` or not a number) in cents, else `null`. */
export function optionalEurosToCents(euros: number | null | undefined): Cents | null {
  return typeof euros === 'number' && Number.isFinite(euros) ? eurosToCents(euros) : null;
}

function roundHalfAway(value: number): number {
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return rounded === 0 ? 0 : rounded;
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
