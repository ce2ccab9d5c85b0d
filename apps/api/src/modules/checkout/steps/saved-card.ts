import { checkoutMessages } from '@cabas/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import * as repo from '../checkout.repository.ts';
import { refuse } from '../checkout-errors.ts';
import type { CheckoutWrite } from './checkout-write.ts';

/** Saved card (payment alias): one of the client's cards saved for this store; null: a new card. */
export async function chooseSavedCard(
  write: CheckoutWrite,
  aliasId: number | null,
  db: Kysely<DB>,
): Promise<void> {
  if (aliasId === null) {
    write.changes.alias_id = null;
    return;
  }
  const aliases = await repo.findAliases(db, write.ctx.client.id, write.ctx.row.store_id);
  if (!aliases.some((al) => al.id === aliasId))
    throw refuse('selectedPaymentId', checkoutMessages.aliasUnknown);
  write.changes.alias_id = aliasId;
}
