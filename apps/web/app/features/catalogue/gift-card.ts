/** Gift card amounts (doc 1 §5): integer euros within `config_prix`, presets filtered to the range. */
import { giftCardAmountMessages } from '@cabas/contracts';
import {
  DEFAULT_GIFT_CARD_RANGE,
  type GiftCardRange,
  typedGiftCardAmountRefusal,
} from '@cabas/domain/gift-card';

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

/** The error message of an amount as typed, or `null` when it is valid. */
export function validateGiftCardAmount(raw: string, range: GiftCardRange): string | null {
  const refusal = typedGiftCardAmountRefusal(raw, range);
  if (!refusal) return null;
  return 'limit' in refusal
    ? giftCardAmountMessages[refusal.code](refusal.limit)
    : giftCardAmountMessages[refusal.code];
}

/**
 * The amount of a posted form: a preset button (`preset`, the submit buttons of the form without
 * JavaScript) wins over the typed `montant`.
 */
export function readGiftCardAmount(form: FormData, range: GiftCardRange): GiftCardResult {
  const preset = form.get('preset');
  const typed = form.get('montant');
  const value = typeof preset === 'string' && preset ? preset : typeof typed === 'string' ? typed : '';
  const error = validateGiftCardAmount(value, range);
  return { value: value.trim(), error, amount: error ? null : Number(value.trim()) };
}
