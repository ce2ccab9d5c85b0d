import { z } from 'zod';
import {
  captchaChallengeSchema,
  changePasswordBody,
  clientResourceSchema,
  forgottenPasswordAnswerSchema,
  forgottenPasswordBody,
  logoutBody,
  profileBody,
  resetPasswordBody,
  resetTokenBody,
  signUpAnswerSchema,
  signUpBody,
  storeAuthorizationQuery,
  storeAuthorizationSchema,
  tokenRequestBody,
  tokenResponseSchema,
} from '../accounts.ts';
import { endpoint } from '../endpoint.ts';
import { API_ERROR_CODES as CODES } from '../error-codes.ts';
import { CAPTCHA_CHALLENGE_PATH } from '../http.ts';

const authTags = ['authentification'];
const tags = ['compte'];
const client = z.object({ data: clientResourceSchema });
/** Every refusal of a reset link: unknown, used, expired, or a pro account's. */
const resetLinkErrors = [
  CODES.resetLinkInvalid,
  CODES.resetLinkUsed,
  CODES.resetLinkExpired,
  CODES.proPasswordReset,
] as const;

/** Tokens, logout, captcha, sign-up, the shopper's account and passwords. */
export const accountsEndpoints = {
  token: endpoint({
    method: 'POST',
    path: '/auth/token',
    summary:
      'Jetons : client_credentials (la boutique, en HTTP Basic ou client_id/client_secret), password (connexion), refresh_token (renouvellement avec rotation)',
    tags: authTags,
    body: tokenRequestBody,
    response: tokenResponseSchema,
    errors: [
      CODES.loginFailed,
      CODES.tooManyWrongAttempts,
      CODES.captchaRequired,
      CODES.captchaInvalid,
      CODES.sessionExpired,
      CODES.invalidClient,
    ],
    errorStatus: { [CODES.captchaInvalid]: 401 },
  }),
  logout: endpoint({
    method: 'POST',
    path: '/auth/logout',
    summary: 'Déconnexion : la session du jeton d’accès, ou du jeton de renouvellement, est révoquée',
    tags: authTags,
    body: logoutBody,
    response: null,
    status: 204,
    errors: [],
  }),
  captchaChallenge: endpoint({
    method: 'GET',
    path: CAPTCHA_CHALLENGE_PATH,
    summary: 'Défi ALTCHA (preuve de travail) pour le widget altcha : { parameters, signature }',
    tags: authTags,
    response: captchaChallengeSchema,
    errors: [],
  }),
  signUp: endpoint({
    method: 'POST',
    path: '/clients',
    summary:
      'Création de compte (captcha ALTCHA, jeton de la boutique) : 202 et un email, que l’adresse ait déjà un compte ou non',
    tags,
    body: signUpBody,
    response: z.object({ data: signUpAnswerSchema }),
    status: 202,
    errors: [CODES.captchaInvalid, CODES.storefrontTokenRequired, CODES.signUpStoreUnknown],
  }),
  me: endpoint({
    method: 'GET',
    path: '/me',
    summary: 'Le client connecté',
    tags,
    response: client,
    errors: [CODES.sessionExpired],
  }),
  updateProfile: endpoint({
    method: 'PUT',
    path: '/me',
    summary: 'Modification du profil',
    tags,
    body: profileBody,
    response: client,
    errors: [CODES.sessionExpired],
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/me/password',
    summary: 'Changement de mot de passe ; les autres sessions sont fermées',
    tags,
    body: changePasswordBody,
    response: client,
    errors: [CODES.tooManyWrongAttempts, CODES.oldPasswordWrong, CODES.passwordSameAsOld],
  }),
  storeAuthorization: endpoint({
    method: 'GET',
    path: '/me/magasin-autorisation',
    summary: 'Le client peut-il commander dans ce magasin ? (règles pro)',
    tags,
    query: storeAuthorizationQuery,
    response: z.object({ data: storeAuthorizationSchema }),
    errors: [CODES.storeNotFound],
  }),
  forgottenPassword: endpoint({
    method: 'POST',
    path: '/mot-de-passe-oublie',
    summary:
      'Mot de passe oublié (captcha ALTCHA) : même réponse que le compte existe ou non, pro compris (un pro reçoit un email qui lui dit comment obtenir de l’aide, décision 096)',
    tags,
    body: forgottenPasswordBody,
    response: z.object({ data: forgottenPasswordAnswerSchema }),
    errors: [CODES.captchaInvalid],
  }),
  checkResetLink: endpoint({
    method: 'POST',
    path: '/mot-de-passe-oublie/verification',
    summary: 'Le lien de réinitialisation est-il encore valable ?',
    tags,
    body: resetTokenBody,
    response: z.object({ data: z.object({ valide: z.literal(true) }) }),
    errors: resetLinkErrors,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/mot-de-passe-oublie/reinitialisation',
    summary:
      'Nouveau mot de passe par le lien reçu (usage unique, 1 heure) ; toutes les sessions sont fermées',
    tags,
    body: resetPasswordBody,
    response: z.object({ data: z.object({ message: z.string() }) }),
    errors: resetLinkErrors,
  }),
} as const;
