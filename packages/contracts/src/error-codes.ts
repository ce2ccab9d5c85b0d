import { ACCOUNTS_ERROR_CODES } from './error-codes/accounts.ts';
import { CART_ERROR_CODES } from './error-codes/cart.ts';
import { CATALOGUE_ERROR_CODES } from './error-codes/catalogue.ts';
import { CHECKOUT_ERROR_CODES } from './error-codes/checkout.ts';
import { LISTS_ERROR_CODES } from './error-codes/lists.ts';
import { PAYMENTS_ERROR_CODES } from './error-codes/payments.ts';

/**
 * Stable machine values of the API's error `code` (ARCHITECTURE.md "API errors"): the web branches on
 * them, never on the French message.
 */
const COMMON_ERROR_CODES = {
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
  ...ACCOUNTS_ERROR_CODES,
} as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];
