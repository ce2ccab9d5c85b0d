import type { PriceProfile } from './category-tree.ts';
import type { Quantity } from './quantity.ts';
import type { Random } from './random.ts';

/** A shelf price: rounded to the ten cents, minus one cent (2,49 €, 0,99 €), at least 0,19 €. */
export function shelfPrice(cents: number): number {
  return Math.max(19, Math.round(cents / 10) * 10 - 1);
}

/**
 * The national base price of a product, in cents, from its category's typical prices and its
 * quantity: a price per kg, litre or piece times the quantity when both are known (with ±30 %
 * spread between brands; items of a pack get cheaper with its size), otherwise a price in the
 * category's usual range.
 */
export function basePriceCents(
  profile: PriceProfile,
  quantity: Quantity | null,
  random: Random,
  options: { bio?: boolean } = {},
): number {
  const spread = random.next();
  let cents: number | null = null;
  if (quantity) {
    const per =
      quantity.referenceUnit === 'kg'
        ? profile.perKg
        : quantity.referenceUnit === 'l'
          ? profile.perL
          : profile.perPiece;
    if (per && quantity.referenceUnit === 'pièce') {
      // Packs of many small items cost less per item: 10 feuilletés are not 10 pizzas.
      const raw = per * quantity.referenceQuantity ** 0.85 * (0.7 + 0.6 * spread);
      cents = Math.min(Math.max(raw, profile.min), profile.max * 1.5);
    } else if (per) {
      const raw = per * quantity.referenceQuantity * (0.7 + 0.6 * spread);
      cents = Math.min(Math.max(raw, profile.min * 0.6), profile.max * 10);
    }
  }
  // Most products sit in the lower part of the range.
  cents ??= profile.min + (profile.max - profile.min) * spread ** 1.4;
  if (options.bio) cents *= 1.2;
  return shelfPrice(cents);
}
