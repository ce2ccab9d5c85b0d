/**
 * Loyalty wallet (cagnotte, "tirelire") amount of a checkout: numeric,
 * comma or dot decimal, at least 0. A valid amount above zero is accepted; above the order total or
 * the balance it is replaced by the smaller of the two; an invalid or empty entry resets it.
 */
export type WalletEntry = { kind: 'amount'; cents: number } | { kind: 'reset' };

const AMOUNT = /^\d+(?:[.,]\d{1,2})?$/;

/** Parses a typed amount ("12,5", "3.40", 7) into cents; null when not a valid non-negative amount. */
export function parseWalletAmount(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  if (typeof input === 'number') return Number.isFinite(input) && input >= 0 ? Math.round(input * 100) : null;
  const text = input.trim();
  if (!AMOUNT.test(text)) return null;
  return Math.round(Number(text.replace(',', '.')) * 100);
}

/** The wallet amount to apply, in cents, from what the shopper typed. */
export function walletEntry(
  input: string | number | null | undefined,
  limits: { balanceCents: number; totalCents: number },
): WalletEntry {
  const cents = parseWalletAmount(input);
  if (cents === null || cents <= 0) return { kind: 'reset' };
  return { kind: 'amount', cents: Math.max(0, Math.min(cents, limits.balanceCents, limits.totalCents)) };
}

/** The wallet part actually used for an amount already stored (the total may have gone down since). */
export function walletUsed(requestedCents: number, balanceCents: number, totalCents: number): number {
  return Math.max(0, Math.min(requestedCents, balanceCents, totalCents));
}
