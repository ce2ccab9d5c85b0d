/**
 * The profile page's rules and words the browser also needs (e-mail change, account deletion, data
 * download), without zod: `profile.ts` builds the schemas on them.
 */
import { PRODUCT_NAME } from './account-rules.ts';

/** The storefront page that the e-mail change link opens, with `?token=…`. */
export const EMAIL_CHANGE_PAGE = '/mon-compte/mon-profil/confirmation-email';
/** How long the link sent to the new address works. */
export const EMAIL_CHANGE_TTL_HOURS = 24;
/** The file name of the data download. */
export const DATA_EXPORT_FILE_NAME = 'mes-donnees-cabas.json';

/** Countries of a postal address. */
export const COUNTRIES = ['France', 'Belgique', 'Suisse', 'Allemagne', 'Luxembourg'] as const;
export type Country = (typeof COUNTRIES)[number];
export const POSTAL_CODE_MAX_LENGTH = 10;
export const ADDRESS_MAX_LENGTH = 120;

/** Why a shopper closes the account (motifs of the deletion: id, valeur). */
export const DELETION_MOTIFS = [
  { id: 1, valeur: 'Je ne fais plus mes courses en ligne' },
  { id: 2, valeur: 'Je préfère une autre enseigne' },
  { id: 3, valeur: 'Je déménage loin de mon magasin' },
  { id: 4, valeur: 'Je reçois trop de messages' },
  { id: 5, valeur: 'Je ne souhaite plus que mes données soient conservées' },
  { id: 6, valeur: 'Autre raison' },
] as const;

/** What blocks a deletion (the error step). */
export const DELETION_BLOCKERS = [
  'commande_en_cours',
  'abonnement_en_cours',
  'factures_pro_a_regler',
] as const;
export type DeletionBlocker = (typeof DELETION_BLOCKERS)[number];

export const profileMessages = {
  // Postal address (the billing address rules).
  adresseRequired: 'Merci de renseigner votre adresse',
  cpInvalid: 'Merci de renseigner un code postal valide',
  villeRequired: 'Merci de renseigner votre ville',
  complementInvalid: "Merci de renseigner un complement d'adresse valide",
  departementInvalid: 'Ce nom de departement est invalide',
  paysInvalid: 'Merci de choisir un pays dans la liste',
  profileSaved: 'Vos informations personnelles ont bien été enregistrées.',
  // E-mail change.
  passwordRequired: 'Merci de renseigner votre mot de passe',
  passwordWrong: 'Votre mot de passe est incorrect. Merci de vérifier votre saisie.',
  emailSameAsCurrent: 'Cette adresse email est déjà celle de votre compte.',
  emailTaken: 'Cette adresse email est déjà utilisée par un autre compte.',
  // The same answer whether the new address is free or already an account's (decision 096).
  emailChangeSent: (email: string) =>
    `Votre demande a bien été prise en compte. Si l'adresse ${email} peut être utilisée pour votre compte, un lien de confirmation (valable ${EMAIL_CHANGE_TTL_HOURS} heures) vient d'y être envoyé. Votre adresse actuelle reste celle de votre compte tant que ce lien n'est pas ouvert.`,
  emailChangeSentGeneric: `Votre demande a bien été prise en compte. Si la nouvelle adresse peut être utilisée pour votre compte, un lien de confirmation (valable ${EMAIL_CHANGE_TTL_HOURS} heures) vient d'y être envoyé ; si elle est déjà celle d'un autre compte, c'est son titulaire qui est prévenu. D'ici là, votre adresse actuelle reste celle de votre compte.`,
  emailChangeTooMany:
    "Vous avez fait trop de demandes de changement d'adresse email. Merci de réessayer dans une heure.",
  emailChanged: (email: string) => `Votre adresse email est maintenant ${email}.`,
  emailLinkInvalid:
    "Ce lien de changement d'adresse email n'est pas valide. Merci de refaire la demande depuis votre profil.",
  emailLinkUsed: "Ce lien de changement d'adresse email a déjà servi.",
  emailLinkExpired: `Ce lien de changement d'adresse email a expiré (il est valable ${EMAIL_CHANGE_TTL_HOURS} heures). Merci de refaire la demande depuis votre profil.`,
  emailChangeMailSubject: `Confirmez votre nouvelle adresse email ${PRODUCT_NAME}`,
  emailChangeNoticeSubject: `Changement de l'adresse email de votre compte ${PRODUCT_NAME}`,
  emailChangeAttemptSubject: `Votre adresse email a été proposée pour un autre compte ${PRODUCT_NAME}`,
  // Account deletion.
  deletionAcceptRequired:
    'Merci de cocher la case pour confirmer que vous avez pris connaissance de ces informations',
  motifRequired: 'Merci de choisir le motif de votre départ',
  deletionBlocked:
    'Vous ne pouvez pas supprimer votre compte tant que vous avez une commande ou un abonnement livraison en cours.',
  deletionBlockedOrder: 'Vous avez une commande en cours : attendez son retrait ou sa livraison.',
  deletionBlockedSubscription:
    'Vous avez un abonnement livraison en cours : il doit être arrivé à son terme.',
  deletionBlockedProInvoices:
    'Votre entreprise a des factures pro à régler : leur règlement doit être enregistré par le magasin.',
  accountDeleted: `Votre compte ${PRODUCT_NAME} a bien été supprimé.`,
  accountDeletedMailSubject: `Votre compte ${PRODUCT_NAME} a été supprimé`,
} as const;
