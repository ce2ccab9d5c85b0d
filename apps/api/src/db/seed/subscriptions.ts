import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';
import type {} from '../schema-subscriptions.ts';
import { insertRows } from './batch-insert.ts';

/** The offers of every eligible store: 6 months and 12 months of free home delivery (decision 081). */
export const DEMO_SUBSCRIPTION_OFFERS = [
  { duree_mois: 6, prix_cents: 2990 },
  { duree_mois: 12, prix_cents: 4990 },
] as const;
/** Current subscribers a store takes at most (the offer's « nombre maximum d'abonnés »). */
export const DEMO_MAX_SUBSCRIBERS = 200;

export async function seedSubscriptionOffers(db: Kysely<DB>): Promise<void> {
  const stores = await db
    .selectFrom('stores')
    .select('id')
    .where('is_eligible_abonnement_lad', '=', 1)
    .orderBy('id')
    .execute();
  await insertRows(
    db,
    'subscription_offers',
    stores.flatMap((s) =>
      DEMO_SUBSCRIPTION_OFFERS.map((o) => ({
        store_id: s.id,
        code: 'LAD',
        ...o,
        max_abonnes: DEMO_MAX_SUBSCRIBERS,
        actif: 1 as const,
      })),
    ),
  );
}
