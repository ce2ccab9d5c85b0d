/** Gift card amounts: integer euros within `config_prix`, presets filtered to the range. */
import { DEFAULT_GIFT_CARD_RANGE, type GiftCardRange } from '@cabas/domain/gift-card';
import type { FormResult } from '../../ui/use-checked-form.ts';

export { DEFAULT_GIFT_CARD_RANGE, type GiftCardRange };

export const GIFT_CARD_PRESETS = [20, 50, 80, 100, 150] as const;

/** The `intent` of the gift-card form posted to the product sheet. */
export const GIFT_CARD_INTENT = 'carte-cadeau';

/**
 * The answer of the gift-card form: what was posted (the preset pressed or the amount typed) with the
 * amount's message, or the accepted amount; once accepted, whether the card went into the cart, or
 * why the cart refused it (the message of the whole form).
 */
export interface GiftCardResult {
  result: FormResult;
  amount: number | null;
  added?: boolean;
}

/** The amount the server read (a preset pressed, or what was typed) and its message, if any. */
export function giftCardAnswer(result: FormResult | null | undefined): {
  value: string;
  error: string | null;
} {
  const posted = (result?.initialValue ?? {}) as Record<string, unknown>;
  const value = [posted.preset, posted.montant].find((v): v is string => typeof v === 'string' && v !== '');
  return { value: (value ?? '').trim(), error: result?.error?.montant?.[0] ?? null };
}

export function giftCardRange(config: GiftCardRange | null | undefined): GiftCardRange {
  return config ?? DEFAULT_GIFT_CARD_RANGE;
}

export function giftCardPresets(range: GiftCardRange): number[] {
  return GIFT_CARD_PRESETS.filter((amount) => amount >= range.min && amount <= range.max);
}
