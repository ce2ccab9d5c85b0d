import { STAFF_ROLES } from '@cabas/domain';
import { z } from 'zod';
import { accountMessages, isStrongPassword } from './account-rules.ts';
import { emailField } from './accounts.ts';
import { idParam } from './common.ts';
import { messages } from './messages.ts';
import { staffStoreSchema } from './staff.ts';

/**
 * The stores' teams (/gestion/equipe, decision 117): head office manages every staff account, a
 * manager the preparers of his stores; a new member chooses his password from an invitation e-mail.
 */

/** How long an invitation link works. */
export const STAFF_INVITATION_TTL_HOURS = 72;
/** The storefront's page an invitation e-mail links to, followed by `/<jeton>`. */
export const STAFF_INVITATION_PAGE = '/gestion/invitation';
export const STAFF_NAME_MAX_LENGTH = 100;
/** More stores than the chain has is a mistake, not a manager. */
export const STAFF_STORES_MAX = 200;

export const staffTeamMessages = {
  memberNotFound: 'Ce membre du personnel est introuvable.',
  memberRefused:
    'Vous ne pouvez pas gérer ce membre du personnel : un responsable gère les préparateurs de ses magasins, le siège tous les comptes.',
  selfChangeRefused:
    'Vous ne pouvez ni modifier, ni changer le rôle, ni désactiver votre propre compte. Demandez-le au siège.',
  roleRefused: 'Vous ne pouvez pas attribuer ce rôle : un responsable crée et gère des préparateurs.',
  preparerOneStore: 'Un préparateur travaille dans un seul magasin : choisissez-en un.',
  managerStores: 'Choisissez au moins un magasin pour le responsable.',
  headOfficeNoStore: 'Le siège agit sur tous les magasins : ne choisissez aucun magasin.',
  unknownStore: 'Ce magasin n’existe pas.',
  emailTaken: 'Un membre du personnel a déjà cette adresse email.',
  invitationInvalid:
    'Ce lien d’invitation n’est plus valable : il a déjà servi, il a expiré ou une invitation plus récente l’a remplacé. Demandez à votre responsable de vous renvoyer une invitation.',
  invitationPasswordSet:
    'Ce membre a déjà choisi son mot de passe : il n’a pas besoin d’une nouvelle invitation.',
  invitationInactive: 'Ce compte est désactivé : réactivez-le avant de renvoyer l’invitation.',
  invitationTokenRequired: 'Le lien d’invitation est incomplet.',
  nameRequired: 'Merci de renseigner le prénom et le nom.',
  nameTooLong: `Le nom ne peut pas dépasser ${STAFF_NAME_MAX_LENGTH} caractères.`,
  nameCharacters: 'Le nom ne peut contenir que des lettres, des espaces, des tirets et des apostrophes.',
  roleRequired: 'Merci de choisir un rôle.',
  storeInvalid: 'Choisissez les magasins dans la liste.',
  nothingToChange: 'Aucune modification à enregistrer.',
  activeInvalid: 'L’état du compte doit être actif ou désactivé.',
  passwordSet:
    'Votre mot de passe est enregistré. Vous pouvez maintenant vous connecter à l’espace du personnel.',
  invitationMailSubject: 'Votre compte du personnel Cabas : choisissez votre mot de passe',
} as const;

export const staffTeamQuery = z.object({
  /** One store among the actor's (head office: any store). */
  magasin: z.coerce
    .number({ error: 'Le magasin doit être un identifiant de magasin.' })
    .int({ error: 'Le magasin doit être un identifiant de magasin.' })
    .positive({ error: 'Le magasin doit être un identifiant de magasin.' })
    .max(2_147_483_647, { error: 'Le magasin doit être un identifiant de magasin.' })
    .optional(),
});
export type StaffTeamQuery = z.input<typeof staffTeamQuery>;

