import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { API_ERROR_CODES as CODES } from '../error-codes.ts';
import {
  accountDeletionBody,
  dataExportSchema,
  deletionMotifSchema,
  deletionStatusSchema,
  emailChangeAnswerSchema,
  emailChangeBody,
  emailChangeTokenBody,
} from '../profile.ts';

const tags = ['compte'];
const message = z.object({ data: z.object({ message: z.string() }) });

/** The profile page: e-mail change, account deletion, data download (the profile form is `accounts.updateProfile`). */
export const profileEndpoints = {
  requestEmailChange: endpoint({
    method: 'POST',
    path: '/me/email',
    summary:
      'Changement d’adresse email : même réponse que la nouvelle adresse ait un compte ou non ; un lien est envoyé à une adresse libre (usage unique, 24 heures), le titulaire d’une adresse déjà utilisée est prévenu à la place, l’ancienne adresse est prévenue (décision 096)',
    tags,
    body: emailChangeBody,
    response: z.object({ data: emailChangeAnswerSchema }),
    status: 202,
    errors: [
      CODES.profilePasswordWrong,
      CODES.emailUnchanged,
      CODES.emailChangeTooMany,
      CODES.tooManyWrongAttempts,
    ],
  }),
  confirmEmailChange: endpoint({
    method: 'POST',
    path: '/me/email/confirmation',
    summary: 'Confirmation du changement d’adresse email par le lien reçu : l’adresse change alors',
    tags,
    body: emailChangeTokenBody,
    response: message,
    errors: [CODES.emailLinkInvalid, CODES.emailLinkUsed, CODES.emailLinkExpired, CODES.emailTaken],
  }),
  deletionMotifs: endpoint({
    method: 'GET',
    path: '/me/suppression/motifs',
    summary: 'Motifs de suppression de compte (id, valeur)',
    tags,
    response: z.object({ data: z.array(deletionMotifSchema) }),
    errors: [],
  }),
  deletionStatus: endpoint({
    method: 'GET',
    path: '/me/suppression',
    summary: 'Le compte peut-il être supprimé ? (pas de commande ni d’abonnement livraison en cours)',
    tags,
    response: z.object({ data: deletionStatusSchema }),
    errors: [],
  }),
  deleteAccount: endpoint({
    method: 'POST',
    path: '/me/suppression',
    summary:
      'Suppression du compte (motif et mot de passe) : données personnelles effacées, commandes anonymisées, sessions fermées',
    tags,
    body: accountDeletionBody,
    response: message,
    errors: [CODES.profilePasswordWrong, CODES.deletionBlocked, CODES.tooManyWrongAttempts],
  }),
  dataExport: endpoint({
    method: 'GET',
    path: '/me/export',
    summary: 'Téléchargement de mes données (RGPD, article 20) : profil, adresses, commandes, listes, cartes',
    tags,
    response: dataExportSchema,
    errors: [],
  }),
} as const;
