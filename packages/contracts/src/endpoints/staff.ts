import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { API_ERROR_CODES as CODES } from '../error-codes.ts';
import {
  staffJournalQuery,
  staffJournalResponseSchema,
  staffLoginBody,
  staffLoginResponseSchema,
  staffMemberSchema,
} from '../staff.ts';

const tags = ['gestion'] as const;

/** A staff call refuses a customer's or the storefront's token (403). */
const STAFF_ONLY = [CODES.staffOnly] as const;

/** The store staff's calls, under /api/gestion (decision 108). */
export const staffEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/gestion/connexion',
    summary: 'Connexion du personnel : une session du personnel, distincte des sessions des clients',
    tags,
    body: staffLoginBody,
    response: staffLoginResponseSchema,
    errors: [CODES.loginFailed, CODES.tooManyWrongAttempts, CODES.captchaRequired, CODES.captchaInvalid],
    errorStatus: { [CODES.captchaInvalid]: 401 },
  }),
  logout: endpoint({
    method: 'POST',
    path: '/gestion/deconnexion',
    summary: 'Déconnexion du personnel : la session est révoquée et la déconnexion journalisée',
    tags,
    response: null,
    status: 204,
    errors: STAFF_ONLY,
  }),
  me: endpoint({
    method: 'GET',
    path: '/gestion/moi',
    summary: 'Le membre du personnel connecté : nom, rôle, magasins',
    tags,
    response: z.object({ data: staffMemberSchema }),
    errors: STAFF_ONLY,
  }),
  journal: endpoint({
    method: 'GET',
    path: '/gestion/journal',
    summary:
      'Journal des actions du personnel, le plus récent d’abord : les magasins du responsable, tous pour le siège',
    tags,
    query: staffJournalQuery,
    response: staffJournalResponseSchema,
    errors: [...STAFF_ONLY, CODES.staffRoleRefused, CODES.staffStoreRefused],
  }),
} as const;
