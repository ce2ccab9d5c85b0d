import type { ApiErrorCode } from '@cabas/contracts';
import { API_ERROR_CODES } from '@cabas/contracts';
import { HttpError } from './errors.ts';

/**
 * The HTTP status of each code a service throws as a domain error: one table, so that a service names
 * what went wrong and never a status (issue #36; the older `new HttpError(status)` move here in turn).
 */
const DOMAIN_ERROR_STATUS = {
  [API_ERROR_CODES.listsFull]: 422,
  [API_ERROR_CODES.personalFull]: 422,
  [API_ERROR_CODES.mealsFull]: 422,
  [API_ERROR_CODES.promoCodeFirstOrder]: 422,
  [API_ERROR_CODES.loyaltyCardNotEmpty]: 409,
  [API_ERROR_CODES.emailChangeTooMany]: 429,
  // Cancelling and editing a placed order (decision 101).
  [API_ERROR_CODES.orderNotFound]: 404,
  [API_ERROR_CODES.orderNotCancellable]: 409,
  [API_ERROR_CODES.orderNotEditable]: 409,
  [API_ERROR_CODES.orderChangeNotFound]: 404,
  [API_ERROR_CODES.orderChangeEmpty]: 422,
  [API_ERROR_CODES.orderChangeOutdated]: 409,
  [API_ERROR_CODES.orderChangeSlotUnknown]: 422,
  [API_ERROR_CODES.orderAmountBelowMinimum]: 422,
  [API_ERROR_CODES.orderAmountAboveMaximum]: 422,
  [API_ERROR_CODES.slotFull]: 409,
  [API_ERROR_CODES.slotClosed]: 409,
  // A line the cart's rules refuse, in the cart or in an order's edit: 422 whatever the rule (decision 101).
  [API_ERROR_CODES.quantityInvalid]: 422,
  [API_ERROR_CODES.quantityNegative]: 422,
  [API_ERROR_CODES.quantityDecimal]: 422,
  [API_ERROR_CODES.quantityStep]: 422,
  [API_ERROR_CODES.quantityMin]: 422,
  [API_ERROR_CODES.quantityMax]: 422,
  [API_ERROR_CODES.stockInsufficient]: 422,
  [API_ERROR_CODES.productUnknown]: 422,
  [API_ERROR_CODES.productNotSold]: 422,
  [API_ERROR_CODES.productUnavailable]: 422,
  [API_ERROR_CODES.cartKindRefused]: 422,
  [API_ERROR_CODES.productRefusedForPro]: 422,
  [API_ERROR_CODES.pickupClosed]: 422,
  [API_ERROR_CODES.amountRequired]: 422,
  [API_ERROR_CODES.amountNotWhole]: 422,
  [API_ERROR_CODES.amountMin]: 422,
  [API_ERROR_CODES.amountMax]: 422,
  [API_ERROR_CODES.amountRefused]: 422,
  // The checkout as processPaiement reads and pays it (decision 099).
  [API_ERROR_CODES.invalidData]: 422,
  [API_ERROR_CODES.unauthenticated]: 401,
  [API_ERROR_CODES.notFound]: 404,
  [API_ERROR_CODES.nationalStore]: 409,
  [API_ERROR_CODES.proCheckoutRefused]: 409,
  [API_ERROR_CODES.checkoutNotFound]: 404,
  [API_ERROR_CODES.checkoutPaid]: 409,
  [API_ERROR_CODES.slotHoldExpired]: 409,
  // A payment provider's notification (decision 100).
  [API_ERROR_CODES.badSignature]: 401,
  [API_ERROR_CODES.badNotification]: 422,
  [API_ERROR_CODES.paymentSessionNotFound]: 404,
  [API_ERROR_CODES.amountMismatch]: 422,
} as const satisfies Partial<Record<ApiErrorCode, number>>;

export type DomainErrorCode = keyof typeof DOMAIN_ERROR_STATUS;

/** A refusal of the domain: its code and French message; the status comes from the table above. */
export class DomainError extends HttpError {
  constructor(code: DomainErrorCode, message: string, errors?: Record<string, string[]>) {
    super(DOMAIN_ERROR_STATUS[code], message, errors, code);
    this.name = 'DomainError';
  }
}