export const teamMemberParams = z.object({ id: idParam('du membre du personnel') });
export const invitationParams = z.object({
  jeton: z
    .string({ error: staffTeamMessages.invitationTokenRequired })
    .min(1, { error: staffTeamMessages.invitationTokenRequired })
    .max(200, { error: staffTeamMessages.invitationInvalid }),
});

const staffName = z
  .string({ error: staffTeamMessages.nameRequired })
  .trim()
  .min(1, { error: staffTeamMessages.nameRequired, abort: true })
  .max(STAFF_NAME_MAX_LENGTH, { error: staffTeamMessages.nameTooLong })
  .regex(/^[\p{L}\p{M}' ’.-]+$/u, { error: staffTeamMessages.nameCharacters });

const staffRole = z.enum(STAFF_ROLES, { error: staffTeamMessages.roleRequired });

const storeIds = z
  .array(
    z.coerce
      .number({ error: staffTeamMessages.storeInvalid })
      .int({ error: staffTeamMessages.storeInvalid })
      .positive({ error: staffTeamMessages.storeInvalid })
      .max(2_147_483_647, { error: staffTeamMessages.storeInvalid }),
    { error: staffTeamMessages.storeInvalid },
  )
  .max(STAFF_STORES_MAX, { error: staffTeamMessages.storeInvalid });

/** A new member: e-mail, name, role and stores (a preparer one, a manager some, head office none). */
export const createTeamMemberBody = z.object({
  email: emailField(),
  nom: staffName,
  role: staffRole,
  magasins: storeIds.default([]),
});
export type CreateTeamMemberBody = z.input<typeof createTeamMemberBody>;

/**
 * A change of a member: any of name, role, stores and `actif` (false deactivates, true reactivates).
 * A role without `magasins` keeps the stores (head office: none).
 */
export const updateTeamMemberBody = z
  .object({
    nom: staffName.optional(),
    role: staffRole.optional(),
    magasins: storeIds.optional(),
    actif: z.boolean({ error: staffTeamMessages.activeInvalid }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: staffTeamMessages.nothingToChange,
  });
export type UpdateTeamMemberBody = z.input<typeof updateTeamMemberBody>;

/** The invitation page's form: the customers' password rule and messages. */
export const acceptInvitationBody = z
  .object({
    mot_de_passe: z
      .string({ error: accountMessages.passwordRequired })
      .min(1, { error: accountMessages.passwordRequired })
      .refine(isStrongPassword, { error: accountMessages.passwordRule }),
    confirmation: z.string({ error: messages.passwordConfirmation }).min(1, {
      error: messages.passwordConfirmation,
    }),
  })
  .refine((body) => body.mot_de_passe === body.confirmation, {
    error: messages.passwordConfirmation,
    path: ['confirmation'],
  });
export type AcceptInvitationBody = z.input<typeof acceptInvitationBody>;

export const teamMemberSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  /** Assigned stores (head office: none, it acts on every store). */
  magasins: z.array(staffStoreSchema),
  actif: z.boolean(),
  /** The member has not chosen a password yet: he cannot log in. */
  invitation_en_attente: z.boolean(),
  /** ISO-8601 UTC. */
  cree_le: z.string(),
  /** Whether the staff member asking may change, deactivate or invite this one (`canManageMember`). */
  gerable: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const staffTeamResponse = z.object({ data: z.array(teamMemberSchema) });
export type StaffTeam = z.infer<typeof staffTeamResponse>;
export const teamMemberResponse = z.object({ data: teamMemberSchema });

/** The stores a staff member acts on (head office: every store of the chain), for forms and filters. */
export const staffStoresResponse = z.object({ data: z.array(staffStoreSchema) });

/** What the invitation page shows before the password is chosen. */
export const invitationInfoResponse = z.object({ data: z.object({ email: z.string(), nom: z.string() }) });
export const invitationAcceptedResponse = z.object({
  data: z.object({ email: z.string(), message: z.string() }),
});
