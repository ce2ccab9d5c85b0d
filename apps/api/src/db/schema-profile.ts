import type { Generated } from 'kysely';

/** Tables of the profile page (migration 0016). They extend the `DB` interface of schema.ts. */

export interface EmailChangeTokensTable {
  /** SHA-256 of the opaque token, hex. */
  token_hash: string;
  client_id: number;
  /** Trimmed and in lower case. */
  new_email: string;
  created_at: string;
  expires_at: string;
  /** Set when the link was used, or replaced by a newer request. */
  used_at: string | null;
}

/** One closed account: the reason given and when, nothing that names the shopper. */
export interface AccountDeletionsTable {
  id: Generated<number>;
  motif_id: number;
  deleted_at: string;
}

declare module './schema.ts' {
  interface DB {
    email_change_tokens: EmailChangeTokensTable;
    account_deletions: AccountDeletionsTable;
  }
}
