/** Error codes of the billing address, bank cards (payment aliases) and newsletters calls. */
export const ACCOUNT_EXTRAS_ERROR_CODES = {
  /** The client has no billing address yet (404). */
  billingAddressMissing: 'adresse_facturation_absente',
  /** Unknown saved card, or another client's (404). */
  paymentAliasNotFound: 'alias_paiement_introuvable',
  /** Saved cards are not offered to this client (pro) (403). */
  paymentAliasNotEligible: 'alias_paiement_non_eligible',
  /** Unknown newsletter subscription, or another client's (404). */
  newsletterNotFound: 'newsletter_introuvable',
  /** A newsletter of a store that does not exist (422). */
  newsletterStoreUnknown: 'newsletter_magasin_inconnu',
  /** A forged or damaged unsubscribe token (400). */
  unsubscribeTokenInvalid: 'lien_desinscription_invalide',
  /** An unsubscribe token past its date (410). */
  unsubscribeTokenExpired: 'lien_desinscription_expire',
} as const;
