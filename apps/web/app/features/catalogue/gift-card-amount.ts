import { giftCardAmountInput, giftCardAmountMessages } from '@cabas/contracts';
import type { GiftCardRange } from './gift-card.ts';

/**
 * The error message of an amount as typed, or `null` when it is valid: the schema the server checks
 * the posted form with. Kept apart from gift-card.ts, which every product card loads, so that only
 * the gift-card form brings the schema to the browser.
 */
export function validateGiftCardAmount(raw: string, range: GiftCardRange): string | null {
  const checked = giftCardAmountInput(range).safeParse(raw);
  return checked.success ? null : (checked.error.issues[0]?.message ?? giftCardAmountMessages.montant_requis);
}
