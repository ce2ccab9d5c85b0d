import type { ColumnType, Generated, Selectable } from 'kysely';

/** Order changes before the capture (migration 0042, decision 109). Money in cents. */

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** `reduction`: what the capture will take is lowered (never asked); `liberation`: a cancel's release. */
export type AuthorisationChangeKind = 'reduction' | 'liberation';
export type AuthorisationChangeStatus = 'demande' | 'effectue' | 'refusee';

export interface PaymentAuthorisationChangesTable {
  id: Generated<number>;
  /** `modification:12:<session>` (a reduction), `annulation:34:<session>` (a release). */
  idempotency_key: string;
  kind: AuthorisationChangeKind;
  provider: string;
  payment_session_id: string;
  order_id: number;
  /** A reduction: what the capture will not take; a release: what the session still held for the order. */
  amount_cents: number;
  status: Defaulted<AuthorisationChangeStatus>;
  provider_reference: Nullable<string>;
  /** The provider's reason when it refused a release. */
  refusal: Nullable<string>;
  attempts: Defaulted<number>;
  next_attempt_at: Nullable<string>;
  last_error: Nullable<string>;
  created_at: string;
  updated_at: string;
}

declare module './schema.ts' {
  interface DB {
    payment_authorisation_changes: PaymentAuthorisationChangesTable;
  }
}

export type PaymentAuthorisationChangeRow = Selectable<PaymentAuthorisationChangesTable>;
