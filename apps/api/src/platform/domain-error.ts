import type { ApiErrorCode } from '@cabas/contracts';
import { API_ERROR_CODES } from '@cabas/contracts';
import { HttpError } from './errors.ts';

/**
 * The HTTP status of each code a service throws as a domain error: one table, so that a service names
 * what went wrong and never a status (issue #36, decision 102). Every code a call declares has its
 * status here or is the platform's (`PLATFORM_ERROR_CODES`); a call whose protocol wants another
 * status for a code says so in its declaration (`errorStatus`, the login's 401).
 */
export const DOMAIN_ERROR_STATUS = {
  [API_ERROR_CODES.listsFull]: 422,
  // A service the call needs does not answer (a payment provider's API): nothing changed, try again.
  [API_ERROR_CODES.serviceUnavailable]: 503,
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
  // The refusals of the other modules' services (issue #36 item 3, decision 102), by module.
  // Auth and accounts: every refusal of a login is a 401; `captcha_invalide` is the 422 of a form's
  // field, re-stated as 401 by the login's declaration (`errorStatus`).
  [API_ERROR_CODES.sessionExpired]: 401,
  [API_ERROR_CODES.loginFailed]: 401,
  [API_ERROR_CODES.captchaRequired]: 401,
  [API_ERROR_CODES.captchaInvalid]: 422,
  [API_ERROR_CODES.invalidClient]: 401,
  [API_ERROR_CODES.tooManyWrongAttempts]: 403,
  [API_ERROR_CODES.signUpStoreUnknown]: 422,
  [API_ERROR_CODES.oldPasswordWrong]: 422,
  [API_ERROR_CODES.passwordSameAsOld]: 422,
  [API_ERROR_CODES.proPasswordReset]: 403,
  [API_ERROR_CODES.resetLinkInvalid]: 400,
  [API_ERROR_CODES.resetLinkUsed]: 410,
  [API_ERROR_CODES.resetLinkExpired]: 410,
  // Profile.
  [API_ERROR_CODES.profilePasswordWrong]: 422,
  [API_ERROR_CODES.emailTaken]: 409,
  [API_ERROR_CODES.emailUnchanged]: 422,
  [API_ERROR_CODES.emailLinkInvalid]: 400,
  [API_ERROR_CODES.emailLinkUsed]: 410,
  [API_ERROR_CODES.emailLinkExpired]: 410,
  [API_ERROR_CODES.deletionBlocked]: 409,
  // Stores, catalogue and content.
  [API_ERROR_CODES.storeNotFound]: 404,
  [API_ERROR_CODES.categoryNotFound]: 404,
  [API_ERROR_CODES.productNotFound]: 404,
  [API_ERROR_CODES.productNotInStore]: 404,
  [API_ERROR_CODES.imageNotFound]: 404,
  [API_ERROR_CODES.communeNotFound]: 404,
  [API_ERROR_CODES.pageOutOfRange]: 404,
  [API_ERROR_CODES.mixNotFound]: 404,
  [API_ERROR_CODES.cmsPageNotFound]: 404,
  [API_ERROR_CODES.blogArticleNotFound]: 404,
  [API_ERROR_CODES.leafletNotFound]: 404,
  [API_ERROR_CODES.leafletExpired]: 410,
  [API_ERROR_CODES.recipeUnknown]: 404,
  [API_ERROR_CODES.mealUnknown]: 404,
  [API_ERROR_CODES.mealsEmpty]: 422,
  // Cart: a store refused, a line, a promo code.
  [API_ERROR_CODES.proStoreRefused]: 409,
  [API_ERROR_CODES.lineNotFound]: 404,
  [API_ERROR_CODES.substitutionNotOffered]: 422,
  [API_ERROR_CODES.storeChangeSame]: 422,
  [API_ERROR_CODES.storeChangeNational]: 422,
  [API_ERROR_CODES.promoCodeNotAllowed]: 422,
  [API_ERROR_CODES.promoCodeUnknown]: 422,
  [API_ERROR_CODES.promoCodeExpired]: 422,
  [API_ERROR_CODES.promoCodeNotYet]: 422,
  [API_ERROR_CODES.promoCodeNotInStore]: 422,
  [API_ERROR_CODES.promoCodeEmptyCart]: 422,
  [API_ERROR_CODES.promoCodeGiftCards]: 422,
  [API_ERROR_CODES.promoCodeMinimum]: 422,
  [API_ERROR_CODES.shopperUnknown]: 422,
  // Lists and usual products.
  [API_ERROR_CODES.listUnknown]: 404,
  [API_ERROR_CODES.listItemUnknown]: 404,
  [API_ERROR_CODES.listProductUnknown]: 422,
  [API_ERROR_CODES.listCartEmpty]: 422,
  [API_ERROR_CODES.usualItemUnknown]: 404,
  // Account extras: addresses, saved cards, newsletters, subscriptions, forms.
  [API_ERROR_CODES.addressNotFound]: 404,
  [API_ERROR_CODES.addressLimitReached]: 409,
  [API_ERROR_CODES.billingAddressMissing]: 404,
  [API_ERROR_CODES.storefrontTokenRequired]: 403,
  [API_ERROR_CODES.unsubscribeTokenInvalid]: 400,
  [API_ERROR_CODES.unsubscribeTokenExpired]: 410,
  [API_ERROR_CODES.subscriptionNotOffered]: 409,
  [API_ERROR_CODES.subscriptionAlreadyCurrent]: 409,
  [API_ERROR_CODES.subscriptionMaximumReached]: 409,
  [API_ERROR_CODES.subscriptionOfferNotFound]: 404,
  [API_ERROR_CODES.paymentAliasNotFound]: 404,
  [API_ERROR_CODES.newsletterNotFound]: 404,
  [API_ERROR_CODES.newsletterStoreUnknown]: 422,
  [API_ERROR_CODES.subscriptionsProForbidden]: 403,
  [API_ERROR_CODES.formStoreUnknown]: 422,
  [API_ERROR_CODES.formProductUnknown]: 422,
  [API_ERROR_CODES.newsletterConfirmationInvalid]: 400,
  [API_ERROR_CODES.newsletterConfirmationExpired]: 410,
  [API_ERROR_CODES.withdrawalOrderNotFound]: 404,
  [API_ERROR_CODES.withdrawalNotAllowed]: 422,
  // Order documents and store receipts.
  [API_ERROR_CODES.invoiceNotAvailable]: 409,
  [API_ERROR_CODES.invoiceProOrder]: 403,
  [API_ERROR_CODES.cardHolderOnly]: 403,
  [API_ERROR_CODES.receiptNotFound]: 404,
  [API_ERROR_CODES.emailTicketUnavailable]: 422,
  // Loyalty.
  [API_ERROR_CODES.loyaltyProRefused]: 403,
  [API_ERROR_CODES.loyaltyCardNotFound]: 404,
  [API_ERROR_CODES.loyaltyCardInvalid]: 422,
  [API_ERROR_CODES.loyaltyCardLocked]: 423,
  [API_ERROR_CODES.loyaltyCardAlreadyLinked]: 409,
  [API_ERROR_CODES.loyaltyCardExists]: 409,
  [API_ERROR_CODES.loyaltyCodeInvalid]: 422,
  [API_ERROR_CODES.loyaltyChallengeNotFound]: 404,
  [API_ERROR_CODES.loyaltyPointsNotConvertible]: 409,
  [API_ERROR_CODES.loyaltyPointsInsufficient]: 409,
  [API_ERROR_CODES.loyaltyConversionKeyReused]: 409,
  // The checkout's own refusals (its steps' helpers): every declared code has its status in this table.
  [API_ERROR_CODES.checkoutStale]: 409,
  [API_ERROR_CODES.checkoutCartEmpty]: 409,
  [API_ERROR_CODES.checkoutCartChanged]: 409,
  [API_ERROR_CODES.redevanceNotNeeded]: 409,
  [API_ERROR_CODES.giftCardRefused]: 422,
  [API_ERROR_CODES.giftCardExpired]: 422,
  [API_ERROR_CODES.giftCardEmpty]: 422,
  // The store staff (decision 108): a token of the wrong kind, a role or a store not theirs.
  [API_ERROR_CODES.staffOnly]: 403,
  [API_ERROR_CODES.customersOnly]: 403,
  [API_ERROR_CODES.staffRoleRefused]: 403,
  [API_ERROR_CODES.staffStoreRefused]: 403,
  // The stores' teams (decision 117).
  [API_ERROR_CODES.teamMemberNotFound]: 404,
  [API_ERROR_CODES.teamMemberRefused]: 403,
  [API_ERROR_CODES.teamSelfChangeRefused]: 403,
  [API_ERROR_CODES.teamRoleRefused]: 403,
  [API_ERROR_CODES.teamAssignmentInvalid]: 422,
  [API_ERROR_CODES.staffEmailTaken]: 409,
  [API_ERROR_CODES.invitationInvalid]: 410,
  [API_ERROR_CODES.invitationNotNeeded]: 409,
  // Preparing an order in the store (decision 112).
  [API_ERROR_CODES.preparationTooEarly]: 409,
  [API_ERROR_CODES.preparationNotAllowed]: 409,
  [API_ERROR_CODES.preparationIncomplete]: 409,
  [API_ERROR_CODES.preparationLineChanged]: 409,
  [API_ERROR_CODES.preparationOutcomeRefused]: 422,
  [API_ERROR_CODES.substitutionRefused]: 422,
  [API_ERROR_CODES.substituteUnavailable]: 422,
  // Closing an order in the store (decision 114).
  [API_ERROR_CODES.closingNotAllowed]: 409,
  [API_ERROR_CODES.closingAboveAuthorised]: 409,
  [API_ERROR_CODES.captureRefused]: 409,
  // The customer's answers to the substitutes of her order (decision 115).
  [API_ERROR_CODES.substituteNotFound]: 404,
  [API_ERROR_CODES.substituteAnswerNotAllowed]: 409,
  [API_ERROR_CODES.substituteAnswerExpired]: 409,
  [API_ERROR_CODES.substituteAlreadyAnswered]: 409,
  [API_ERROR_CODES.substituteChanged]: 409,
  // The hand-over at the drive and the « client arrivé » check-in (decision 116).
  [API_ERROR_CODES.checkInLinkInvalid]: 404,
  [API_ERROR_CODES.checkInNotAllowed]: 409,
  // Professional buyers: the pro checkout, the outstanding limit, the pro invoices (decision 119).
  [API_ERROR_CODES.proAccountRequired]: 403,
  [API_ERROR_CODES.proStoreNotAllowed]: 403,
  [API_ERROR_CODES.proServiceUnavailable]: 403,
  [API_ERROR_CODES.proServiceRefused]: 422,
  [API_ERROR_CODES.proCheckoutIncomplete]: 409,
  [API_ERROR_CODES.proProductsNotAllowed]: 409,
  [API_ERROR_CODES.proOutstandingExceeded]: 409,
  [API_ERROR_CODES.proInvoiceNotFound]: 404,
  [API_ERROR_CODES.proInvoiceAlreadyPaid]: 409,
} as const satisfies Partial<Record<ApiErrorCode, number>>;

export type DomainErrorCode = keyof typeof DOMAIN_ERROR_STATUS;

/** A refusal of the domain: its code and French message; the status comes from the table above. */
export class DomainError extends HttpError {
  constructor(code: DomainErrorCode, message: string, errors?: Record<string, string[]>) {
    super(DOMAIN_ERROR_STATUS[code], message, errors, code);
    this.name = 'DomainError';
  }
}
