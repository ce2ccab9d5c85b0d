/**
 * Limits and French texts of the addresses, bank cards and newsletters pages that the browser also
 * needs: without zod, so that a page importing them does not bring the schemas with it.
 */

/** Bank cards (payment aliases) one client may keep per store (4 unless the list's meta says otherwise). */
export const PAYMENT_ALIAS_MAX_PER_STORE = 4;
export const PAYMENT_ALIAS_NAME_MAX = 30;

/** Countries of a billing address. */
export const BILLING_COUNTRIES = ['France', 'Belgique', 'Suisse', 'Allemagne', 'Luxembourg'] as const;
export type BillingCountry = (typeof BILLING_COUNTRIES)[number];
/** Digits of the postal code by country: 5 in France and Germany, 4 in Belgium, Switzerland, Luxembourg. */
export const BILLING_POSTAL_CODE_DIGITS: Record<BillingCountry, number> = {
  France: 5,
  Allemagne: 5,
  Belgique: 4,
  Suisse: 4,
  Luxembourg: 4,
};

/**
 * Longest fields of a billing address: the same for the account's billing address and an invoice's,
 * so that the account's address always fits the invoice form it starts.
 */
export const BILLING_FIELD_MAX = {
  adresse: 100,
  complement: 100,
  ville: 80,
  departement: 50,
  codePostal: 10,
} as const;

/** Postal code of an account form: digits only, at most 10. */
export const ACCOUNT_POSTAL_CODE_MAX = 10;

/** The one-click unsubscribe page of the newsletter e-mails (`?token=…`). */
export const NEWSLETTER_UNSUBSCRIBE_PAGE = '/desinscription-newsletter';

export const accountExtrasMessages = {
  // Billing address.
  billingAddressRequired: 'Merci de renseigner votre adresse',
  billingPostalCode: 'Merci de renseigner un code postal valide',
  billingCity: 'Merci de renseigner votre ville',
  billingComplement: "Merci de renseigner un complement d'adresse valide",
  billingDepartement: 'Ce nom de departement est invalide',
  billingCountry: 'Merci de choisir un pays de la liste.',
  billingMissing: "Vous n'avez pas encore d'adresse de facturation.",
  // Bank cards.
  aliasNameRequired: 'Merci de nommer cette carte',
  aliasNameTooLong: `Le nom de la carte ne peut pas dépasser ${PAYMENT_ALIAS_NAME_MAX} caractères.`,
  aliasUnknown: "Cette carte bancaire n'existe pas.",
  aliasNotEligible: "L'enregistrement de cartes bancaires n'est pas proposé pour votre compte.",
  aliasDeleted: 'Suppression carte réussie',
  // Newsletters.
  newsletterStoreUnknown: "Ce magasin n'existe pas.",
  newsletterUnknown: "Cet abonnement à la newsletter n'existe pas.",
  unsubscribeInvalid: "Ce lien de désinscription n'est pas valide.",
  unsubscribeExpired:
    'Ce lien de désinscription a expiré. Vous pouvez gérer vos newsletters depuis votre compte.',
} as const;
