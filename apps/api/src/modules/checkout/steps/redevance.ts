import { API_ERROR_CODES, checkoutMessages, type RedevanceFormBody } from '@cabas/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { HttpError } from '../../../platform/errors.ts';
import { type CheckoutContext, redevanceItems } from '../checkout-context.ts';
import { writeIfVersion } from '../checkout-version.ts';

/**
 * Redevance form: the buyer's identity a cart with a television (or another product of the
 * redevance categories) must give; refused (409) when the cart has none.
 */
export async function fillRedevance(
  db: Kysely<DB>,
  ctx: CheckoutContext,
  form: RedevanceFormBody,
): Promise<void> {
  if (!redevanceItems(ctx).length)
    throw new HttpError(
      409,
      checkoutMessages.redevanceNotNeeded,
      undefined,
      API_ERROR_CODES.redevanceNotNeeded,
    );
  await writeIfVersion(db, ctx.row, { redevance_json: JSON.stringify(form) }, ctx.now);
}
