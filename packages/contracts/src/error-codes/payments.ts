/** Error codes of the payment and order calls. */
export const PAYMENTS_ERROR_CODES = {
  /** The checkout was paid already: it takes no second payment (409). */
  checkoutPaid: 'commande_deja_payee',
  /** The slot hold ended before the payment started: choose a slot again (409). */
  slotHoldExpired: 'creneau_expire',
  /** A payment notification whose signature does not match its body (401). */
  badSignature: 'signature_invalide',
  /** A payment notification that is not the expected JSON (422). */
  badNotification: 'notification_invalide',
  /** A payment notification for a session the API does not know (404). */
  paymentSessionNotFound: 'session_paiement_introuvable',
  /** A payment notification whose amount differs from the session's (422). */
  amountMismatch: 'montant_different',
  /** The order is not this shopper's (404). */
  orderNotFound: 'commande_introuvable',
} as const;
