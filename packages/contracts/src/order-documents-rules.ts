/**
 * Rules and French texts of the order documents, the in-store purchases and the ticket preference
 * that the browser also needs: in this module without zod (`order-documents.ts` builds the schemas
 * on them).
 */

/** In-store receipts per page (`limit`); 'see more' is shown while each page comes back full. */
export const TICKETS_PAGE_SIZE = 7;
export const TICKETS_PAGE_SIZE_MAX = 50;

/** How a card holder wants the till receipt; `print` unless chosen. */
export const TICKET_PREFERENCES = ['email', 'print', 'no_print'] as const;
export type TicketPreference = (typeof TICKET_PREFERENCES)[number];
export const DEFAULT_TICKET_PREFERENCE: TicketPreference = 'print';
export const TICKET_PREFERENCE_LABELS: Record<TicketPreference, string> = {
  email: 'Recevoir mon ticket de caisse par e-mail',
  print: 'Recevoir mon ticket de caisse imprimé',
  no_print: 'Ne pas recevoir de ticket de caisse',
};

/** The purchase-date presets of the in-store purchases (values of `periode`). */
export const PURCHASE_PERIOD_LABELS = {
  mois: 'Ce mois-ci',
  mois_precedent: 'Le mois dernier',
  trois_mois: 'Les 3 derniers mois',
  personnalisee: 'Période personnalisée',
} as const;

export const orderDocumentMessages = {
  adresseRequired: 'Merci de renseigner votre adresse',
  codePostalInvalid: 'Merci de renseigner un code postal valide',
  villeRequired: 'Merci de renseigner votre ville',
  complementInvalid: "Merci de renseigner un complement d'adresse valide",
  departementInvalid: 'Ce nom de departement est invalide',
  paysInvalid: 'Merci de choisir un pays de la liste',
  invoiceNotWithdrawn: 'La facture est disponible une fois la commande retirée.',
  invoiceProOrder:
    'La facture de vos commandes professionnelles vous est adressée par votre correspondant Cabas Pro.',
  invoiceAddressRequired: 'Merci de renseigner votre adresse de facturation.',
  cardHolderOnly:
    'Les achats en magasin sont réservés aux porteurs d’une carte de fidélité associée à votre compte.',
  receiptNotFound: 'Ce ticket de caisse est introuvable.',
  periodFromRequired: 'Merci de renseigner la date de début de la période.',
  periodToRequired: 'Merci de renseigner la date de fin de la période.',
  periodOrder: 'La date de fin ne peut pas précéder la date de début.',
  dateInvalid: 'Merci de renseigner une date valide.',
  emailTicketUnavailable: 'Votre magasin ne propose pas encore le ticket de caisse par e-mail.',
  preferenceLoadFailed:
    'Désolé, une erreur s’est produite. Nous n’avons pas réussi à afficher vos préférences. Veuillez réessayer plus tard',
  preferenceSaveFailed:
    'Désolé, une erreur s’est produite. Nous n’avons pas réussi à enregistrer vos préférences. Veuillez réessayer plus tard',
  preferenceSaved: 'Votre préférence de ticket de caisse est enregistrée.',
  documentOpenFailed: "Impossible d'ouvrir ce document pour le moment.",
} as const;
