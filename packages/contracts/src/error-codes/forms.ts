/** Error codes of the form pages (`/api/formulaires/*`). */
export const FORMS_ERROR_CODES = {
  /** The store named by a form does not exist (422). */
  formStoreUnknown: 'formulaire_magasin_inconnu',
  /** The product of a product question does not exist (422). */
  formProductUnknown: 'formulaire_produit_inconnu',
  /** A withdrawal for an unknown order, or another client's (404). */
  withdrawalOrderNotFound: 'retractation_commande_introuvable',
  /** Lines past the 14 days or excluded from the right of withdrawal (422). */
  withdrawalNotAllowed: 'retractation_impossible',
  /** A forged or damaged newsletter confirmation link (400). */
  newsletterConfirmationInvalid: 'lien_confirmation_newsletter_invalide',
  /** A newsletter confirmation link past its date (410). */
  newsletterConfirmationExpired: 'lien_confirmation_newsletter_expire',
} as const;
