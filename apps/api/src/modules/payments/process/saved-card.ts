import { paymentMessages } from '@cabas/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { CheckoutContext } from '../../checkout/checkout-context.ts';
import { isClientAlias } from './process.repository.ts';
import type { ProcessContext } from './process-context.ts';
import { unpayable } from './refusal.ts';

/** The saved card the payment uses, if any: still one of the client's (it may have been removed since). */
export async function savedCardOf(p: ProcessContext, after: CheckoutContext, db: Kysely<DB>) {
  const aliasId = after.row.alias_id;
  if (aliasId !== null && !(await isClientAlias(db, p.client.id, aliasId)))
    throw unpayable(paymentMessages.aliasUnknown, 'alias_paiement_id');
  return aliasId;
}
