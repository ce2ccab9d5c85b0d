import { endpoint } from '../endpoint.ts';
import { API_ERROR_CODES as CODES } from '../error-codes.ts';
import {
  loyaltyCardListResponse,
  loyaltyCardParams,
  loyaltyCardResponse,
  loyaltyCreateBody,
  loyaltyPairBody,
  loyaltyPreValidationBody,
  loyaltyPreValidationResponse,
} from '../loyalty.ts';

const tags = ['fidelite'];
const linking = [
  CODES.loyaltyProRefused,
  CODES.loyaltyCardInvalid,
  CODES.loyaltyCardLocked,
  CODES.loyaltyCardAlreadyLinked,
  CODES.tooManyWrongAttempts,
];

/** Loyalty cards of the logged-in customer (401 otherwise; 403 for pros; another client's card is 404). */
export const loyaltyEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/me/fidelites',
    summary: 'Cartes de fidélité du client, avec les totaux des cagnottes',
    tags,
    response: loyaltyCardListResponse,
    errors: [CODES.loyaltyProRefused],
  }),
  preValidate: endpoint({
    method: 'POST',
    path: '/me/fidelites/pre-validation',
    summary: 'Ajout d’une carte partenaire, étape 1 : vérifie le numéro (carte émise, libre, non bloquée)',
    tags,
    body: loyaltyPreValidationBody,
    response: loyaltyPreValidationResponse,
    errors: linking,
  }),
  pair: endpoint({
    method: 'POST',
    path: '/me/fidelites/appairage',
    summary:
      'Ajout d’une carte partenaire, étape 2 : code cagnotte et captcha ; 3 codes faux bloquent la carte une heure (423)',
    tags,
    body: loyaltyPairBody,
    response: loyaltyCardResponse,
    status: 201,
    errors: [...linking, CODES.loyaltyCodeInvalid, CODES.captchaInvalid],
  }),
  create: endpoint({
    method: 'POST',
    path: '/me/fidelites',
    summary: 'Crée la carte de fidélité de l’enseigne du client (409 s’il en a déjà une)',
    tags,
    body: loyaltyCreateBody,
    response: loyaltyCardResponse,
    status: 201,
    errors: [CODES.loyaltyProRefused, CODES.loyaltyCardExists],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/me/fidelites/:id',
    summary: 'Retire une carte de fidélité du compte',
    tags,
    params: loyaltyCardParams,
    response: null,
    status: 204,
    errors: [CODES.loyaltyProRefused, CODES.loyaltyCardNotFound, CODES.loyaltyCardNotEmpty],
  }),
} as const;
