import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Flag } from './schema.ts';

/**
 * Tables of the accounts and security issue (migration 0003). They extend the `DB` interface of
 * schema.ts, so that schema.ts stays the other issues' file. Timestamps are ISO-8601 UTC strings.
 */

type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface ClientsTable {
  id: Generated<number>;
  /** Trimmed and in lower case; unique. */
  email: string;
  /** argon2id PHC string. */
  password_hash: string;
  /** 1: chosen under the former rule (6 characters); 2: the current rule. */
  password_rule_version: number;
  password_changed_at: string;
  civilite: string;
  nom: string;
  prenom: string;
  tel: string | null;
  id_magasin: number | null;
  statut: Defaulted<string>;
  opt_in: Defaulted<Flag>;
  optin_sms_suivi_commande_drive: Defaulted<Flag>;
  is_pro: Defaulted<Flag>;
  pro_company_name: string | null;
  /** The named commercial contact of a pro account (a row of store_pro_contacts). */
  pro_contact_id: number | null;
  own_cards_holder: Defaulted<Flag>;
  partner_card_holder: Defaulted<Flag>;
  all_cards_paired: Defaulted<Flag>;
  num_carte_malin: string | null;
  num_carte_cabas: string | null;
  adresse: string | null;
  complement_adresse: string | null;
  cp: string | null;
  ville: string | null;
  pays: string | null;
  departement: string | null;
  created_at: string;
  updated_at: string;
}

/** The stores of a pro account's agreement. */
export interface ClientProStoresTable {
  client_id: number;
  store_id: number;
}

/** One login: the family of its rotated refresh tokens. Revoking it ends the session. */
export interface AuthSessionsTable {
  id: string;
  client_id: number;
  created_at: string;
  /** Absolute end of the session, whatever the rotations. */
  expires_at: string;
  last_used_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  /** SHA-256 of the opaque token, hex. */
  token_hash: string;
  session_id: string;
  issued_at: string;
  expires_at: string;
  /** Set when the token was exchanged; a second use means theft and revokes the session. */
  rotated_at: string | null;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  client_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** ALTCHA challenges already solved once, kept until they expire (single use). */
export interface CaptchaUsedChallengesTable {
  challenge_id: string;
  expires_at: string;
}

declare module './schema.ts' {
  interface DB {
    clients: ClientsTable;
    client_pro_stores: ClientProStoresTable;
    auth_sessions: AuthSessionsTable;
    refresh_tokens: RefreshTokensTable;
    password_reset_tokens: PasswordResetTokensTable;
    captcha_used_challenges: CaptchaUsedChallengesTable;
  }
}

export type ClientRow = Selectable<ClientsTable>;
export type NewClient = Insertable<ClientsTable>;
