/** Error codes of the customer's answers to the substitutes of her order (/api/me/commandes/:id/remplacements, decision 115). */
export const SUBSTITUTIONS_ERROR_CODES = {
  /** The line is not part of the order, or was not substituted (404). */
  substituteNotFound: 'remplacement_introuvable',
  /** The order is neither in preparation nor prepared: placed, closed or cancelled (409). */
  substituteAnswerNotAllowed: 'reponse_remplacement_impossible',
  /** The deadline (the start of the slot) has passed, or the closing applied the default (409). */
  substituteAnswerExpired: 'reponse_remplacement_expiree',
  /** The customer already gave the other answer: an answer is given once (409). */
  substituteAlreadyAnswered: 'remplacement_deja_repondu',
  /** The store changed the substitute since the customer read it (409). */
  substituteChanged: 'remplacement_modifie',
} as const;
