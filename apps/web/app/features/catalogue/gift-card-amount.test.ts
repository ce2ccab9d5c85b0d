import { giftCardAmountInput } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import { validateGiftCardAmount } from './gift-card-amount.ts';

describe('gift card amount: the browser check and the server schema agree', () => {
  const range = { min: 10, max: 150 };
  it.each(['', '  ', '50', ' 50 ', '50,5', '5', '10', '150', '151', 'abc', '007'])('“%s”', (raw) => {
    const parsed = giftCardAmountInput(range).safeParse(raw);
    const serverMessage = parsed.success ? null : parsed.error.issues[0]?.message;
    expect(validateGiftCardAmount(raw, range)).toBe(serverMessage);
  });
});
