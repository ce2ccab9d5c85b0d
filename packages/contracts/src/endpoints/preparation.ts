import { endpoint } from '../endpoint.ts';
import { API_ERROR_CODES as CODES } from '../error-codes.ts';
import {
  orderPreparationResponse,
  pickingListDocument,
  preparationLineBody,
  preparationLineParams,
  preparationParams,
  preparedLineResponse,
  substituteQuery,
  substitutesResponse,
} from '../preparation.ts';

const tags = ['gestion'] as const;

/** Every preparation call: a staff token of the order's store (head office: any store). */
const STAFF = [CODES.staffOnly, CODES.staffStoreRefused, CODES.orderNotFound] as const;

/** Preparing an order in the store (issue #37, item 3, decision 112). */
export const preparationEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/gestion/commandes/:id/preparation',
    summary:
      'La préparation d’une commande : ses lignes par rayon avec leur résultat, le client, le créneau et sa note',
    tags,
    params: preparationParams,
    response: orderPreparationResponse,
    errors: STAFF,
  }),
  start: endpoint({
    method: 'POST',
    path: '/gestion/commandes/:id/preparation/debut',
    summary:
      'Commencer la préparation (COMMANDEE → VALIDEE) une fois l’heure limite du créneau passée ; sans effet si elle a commencé',
    tags,
    params: preparationParams,
    response: orderPreparationResponse,
    errors: [...STAFF, CODES.preparationTooEarly, CODES.preparationNotAllowed],
  }),
  setLine: endpoint({
    method: 'PUT',
    path: '/gestion/commandes/:id/lignes/:ligne_id',
    summary:
      'Le résultat d’une ligne pendant la préparation : prélevée, manquante, pesée (poids réel) ou remplacée',
    tags,
    params: preparationLineParams,
    body: preparationLineBody,
    response: preparedLineResponse,
    errors: [
      ...STAFF,
      CODES.preparationNotAllowed,
      CODES.lineNotFound,
      CODES.preparationLineChanged,
      CODES.preparationOutcomeRefused,
      CODES.substitutionRefused,
      CODES.substituteUnavailable,
    ],
  }),
  finish: endpoint({
    method: 'POST',
    path: '/gestion/commandes/:id/preparation/fin',
    summary: 'Terminer la préparation (VALIDEE → EN_ATTENTE) quand chaque ligne a son résultat',
    tags,
    params: preparationParams,
    response: orderPreparationResponse,
    errors: [...STAFF, CODES.preparationNotAllowed, CODES.preparationIncomplete],
  }),
  pickingList: endpoint({
    method: 'GET',
    path: '/gestion/commandes/:id/liste-de-preparation.pdf',
    summary: 'La liste de préparation imprimable (PDF) : les lignes par rayon avec des cases à cocher',
    tags,
    params: preparationParams,
    response: pickingListDocument,
    contentType: 'application/pdf',
    errors: STAFF,
  }),
  substitutes: endpoint({
    method: 'GET',
    path: '/gestion/commandes/:id/lignes/:ligne_id/substituts',
    summary:
      'Les produits pouvant remplacer une ligne : même univers (son rayon d’abord), vendus de la même façon, disponibles dans le magasin',
    tags,
    params: preparationLineParams,
    query: substituteQuery,
    response: substitutesResponse,
    errors: [...STAFF, CODES.lineNotFound, CODES.substitutionRefused],
  }),
} as const;
