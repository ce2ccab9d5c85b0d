import type { Kysely, Updateable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { CheckoutRow, CheckoutsTable } from '../../db/schema-checkout.ts';
import * as repo from './checkout.repository.ts';
import { stale } from './checkout-errors.ts';

/**
 * The checkout's version (`dateLastUpdate`) is the time of its last write: every write names the
 * version the client saw and fails with 409 when another write came first.
 */

/** The next version: now, and always after the previous one (two writes in one millisecond). */
export function nextVersion(previous: string, now: Date): string {
  const t = Math.max(now.getTime(), new Date(previous).getTime() + 1);
  return new Date(t).toISOString();
}

/**
 * Writes `values` if the checkout is still open at the version it was read at, and moves the version
 * on; 409 (nothing written) otherwise. Returns the new version.
 */
export async function writeIfVersion(
  db: Kysely<DB>,
  row: CheckoutRow,
  values: Updateable<CheckoutsTable>,
  now: Date,
): Promise<string> {
  const version = nextVersion(row.updated_at, now);
  if (!(await repo.updateIfVersion(db, row.id, row.updated_at, { ...values, updated_at: version })))
    throw stale();
  return version;
}
