import type { ColumnType, Generated } from 'kysely';
import type { Flag } from './schema.ts';

/** The store staff's tables (migration 0040, decision 108). Timestamps are ISO-8601 UTC strings. */

type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface StaffAccountsTable {
  id: Generated<number>;
  /** Trimmed and in lower case; unique. */
  email: string;
  /** argon2id PHC string. */
  password_hash: string;
  display_name: string;
  /** 'preparateur' | 'responsable' | 'siege' (`STAFF_ROLES` of @cabas/domain). */
  role: string;
  active: Defaulted<Flag>;
  /** 0 until an invited member chooses his password (migration 0048): he cannot log in before. */
  password_set: Defaulted<Flag>;
  created_at: string;
  updated_at: string;
}

export interface StaffStoresTable {
  staff_id: number;
  store_id: number;
}

/** One staff login; revoking it ends the session at once (its token is checked against it on every call). */
export interface StaffSessionsTable {
  id: string;
  staff_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
}

/** Append-only: what a staff member did, on which entity, in which store. */
export interface AuditLogTable {
  id: Generated<number>;
  staff_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  store_id: number | null;
  /** A JSON object. */
  details: Defaulted<string>;
  created_at: string;
}

/** An invitation link (migration 0048, decision 117): only the SHA-256 of its token is stored. */
export interface StaffInvitationsTable {
  token_hash: string;
  staff_id: number;
  invited_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** A newer invitation, a deactivation or the chosen password voided it. */
  voided_at: string | null;
}

declare module './schema.ts' {
  interface DB {
    staff_accounts: StaffAccountsTable;
    staff_stores: StaffStoresTable;
    staff_sessions: StaffSessionsTable;
    audit_log: AuditLogTable;
    staff_invitations: StaffInvitationsTable;
  }
}
