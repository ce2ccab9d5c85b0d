import type { WeighedRange } from '@cabas/contracts';
import { centsToEuros, discountPercent } from '@cabas/domain';

/** Weights offered for a product sold by weight , at most 10 of them. */
const MAX_RANGES = 10;

const weightLabel = (kg: number) =>
  kg < 1 ? `${Math.round(kg * 1000)} g` : `${String(Number(kg.toFixed(3))).replace('.', ',')} kg`;

export function weighedRanges(
  pricePerKgCents: number,
  strikePerKgCents: number | null,
  step: number,
  min: number,
  max: number,
): WeighedRange[] {
  const ranges: WeighedRange[] = [];
  if (step <= 0) return ranges;
  for (let kg = min; kg <= max + 1e-9 && ranges.length < MAX_RANGES; kg += step) {
    const weight = Math.round(kg * 1000) / 1000;
    ranges.push({
      LIB_POIDS: weightLabel(weight),
      PRIX: centsToEuros(pricePerKgCents * weight),
      PRIX_BARRE: strikePerKgCents === null ? null : centsToEuros(strikePerKgCents * weight),
      P100_REDUC: discountPercent(pricePerKgCents, strikePerKgCents),
    });
  }
  return ranges;
}
