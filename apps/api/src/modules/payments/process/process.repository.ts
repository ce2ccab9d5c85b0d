import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type {} from '../../../db/schema-accounts.ts';
import type {} from '../../../db/schema-checkout.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** What an order needs beyond the checkout: the client's e-mail and first name, the store's address. */
export async function paymentFacts(db: Db, clientId: number, storeId: number, checkoutId: number) {
  const row = await db
    .selectFrom('checkouts as k')
    .innerJoin('clients as c', 'c.id', 'k.client_id')
    .innerJoin('stores as s', 's.id', 'k.store_id')
    .select([
      'k.status',
      'k.hold_id',
      'k.gift_card_id',
      'c.email',
      'c.prenom',
      's.adresse',
      's.cp',
      's.ville',
    ])
    .where('k.id', '=', checkoutId)
    .where('k.client_id', '=', clientId)
    .where('k.store_id', '=', storeId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    status: row.status,
    holdId: row.hold_id,
    giftCardId: row.gift_card_id,
    client: { id: clientId, email: row.email, prenom: row.prenom },
    store: { id: storeId, adresse: row.adresse, cp: row.cp, ville: row.ville },
  };
}

export type PaymentFacts = NonNullable<Awaited<ReturnType<typeof paymentFacts>>>;

export async function isClientAlias(db: Db, clientId: number, aliasId: number) {
  const row = await db
    .selectFrom('payment_aliases')
    .select('id')
    .where('id', '=', aliasId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The client's latest order placed since `sinceIso` (the recent-order warning). */
export function latestOrderSince(db: Db, clientId: number, sinceIso: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'code', 'placed_at', 'total_cents'])
    .where('client_id', '=', clientId)
    .where('placed_at', '>=', sinceIso)
    .orderBy('placed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
