import type { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { API_ERROR_CODES as CODES } from '../error-codes.ts';
import {
  anonymousNewsletterBody,
  cardActivationBody,
  cardRequestBody,
  contactFormBody,
  formAnswerSchema,
  loyaltyCancellationBody,
  newsletterConfirmationAnswer,
  newsletterConfirmationBody,
  productQuestionBody,
  withdrawableOrdersResponse,
  withdrawalBody,
} from '../forms.ts';

const tags = ['formulaires'];
const anonymous = [CODES.captchaInvalid, CODES.formStoreUnknown] as const;

/**
 * The form pages: each request is stored and sent by e-mail to the store's service address, with a
 * copy to the logged-in shopper's own address only (never to an address typed, decision 097). The
 * anonymous ones need the ALTCHA proof of work and a client token; the withdrawal needs the logged-in
 * client.
 */
export const formsEndpoints = {
  contact: endpoint({
    method: 'POST',
    path: '/formulaires/contact',
    summary: 'Formulaire de contact par défaut (captcha ALTCHA)',
    tags,
    body: contactFormBody,
    response: formAnswerSchema,
    status: 201,
    errors: anonymous,
  }),
  cardRequest: endpoint({
    method: 'POST',
    path: '/formulaires/demandeCarteMalin',
    summary: 'Demande de carte Cabas Malin (captcha ALTCHA)',
    tags,
    body: cardRequestBody,
    response: formAnswerSchema,
    status: 201,
    errors: anonymous,
  }),
  cardActivation: endpoint({
    method: 'POST',
    path: '/formulaires/activationCarteMalin',
    summary: 'Activation de carte Cabas Malin (captcha ALTCHA)',
    tags,
    body: cardActivationBody,
    response: formAnswerSchema,
    status: 201,
    errors: anonymous,
  }),
  loyaltyCancellation: endpoint({
    method: 'POST',
    path: '/formulaires/resiliationFidelite',
    summary: 'Résiliation de carte de fidélité (captcha ALTCHA)',
    tags,
    body: loyaltyCancellationBody,
    response: formAnswerSchema,
    status: 201,
    errors: anonymous,
  }),
  productQuestion: endpoint({
    method: 'POST',
    path: '/formulaires/questionProduit',
    summary: 'Question sur un produit, depuis sa fiche (captcha ALTCHA)',
    tags,
    body: productQuestionBody,
    response: formAnswerSchema,
    status: 201,
    errors: [...anonymous, CODES.formProductUnknown],
  }),
  anonymousNewsletter: endpoint({
    method: 'POST',
    path: '/formulaires/inscriptionAnonymeNewsletter',
    summary: "Inscription à la newsletter d'un magasin sans compte : un e-mail demande de la confirmer",
    tags,
    body: anonymousNewsletterBody,
    response: formAnswerSchema,
    status: 202,
    errors: anonymous,
  }),
  confirmNewsletter: endpoint({
    method: 'POST',
    path: '/formulaires/inscriptionAnonymeNewsletter/confirmation',
    summary: "Confirme l'inscription à la newsletter par le lien signé de l'e-mail",
    tags,
    body: newsletterConfirmationBody,
    response: newsletterConfirmationAnswer,
    errors: [CODES.newsletterConfirmationInvalid, CODES.newsletterConfirmationExpired],
  }),
  withdrawableOrders: endpoint({
    method: 'GET',
    path: '/me/formulaires/retractation',
    summary: 'Commandes du client dont des articles peuvent encore être retournés (14 jours)',
    tags,
    response: withdrawableOrdersResponse,
    errors: [],
  }),
  withdrawal: endpoint({
    method: 'POST',
    path: '/me/formulaires/retractation',
    summary: 'Rétractation du client pour des articles non alimentaires de sa commande',
    tags,
    body: withdrawalBody,
    response: formAnswerSchema,
    status: 201,
    errors: [CODES.withdrawalOrderNotFound, CODES.withdrawalNotAllowed],
  }),
} as const;

export type FormAnswerData = z.infer<typeof formAnswerSchema>['data'];
