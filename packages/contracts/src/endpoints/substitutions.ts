import { endpoint } from '../endpoint.ts';
import { API_ERROR_CODES as CODES } from '../error-codes.ts';
import { substitutionAnswerBody, substitutionParams, substitutionResponse } from '../substitutions.ts';

const tags = ['commandes'];

/** The customer's answers to the substitutes of her order (owner only; another's order is 404; decision 115). */
export const substitutionsEndpoints = {
  answer: endpoint({
    method: 'POST',
    path: '/me/commandes/:id/remplacements/:ligne_id',
    summary:
      'Accepter ou refuser le produit de remplacement d’une ligne, avant le début du créneau (sans réponse : accepté)',
    tags,
    params: substitutionParams,
    body: substitutionAnswerBody,
    response: substitutionResponse,
    errors: [
      CODES.orderNotFound,
      CODES.substituteNotFound,
      CODES.substituteAnswerNotAllowed,
      CODES.substituteAnswerExpired,
      CODES.substituteAlreadyAnswered,
      CODES.substituteChanged,
    ],
  }),
} as const;
