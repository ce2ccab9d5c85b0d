import { giftCardAmountMessages } from '@cabas/contracts';
import { typedGiftCardAmountRefusal } from '@cabas/domain/gift-card';
import type { GiftCardRange } from './gift-card.ts';

/**
 * The error message of an amount as typed, or `null` when it is valid. The browser checks with the
 * pure rule rather than the zod schema the server parses the posted form with
 * (`giftCardAmountInput`), which would bring zod into every page's JavaScript; a test holds the two
 * to the same answers and messages.
 */
export function validateGiftCardAmount(raw: string, range: GiftCardRange): string | null {
  const refusal = typedGiftCardAmountRefusal(raw, range);
  if (!refusal) return null;
  return 'limit' in refusal
    ? giftCardAmountMessages[refusal.code](refusal.limit)
    : giftCardAmountMessages[refusal.code];
}
