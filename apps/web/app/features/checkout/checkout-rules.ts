import { API_ERROR_CODES, checkoutMessages, INSTALMENT_LIMITS } from '@cabas/contracts';
// The money module alone: these rules also run in the browser.
import { eurosToCents } from '@cabas/domain/money';

/**
 * Pure rules of the checkout pages: the step guard, the warning cookies, the
 * postal code, the gift card and cagnotte fields, the instalment bounds.
 */

/** The steps in their order: start (step 1), delivery mode and slot, delivery address, payment. */
export type CheckoutStep = 'start' | 'mode' | 'address' | 'payment';

export interface CheckoutProgress {
  /** A checkout exists for this cart kind. */
  exists: boolean;
  /** A mode and service are chosen. */
  hasService: boolean;
  /** Home delivery (LAD) was chosen: the address step is needed. */
  isHomeDelivery: boolean;
  hasAddress: boolean;
  hasSlot: boolean;
}

/**
 * The order of the steps: a later step reached without the earlier ones done sends the shopper back
 * to step 1 (`'start'`). Returns null when the step may be shown.
 */
export function stepGuard(step: CheckoutStep, progress: CheckoutProgress): 'start' | null {
  if (step === 'start') return null;
  if (!progress.exists) return 'start';
  if (step === 'mode') return null;
  if (!progress.hasService) return 'start';
  if (step === 'address') return progress.isHomeDelivery ? null : 'start';
  if (progress.isHomeDelivery && !progress.hasAddress) return 'start';
  return progress.hasSlot ? null : 'start';
}

/** Warning dismissals are remembered one day. */
/** The warning popins of step 1 (each dismissal is remembered a day, `lib/checkout-warning-cookies.server.ts`). */
export const CHECKOUT_WARNINGS = ['magasin_inhabituel', 'premiere_commande'] as const;
export type CheckoutWarning = (typeof CHECKOUT_WARNINGS)[number];

/** The warnings to show: those the checkout raises and the shopper has not dismissed today. */
export function warningsToShow(
  raised: Partial<Record<CheckoutWarning, boolean>>,
  dismissed: ReadonlySet<CheckoutWarning>,
): CheckoutWarning[] {
  return CHECKOUT_WARNINGS.filter((warning) => raised[warning] && !dismissed.has(warning));
}

/** The postal code of the address form: digits only, at most 5, the city list loads at exactly 5. */
export function normalizePostalCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, 5);
}
export const isCompletePostalCode = (value: string) => /^\d{5}$/.test(value);

/** The gift card messages, from the contract. */
export const giftCardMessages = {
  numberRequired: checkoutMessages.giftCardNumberRequired,
  numberLength: checkoutMessages.giftCardNumberLength,
  numberInvalid: checkoutMessages.giftCardNumberInvalid,
  pinRequired: checkoutMessages.giftCardPinRequired,
  pinLength: checkoutMessages.giftCardPinLength,
  pinInvalid: checkoutMessages.giftCardPinInvalid,
  checking: checkoutMessages.giftCardChecking,
  popinTitle: checkoutMessages.giftCardErrorTitle,
  popinText: checkoutMessages.giftCardErrorText,
  popinBack: checkoutMessages.giftCardErrorButton,
} as const;

/**
 * A refused gift card check opens the error popin, unless the refusal is a 422 with field errors
 * (shown by the fields) or the checkout is unknown (the shopper starts again from step 1).
 */
export function giftCardErrorOpensPopin(
  status: number,
  fieldErrors: Record<string, unknown> | null,
  code: string | undefined,
) {
  if (status === 422 && fieldErrors && Object.keys(fieldErrors).length > 0) return false;
  return code !== API_ERROR_CODES.checkoutNotFound;
}

/**
 * The cagnotte amount: a number with a comma or a dot; above zero it is kept, capped at the
 * order total and the balance; anything else (empty, invalid, zero or less) resets it (null).
 * Amounts in cents.
 */
export function walletAmountCents(input: string, totalCents: number, balanceCents: number): number | null {
  const text = input.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const cents = eurosToCents(Number(text));
  if (!(cents > 0)) return null;
  return Math.min(cents, totalCents, balanceCents);
}

/** Remaining to pay = cart total minus the gift card amount (never below zero). */
export function remainingToPayCents(totalCents: number, giftCardCents: number): number {
  return Math.max(0, totalCents - giftCardCents);
}

/** 3x/4x free of charge between 200 and 3,000 euros by default. */
export const INSTALMENT_MIN_CENTS = eurosToCents(INSTALMENT_LIMITS.min);
export const INSTALMENT_MAX_CENTS = eurosToCents(INSTALMENT_LIMITS.max);
export function instalmentsPossible(
  totalCents: number,
  min = INSTALMENT_MIN_CENTS,
  max = INSTALMENT_MAX_CENTS,
) {
  return totalCents >= min && totalCents <= max;
}

/** The bag choice of a drive order: two radios, an error when none is chosen. */
export const BAG_CHOICES = [
  { value: 'avec', label: 'Avec sacs' },
  { value: 'sans', label: 'Sans sacs (je rapporte mes sacs consignés ou mes cabas)' },
] as const;
export const bagChoiceRequired = checkoutMessages.bagsRequired;
