import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { commitWrite, startWrite, type WriteBase } from './checkout-write.ts';

/** Cancels the checkout: its held slot's place goes back, and a new checkout of the cart can start. */
export async function cancelCheckout(db: Kysely<DB>, ctx: WriteBase): Promise<void> {
  const write = startWrite(ctx);
  write.changes.status = 'annule';
  write.changes.open_key = null;
  write.changes.hold_id = null;
  write.releaseHoldId = ctx.row.hold_id;
  await commitWrite(db, write);
}
