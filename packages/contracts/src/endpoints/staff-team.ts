import { endpoint } from '../endpoint.ts';
import { API_ERROR_CODES as CODES } from '../error-codes.ts';
import {
  acceptInvitationBody,
  createTeamMemberBody,
  invitationAcceptedResponse,
  invitationInfoResponse,
  invitationParams,
  staffStoresResponse,
  staffTeamQuery,
  staffTeamResponse,
  teamMemberParams,
  teamMemberResponse,
  updateTeamMemberBody,
} from '../staff-team.ts';

const tags = ['gestion'] as const;

/** A team call: a staff token, a manager's or head office's. */
const TEAM = [CODES.staffOnly, CODES.staffRoleRefused] as const;
/** A call on one member: he exists and the actor manages him (never himself). */
const MEMBER = [
  ...TEAM,
  CODES.teamMemberNotFound,
  CODES.teamMemberRefused,
  CODES.teamSelfChangeRefused,
] as const;
/** A call that gives a role and stores. */
const ASSIGN = [CODES.teamRoleRefused, CODES.staffStoreRefused, CODES.teamAssignmentInvalid] as const;

/** The stores' teams: staff accounts managed from /gestion/equipe (issue #37, item 1, decision 117). */
export const staffTeamEndpoints = {
  stores: endpoint({
    method: 'GET',
    path: '/gestion/magasins',
    summary: 'Les magasins du membre du personnel (tous pour le siège), pour les formulaires et les filtres',
    tags,
    response: staffStoresResponse,
    errors: [CODES.staffOnly],
  }),
  list: endpoint({
    method: 'GET',
    path: '/gestion/equipe',
    summary:
      'Les membres du personnel des magasins du responsable (tous pour le siège), ou d’un de ses magasins',
    tags,
    query: staffTeamQuery,
    response: staffTeamResponse,
    errors: [...TEAM, CODES.staffStoreRefused],
  }),
  get: endpoint({
    method: 'GET',
    path: '/gestion/equipe/:id',
    summary: 'Un membre du personnel que le responsable (ou le siège) gère',
    tags,
    params: teamMemberParams,
    response: teamMemberResponse,
    errors: [...TEAM, CODES.teamMemberNotFound, CODES.teamMemberRefused],
  }),
  create: endpoint({
    method: 'POST',
    path: '/gestion/equipe',
    summary:
      'Créer un compte du personnel (un responsable : un préparateur de ses magasins) ; une invitation lui est envoyée par email',
    tags,
    body: createTeamMemberBody,
    response: teamMemberResponse,
    status: 201,
    errors: [...TEAM, ...ASSIGN, CODES.staffEmailTaken],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/gestion/equipe/:id',
    summary:
      'Changer le nom, le rôle ou les magasins d’un membre, le désactiver (ses sessions prennent fin) ou le réactiver',
    tags,
    params: teamMemberParams,
    body: updateTeamMemberBody,
    response: teamMemberResponse,
    errors: [...MEMBER, ...ASSIGN],
  }),
  invite: endpoint({
    method: 'POST',
    path: '/gestion/equipe/:id/invitation',
    summary:
      'Renvoyer l’invitation d’un membre qui n’a pas encore choisi son mot de passe (les précédentes ne valent plus)',
    tags,
    params: teamMemberParams,
    response: teamMemberResponse,
    errors: [...MEMBER, CODES.invitationNotNeeded],
  }),
  invitation: endpoint({
    method: 'GET',
    path: '/gestion/invitations/:jeton',
    summary: 'Le membre invité d’un lien d’invitation encore valable (page publique)',
    tags,
    params: invitationParams,
    response: invitationInfoResponse,
    errors: [CODES.invitationInvalid],
  }),
  acceptInvitation: endpoint({
    method: 'POST',
    path: '/gestion/invitations/:jeton',
    summary: 'Le nouveau membre choisit son mot de passe (lien valable 72 heures, une seule fois)',
    tags,
    params: invitationParams,
    body: acceptInvitationBody,
    response: invitationAcceptedResponse,
    errors: [CODES.invitationInvalid],
  }),
} as const;
