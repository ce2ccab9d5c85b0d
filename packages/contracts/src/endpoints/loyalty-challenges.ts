import { endpoint } from '../endpoint.ts';
import { API_ERROR_CODES as CODES } from '../error-codes.ts';
import {
  loyaltyChallengeListResponse,
  loyaltyChallengeParams,
  loyaltyChallengeResponse,
} from '../loyalty-challenges.ts';

const tags = ['fidelite'];

/** The défis of the logged-in customer (401 otherwise; 403 for pros; a challenge not offered to her is 404). */
export const loyaltyChallengesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/me/defis',
    summary: 'Défis proposés au client, avec sa progression et leur récompense',
    tags,
    response: loyaltyChallengeListResponse,
    errors: [CODES.loyaltyProRefused],
  }),
  get: endpoint({
    method: 'GET',
    path: '/me/defis/:id',
    summary: 'Un défi proposé au client, avec sa progression',
    tags,
    params: loyaltyChallengeParams,
    response: loyaltyChallengeResponse,
    errors: [CODES.loyaltyProRefused, CODES.loyaltyChallengeNotFound],
  }),
} as const;
