import { ACCOUNT_EXTRAS_ERROR_CODES } from './error-codes/account-extras.ts';
import { ACCOUNTS_ERROR_CODES } from './error-codes/accounts.ts';
import { CART_ERROR_CODES } from './error-codes/cart.ts';
import { CATALOGUE_ERROR_CODES } from './error-codes/catalogue.ts';
import { CHECKOUT_ERROR_CODES } from './error-codes/checkout.ts';
import { CMS_ERROR_CODES } from './error-codes/cms.ts';
import { FORMS_ERROR_CODES } from './error-codes/forms.ts';
import { HAND_OVER_ERROR_CODES } from './error-codes/hand-over.ts';
import { LEAFLETS_ERROR_CODES } from './error-codes/leaflets.ts';
import { LISTS_ERROR_CODES } from './error-codes/lists.ts';
import { LOYALTY_ERROR_CODES } from './error-codes/loyalty.ts';
import { LOYALTY_CHALLENGES_ERROR_CODES } from './error-codes/loyalty-challenges.ts';
import { LOYALTY_CONVERSION_ERROR_CODES } from './error-codes/loyalty-conversion.ts';
import { ORDER_CHANGES_ERROR_CODES } from './error-codes/order-changes.ts';
import { ORDER_CLOSING_ERROR_CODES } from './error-codes/order-closing.ts';
import { ORDER_DOCUMENTS_ERROR_CODES } from './error-codes/order-documents.ts';
import { PAYMENTS_ERROR_CODES } from './error-codes/payments.ts';
import { PREPARATION_ERROR_CODES } from './error-codes/preparation.ts';
import { PRO_ERROR_CODES } from './error-codes/pro.ts';
import { PROFILE_ERROR_CODES } from './error-codes/profile.ts';
import { RECIPES_ERROR_CODES } from './error-codes/recipes.ts';
import { STAFF_ERROR_CODES } from './error-codes/staff.ts';
import { STAFF_TEAM_ERROR_CODES } from './error-codes/staff-team.ts';
import { STORE_PAGES_ERROR_CODES } from './error-codes/store-pages.ts';
import { SUBSCRIPTIONS_ERROR_CODES } from './error-codes/subscriptions.ts';
import { SUBSTITUTIONS_ERROR_CODES } from './error-codes/substitutions.ts';
import { TILL_RECEIPTS_ERROR_CODES } from './error-codes/till-receipts.ts';
import { USUAL_PRODUCTS_ERROR_CODES } from './error-codes/usual-products.ts';

/**
 * Stable machine values of the API's error `code`: every error body carries one, and the web branches
 * on it, never on the French message. An error thrown without its own code gets the default of its
 * status (`defaultErrorCode`).
 */
