import type { Kysely, Updateable } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { CheckoutsTable } from '../../../db/schema-checkout.ts';
import type { SlotsService } from '../../slots/slots.service.ts';
import type { CheckoutContext } from '../checkout-context.ts';
import { writeIfVersion } from '../checkout-version.ts';
import { confirmClaim, type EurocoraClaim } from '../eurocora/eurocora-claim.ts';

/**
 * One write of a checkout by its steps. Every step checks its field against the checkout as it was
 * read (`ctx`, never against the changes of the steps before it, except the service chosen in the
 * same write), refuses with a 422 on the field, or adds its column values to `changes`. Nothing is
 * written until every step has passed: then `commitWrite` writes all the changes at once.
 */
export interface CheckoutWrite<C extends WriteBase = CheckoutContext> {
  readonly ctx: C;
  /** The column values the steps decided. */
  readonly changes: Updateable<CheckoutsTable>;
  /** A hold to end in the same transaction, its place given back to the slot. */
  releaseHoldId: number | null;
  /** The cagnotte this write reserves: confirmed under the card's lock in the same transaction. */
  eurocora: EurocoraClaim | null;
}

/** What a write needs to be written: the database and the slots (a released hold gives its place back). */
export interface WriteDeps {
  db: Kysely<DB>;
  slots: SlotsService;
}

/** What every write needs: the checkout's row as read (its version) and the time of the write. */
export type WriteBase = Pick<CheckoutContext, 'row' | 'now'>;

export const startWrite = <C extends WriteBase>(ctx: C): CheckoutWrite<C> => ({
  ctx,
  changes: {},
  releaseHoldId: null,
  eurocora: null,
});

/**
 * The checkout as it will be once this write is done (its row with the changes), for the checks a
 * workflow makes after its steps (the payment's): nothing is written by it.
 */
export function contextAfterWrite<C extends WriteBase>(write: CheckoutWrite<C>): C {
  return { ...write.ctx, row: { ...write.ctx.row, ...write.changes } };
}

/** The service the checkout has once this write is done (the one chosen in it, else the current one). */
export function serviceAfterWrite(write: CheckoutWrite): number | null {
  return write.changes.service_id !== undefined ? write.changes.service_id : write.ctx.row.service_id;
}

/**
 * Writes the changes with the version check, confirms the cagnotte reserved and ends the hold to
 * release, in one transaction: a concurrent write of the checkout fails the whole write (409), so does
 * a reservation another checkout's took first (422); the slot's place goes back only when the checkout
 * no longer points to the hold. Returns the new version.
 */
export async function commitWrite(
  { db, slots }: WriteDeps,
  write: CheckoutWrite<WriteBase>,
): Promise<string> {
  const { row, now } = write.ctx;
  return db.transaction().execute(async (trx) => {
    const version = await writeIfVersion(trx, row, write.changes, now);
    if (write.eurocora) await confirmClaim(trx, write.eurocora, row.id, now.toISOString());
    if (write.releaseHoldId !== null) await slots.releaseHold(trx, write.releaseHoldId, now.toISOString());
    return version;
  });
}
