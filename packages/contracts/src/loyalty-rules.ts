/**
 * Limits and French texts of the loyalty cards (account page, card creation, loyalty home) that the
 * browser also needs: without zod, so that a page importing them does not bring the schemas with it.
 */

/** A loyalty card number has 16 to 19 digits; the code cagnotte 4. */
export const LOYALTY_CARD_NUMBER_MIN = 16;
export const LOYALTY_CARD_NUMBER_MAX = 19;
export const LOYALTY_CODE_DIGITS = 4;
/** Wrong codes cagnotte that lock a card, and for how long. */
export const LOYALTY_CODE_MAX_FAILURES = 3;
export const LOYALTY_CARD_LOCK_MS = 60 * 60_000;

/** Card type codes of the specification. */
export const LOYALTY_CARD_TYPES = ['C4', 'CP', 'CM', 'CRF'] as const;
export type LoyaltyCardType = (typeof LOYALTY_CARD_TYPES)[number];
/** Card families: the shop's own cards (CP) and the partner retailer's (CRF). */
export const LOYALTY_CARD_SUBTYPES = ['CP', 'CRF'] as const;
export type LoyaltyCardSubtype = (typeof LOYALTY_CARD_SUBTYPES)[number];
/** The partner cards a customer links with their code cagnotte. */
export const PARTNER_CARD_TYPES = ['CRF', 'C4'] as const;

export const loyaltyMessages = {
  numberRequired: 'Merci de renseigner un numéro de carte fidélité valide.',
  numberLength: 'Le numéro de carte doit être compris entre 16 et 19 chiffres.',
  numberDigits: 'Merci de renseigner un numéro de carte constitué uniquement de chiffres',
  numberInvalid: 'Le numéro de carte est invalide. Merci de vérifier votre saisie',
  codeFormat: 'Le Code Cagnotte doit être composé de 4 chiffres.',
  codeInvalid: 'Le Code Cagnotte est invalide. Merci de vérifier votre saisie',
  /** 423: the card is locked after 3 wrong codes (the lock popin's title). */
  cardLocked: 'Vous avez saisi 3 codes erronés',
  cardLockedHelp:
    'Par sécurité, cette carte est bloquée pendant une heure. Vous pouvez réessayer plus tard ou demander un nouveau code cagnotte.',
  /** 409 when adding a card linked to an account. */
  alreadyLinked:
    'Nous ne pouvons pas ajouter cette carte car elle est déjà liée à un compte. Veuillez vérifier que les informations ont été correctement saisies.',
  /** 409 when creating an own-brand card the customer already has. */
  ownCardExists: 'Vous possédez déjà une carte de fidélité Cabas.',
  invalidCardReasons: [
    'Votre carte n’est pas active : rendez-vous à l’accueil de votre magasin.',
    'Votre carte est récente et pas encore enregistrée : réessayez dans quelques jours.',
  ],
  cardUnknown: 'Cette carte de fidélité est introuvable.',
  proRefused: 'Le programme de fidélité n’est pas proposé aux clients professionnels.',
  deleted: 'Suppression carte réussie',
  /** 409: an own-brand card keeps its cagnotte; it cannot be removed while money is on it or owed to it. */
  ownCardNotEmpty:
    'Votre carte ne peut pas être supprimée : sa cagnotte n’est pas vide ou une commande payée avec elle est en cours. Utilisez votre cagnotte ou attendez la fin de la commande avant de la supprimer.',
  added: 'Votre carte a bien été ajoutée à votre compte.',
  created: 'Votre carte de fidélité a bien été créée.',
  /** 429 on the card entry. */
  tooManyEntries: 'Vous avez dépassé le nombre de saisie autorisée',
  linkFailed:
    'Une erreur est survenue. Nos équipes techniques mettent tout en œuvre pour rétablir la situation.',
} as const;

/** 'Cette carte {type} n'est pas valide' (the invalid card popin). */
export function invalidLoyaltyCardMessage(kind: string): string {
  return `Cette carte ${kind} n'est pas valide`;
}
