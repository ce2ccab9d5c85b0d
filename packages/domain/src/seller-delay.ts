/**
 * Delivery by a seller (ldd): a single-line cart shows its seller's delay ("Sous {n} jours
 * ouvrés"); with several lines each seller has its own delay, so the cart links to them instead.
 */
export type SellerDelay = { kind: 'single'; days: number } | { kind: 'many' } | null;

export function sellerDelay(lines: readonly { delayDays: number | null }[]): SellerDelay {
  if (lines.length === 0) return null;
  if (lines.length > 1) return { kind: 'many' };
  const days = lines[0]!.delayDays;
  return days === null ? { kind: 'many' } : { kind: 'single', days };
}
