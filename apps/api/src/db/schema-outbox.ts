import type { ColumnType, Generated, Selectable } from 'kysely';

/** Tables of the outbox and its scheduled jobs (migration 0010); timestamps ISO-8601 UTC strings. */

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** `en_attente` until sent (`envoye`) or given up after the last attempt (`echec`). */
export type OutboxStatus = 'en_attente' | 'envoye' | 'echec';

export interface OutboxTable {
  id: Generated<number>;
  /** What the message is: `commande-confirmation`, `mot-de-passe-oublie`… */
  kind: string;
  idempotency_key: string;
  /** JSON: the rendered message (to, subject, text, html); only to and subject are kept once sent. */
  payload: string;
  status: Defaulted<OutboxStatus>;
  attempts: Defaulted<number>;
  next_attempt_at: string;
  /** The worker sending it, until `claimed_until` (its lease). */
  claimed_by: Nullable<string>;
  claimed_until: Nullable<string>;
  last_error: Nullable<string>;
  created_at: string;
  sent_at: Nullable<string>;
}

export interface ScheduledJobsTable {
  name: string;
  next_run_at: string;
  claimed_by: Nullable<string>;
  claimed_until: Nullable<string>;
  last_run_at: Nullable<string>;
  last_error: Nullable<string>;
}

declare module './schema.ts' {
  interface DB {
    outbox: OutboxTable;
    scheduled_jobs: ScheduledJobsTable;
  }
}

export type OutboxRow = Selectable<OutboxTable>;
