/**
 * The form pages: their addresses, titles and the French texts they show. The loading and success
 * messages and the loyalty card number messages are the specification's; the others word what it
 * leaves unworded.
 */
import { messages } from './messages.ts';

export const FORM_KINDS = [
  'contact',
  'demande-carte',
  'activation-carte',
  'retractation',
  'newsletter',
  'question-produit',
  'resiliation-fidelite',
] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** Every form page sits under the contact page; the card activation address is the specification's. */
export const CONTACT_PAGE = '/infos-et-services/aide/contactez-nous';

export const FORM_PAGES: Record<FormKind, { path: string; title: string }> = {
  contact: { path: `${CONTACT_PAGE}/formulaire-contact`, title: 'Nous contacter' },
  'demande-carte': {
    path: `${CONTACT_PAGE}/formulaire-demande-carte-malin`,
    title: 'Demander ma carte Cabas Malin',
  },
  'activation-carte': {
    path: `${CONTACT_PAGE}/formulaire-activation-carte-malin`,
    title: 'Activer ma carte Cabas Malin',
  },
  retractation: {
    path: `${CONTACT_PAGE}/formulaire-retractation`,
    title: 'Exercer mon droit de rétractation',
  },
  newsletter: { path: `${CONTACT_PAGE}/formulaire-newsletter`, title: "S'inscrire à la newsletter" },
  'question-produit': {
    path: `${CONTACT_PAGE}/formulaire-question-produit`,
    title: 'Poser une question sur un produit',
  },
  'resiliation-fidelite': {
    path: `${CONTACT_PAGE}/formulaire-resiliation-fidelite`,
    title: 'Résilier ma carte de fidélité',
  },
};

/** The page the newsletter confirmation link opens (`?token=`). */
export const NEWSLETTER_CONFIRMATION_PAGE = `${FORM_PAGES.newsletter.path}/confirmation`;

/** The right of withdrawal lasts 14 days from the day the goods were received (Code de la consommation). */
export const WITHDRAWAL_DAYS = 14;
/** How long the newsletter confirmation link works. */
export const NEWSLETTER_CONFIRMATION_DAYS = 7;
export const FORM_MESSAGE_MAX = 2000;

export const CONTACT_SUBJECTS = [
  'Ma commande',
  'Mon retrait drive ou ma livraison',
  'Un produit',
  'Ma carte de fidélité',
  'Mon compte',
  'Le site internet',
  'Autre demande',
] as const;

export const LOYALTY_CANCELLATION_REASONS = [
  "Je n'utilise pas assez ma carte",
  'Je déménage',
  "J'ai plusieurs cartes",
  'Je ne suis pas satisfait(e) des avantages',
  'Autre raison',
] as const;

export const formMessages = {
  sending: messages.forgottenPasswordSending,
  success: messages.requestTakenIntoAccount,
  cardNumberRequired: 'Merci de renseigner un numéro de carte fidélité valide.',
  cardNumberLength: 'Le numéro de carte doit être compris entre 16 et 19 chiffres.',
  cardNumberDigits: 'Merci de renseigner un numéro de carte constitué uniquement de chiffres',
  storeRequired: 'Merci de choisir votre magasin.',
  storeUnknown: "Ce magasin n'existe pas.",
  subjectRequired: "Merci de choisir l'objet de votre demande.",
  messageRequired: 'Merci de saisir votre message.',
  messageTooLong: `Votre message ne peut pas dépasser ${FORM_MESSAGE_MAX} caractères.`,
  questionRequired: 'Merci de saisir votre question.',
  productUnknown: "Ce produit n'existe pas.",
  reasonRequired: 'Merci de choisir le motif de votre résiliation.',
  cancellationConfirm: 'Merci de confirmer que vous souhaitez résilier votre carte.',
  birthDateInvalid: 'Merci de renseigner une date de naissance valide.',
  birthDateMinor: 'La carte Cabas Malin est réservée aux personnes majeures.',
  orderRequired: 'Merci de choisir la commande concernée.',
  linesRequired: 'Merci de choisir au moins un article à retourner.',
  withdrawalNotAllowed:
    "Ces articles ne peuvent plus faire l'objet d'une rétractation : le délai de 14 jours est dépassé ou ils en sont exclus.",
  withdrawalOrderUnknown: "Cette commande n'existe pas.",
  newsletterPending:
    'Merci ! Pour confirmer votre inscription, cliquez sur le lien que nous venons de vous envoyer par e-mail.',
  newsletterConfirmed: 'Votre inscription à la newsletter est confirmée.',
  newsletterLinkInvalid: "Ce lien de confirmation n'est pas valide. Merci de vous inscrire à nouveau.",
  newsletterLinkExpired: 'Ce lien de confirmation a expiré. Merci de vous inscrire à nouveau.',
  cardRequestClosed:
    "La demande de carte Cabas Malin en ligne n'est pas encore ouverte dans votre magasin : adressez-vous à l'accueil de votre magasin.",
} as const;
