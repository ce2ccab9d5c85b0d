/** Error codes of the loyalty cards calls (`/me/fidelites`). */
export const LOYALTY_ERROR_CODES = {
  /** The loyalty scheme is not offered to pros (403). */
  loyaltyProRefused: 'fidelite_refusee_pro',
  /** Unknown loyalty card, or another client's (404). */
  loyaltyCardNotFound: 'carte_fidelite_introuvable',
  /** A partner card number the issuer does not know, or an inactive card (422). */
  loyaltyCardInvalid: 'carte_fidelite_invalide',
  /** A wrong code cagnotte (422, field `code_pin_carrefour`). */
  loyaltyCodeInvalid: 'code_cagnotte_invalide',
  /** The card is locked for an hour after 3 wrong codes (423). */
  loyaltyCardLocked: 'carte_fidelite_bloquee',
  /** The partner card is already linked to an account (409). */
  loyaltyCardAlreadyLinked: 'carte_fidelite_deja_liee',
  /** The customer already has an own-brand card (409). */
  loyaltyCardExists: 'carte_fidelite_existante',
  /** An own-brand card whose cagnotte holds money, or that paid an order still in progress (409). */
  loyaltyCardNotEmpty: 'carte_fidelite_non_vide',
} as const;