const COMMON_ERROR_CODES = {
  /** A request the API cannot read, such as a malformed path parameter (400, default). */
  badRequest: 'requete_invalide',
  /** No session, an ended session or no application token where the call needs one (401, default). */
  unauthenticated: 'non_authentifie',
  /** A shopper's token whose session has ended or cannot be read: refresh it or log in again (401). */
  sessionExpired: 'session_expiree',
  /** The caller is known but may not make this call (403, default). */
  forbidden: 'acces_refuse',
  /** What the call names does not exist (404, default). */
  notFound: 'introuvable',
  /** An API address that does not exist (404). */
  routeNotFound: 'adresse_inconnue',
  /** The call conflicts with the current state of what it changes (409, default). */
  conflict: 'conflit',
  /** What the call names existed but can no longer be used, such as a used or expired link (410, default). */
  gone: 'expire',
  /** The body was read but its data is refused: field errors are in `errors` (422, default). */
  invalidData: 'donnees_invalides',
  /** Too many calls in a short time from this shopper (429, default). */
  tooManyRequests: 'trop_de_requetes',
  /** An unexpected failure; the details are only in the server's log (500, default). */
  internalError: 'erreur_interne',
  /** The database or another service the call needs does not answer (503, default). */
  serviceUnavailable: 'service_indisponible',
  /** The body is not JSON (400). */
  invalidJson: 'json_invalide',
  /** The body's content type is not JSON (415). */
  unsupportedMediaType: 'type_de_contenu_non_accepte',
  /** The body is too large (413). */
  payloadTooLarge: 'corps_trop_volumineux',
  /** JSON of the wrong shape: an array, a string or a number where an object is expected (422). */
  bodyNotObject: 'corps_non_objet',
  /** A login that needs the ALTCHA proof of work after repeated failures (401). */
  captchaRequired: 'captcha_requis',
  /** An ALTCHA payload that is wrong, expired or already used (401 at login, 422 on forms). */
  captchaInvalid: 'captcha_invalide',
  /** Account creation called with a shopper's token instead of the storefront's (403). */
  storefrontTokenRequired: 'jeton_boutique_requis',
  /** Gift card check: unknown number or wrong PIN, one answer for both (422). */
  giftCardRefused: 'carte_cadeau_refusee',
  /** Gift card locked after wrong PINs, or too many wrong checks by this shopper (403). */
  tooManyWrongAttempts: 'tentatives_depassees',
} as const;
/** The one list of error codes: the common ones and each module's. */
export const API_ERROR_CODES = {
  ...COMMON_ERROR_CODES,
  ...CATALOGUE_ERROR_CODES,
  ...CART_ERROR_CODES,
  ...LISTS_ERROR_CODES,
  ...CHECKOUT_ERROR_CODES,
  ...PAYMENTS_ERROR_CODES,
  ...ORDER_CHANGES_ERROR_CODES,
  ...ACCOUNTS_ERROR_CODES,
  ...PROFILE_ERROR_CODES,
  ...ACCOUNT_EXTRAS_ERROR_CODES,
  ...ORDER_DOCUMENTS_ERROR_CODES,
  ...FORMS_ERROR_CODES,
  ...LEAFLETS_ERROR_CODES,
  ...STORE_PAGES_ERROR_CODES,
  ...RECIPES_ERROR_CODES,
  ...CMS_ERROR_CODES,
  ...USUAL_PRODUCTS_ERROR_CODES,
  ...SUBSCRIPTIONS_ERROR_CODES,
  ...LOYALTY_ERROR_CODES,
  ...LOYALTY_CHALLENGES_ERROR_CODES,
  ...LOYALTY_CONVERSION_ERROR_CODES,
  ...STAFF_ERROR_CODES,
  ...STAFF_TEAM_ERROR_CODES,
  ...PREPARATION_ERROR_CODES,
  ...ORDER_CLOSING_ERROR_CODES,
  ...SUBSTITUTIONS_ERROR_CODES,
  ...HAND_OVER_ERROR_CODES,
  ...PRO_ERROR_CODES,
  ...TILL_RECEIPTS_ERROR_CODES,
} as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

/**
 * The codes any call may answer without declaring them (decision 102): its input refused by its
 * schemas, no session or an ended one, too many calls, a body the API cannot read, an unexpected or
 * storage failure, an address that does not exist. A call's own refusals are in its declaration.
 */
export const PLATFORM_ERROR_CODES = [
  COMMON_ERROR_CODES.badRequest,
  COMMON_ERROR_CODES.unauthenticated,
  COMMON_ERROR_CODES.sessionExpired,
  COMMON_ERROR_CODES.routeNotFound,
  COMMON_ERROR_CODES.invalidData,
  COMMON_ERROR_CODES.tooManyRequests,
  COMMON_ERROR_CODES.internalError,
  COMMON_ERROR_CODES.serviceUnavailable,
  COMMON_ERROR_CODES.invalidJson,
  COMMON_ERROR_CODES.unsupportedMediaType,
  COMMON_ERROR_CODES.payloadTooLarge,
  COMMON_ERROR_CODES.bodyNotObject,
  // A staff token on a customer's call (decision 108): any call that needs a shopper may answer it.
  STAFF_ERROR_CODES.customersOnly,
] as const;

export type PlatformErrorCode = (typeof PLATFORM_ERROR_CODES)[number];

export function isPlatformErrorCode(code: string): code is PlatformErrorCode {
  return (PLATFORM_ERROR_CODES as readonly string[]).includes(code);
}

/** The code of an error thrown without its own: one per status, else the family's (4xx, 5xx). */
export function defaultErrorCode(status: number): ApiErrorCode {
  switch (status) {
    case 400:
      return API_ERROR_CODES.badRequest;
    case 401:
      return API_ERROR_CODES.unauthenticated;
    case 403:
      return API_ERROR_CODES.forbidden;
    case 404:
      return API_ERROR_CODES.notFound;
    case 409:
      return API_ERROR_CODES.conflict;
    case 410:
      return API_ERROR_CODES.gone;
    case 413:
      return API_ERROR_CODES.payloadTooLarge;
    case 415:
      return API_ERROR_CODES.unsupportedMediaType;
    case 422:
      return API_ERROR_CODES.invalidData;
    case 429:
      return API_ERROR_CODES.tooManyRequests;
    case 503:
      return API_ERROR_CODES.serviceUnavailable;
    default:
      return status >= 400 && status < 500 ? API_ERROR_CODES.badRequest : API_ERROR_CODES.internalError;
  }
}
