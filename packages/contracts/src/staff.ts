import { STAFF_ROLES } from '@cabas/domain';
import { z } from 'zod';
import { TOKEN_TYPE } from './account-rules.ts';
import { loginBody } from './accounts.ts';

/**
 * The store staff's side (/gestion, decision 108): staff login, the staff member's own account, and the
 * audit log of the stores. Staff are another kind of principal than customers: their token opens the
 * /api/gestion calls only.
 */
export const staffMessages = {
  staffOnly: 'Cet espace est réservé au personnel des magasins. Connectez-vous avec votre compte personnel.',
  customersOnly: 'Un compte du personnel ne permet pas d’utiliser l’espace client de la boutique.',
  roleRefused: 'Votre rôle ne vous permet pas d’accéder à cette page.',
  storeRefused: 'Ce magasin ne fait pas partie de vos magasins.',
} as const;

/** The staff login form: the customer login's fields and messages (e-mail, password, captcha). */
export const staffLoginBody = loginBody;
export type StaffLoginBody = z.infer<typeof staffLoginBody>;

export const staffRoleSchema = z.enum(STAFF_ROLES);

export const staffStoreSchema = z.object({ id: z.number().int(), name: z.string() });

/** The logged-in staff member. */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  displayName: z.string(),
  role: staffRoleSchema,
  /** Assigned stores; head office acts on every store and has none listed (`allStores`). */
  stores: z.array(staffStoreSchema),
  allStores: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffLoginResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal(TOKEN_TYPE),
  /** Seconds: the staff session's whole length (no refresh token). */
  expires_in: z.number().int(),
  data: staffMemberSchema,
});
export type StaffLoginResponse = z.infer<typeof staffLoginResponseSchema>;

export const STAFF_JOURNAL_PAGE_SIZE = 50;

const positiveInt = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, {
      error: message,
    });

export const staffJournalQuery = z.object({
  page: positiveInt('Le numéro de page doit être un entier positif.').default(1),
  /** One store among the staff member's (head office: any store). */
  magasin: positiveInt('Le magasin doit être un identifiant de magasin.').optional(),
});
export type StaffJournalQuery = z.input<typeof staffJournalQuery>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO-8601 UTC. */
  at: z.string(),
  staff: z.object({ id: z.number().int(), displayName: z.string(), role: staffRoleSchema }).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  store: staffStoreSchema.nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const staffJournalResponseSchema = z.object({
  data: z.array(auditEntrySchema),
  meta: z.object({
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
});
export type StaffJournal = z.infer<typeof staffJournalResponseSchema>;
