/** Gift card amounts: integer euros within `config_prix`, presets filtered to the range. */
import { DEFAULT_GIFT_CARD_RANGE, type GiftCardRange } from '@cabas/domain/gift-card';

export { DEFAULT_GIFT_CARD_RANGE, type GiftCardRange };

export const GIFT_CARD_PRESETS = [20, 50, 80, 100, 150] as const;

/** The `intent` of the gift-card form posted to the product sheet. */
export const GIFT_CARD_INTENT = 'carte-cadeau';

/**
 * The answer of the gift-card form: the amount as typed, its error, or the accepted amount; once
 * accepted, whether the card went into the cart or why the cart refused it (`cartError`).
 */
export interface GiftCardResult {
  value: string;
  error: string | null;
  amount: number | null;
  added?: boolean;
  cartError?: string | null;
}

export function giftCardRange(config: GiftCardRange | null | undefined): GiftCardRange {
  return config ?? DEFAULT_GIFT_CARD_RANGE;
}

export function giftCardPresets(range: GiftCardRange): number[] {
  return GIFT_CARD_PRESETS.filter((amount) => amount >= range.min && amount <= range.max);
}
