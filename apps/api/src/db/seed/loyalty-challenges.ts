import { parisParts } from '@cabas/domain';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB } from '../schema.ts';
import type {} from '../schema-accounts.ts';
import type { LoyaltyChallengesTable } from '../schema-loyalty-challenges.ts';
import type {} from '../schema-order-events.ts';
import type {} from '../schema-orders.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import type { SeedClock } from './product-builder.ts';

type Db = Kysely<DB> | Transaction<DB>;

const DAY_MS = 86_400_000;
/** The department « Fruits et légumes » of the catalogue's tree. */
const FRUITS_AND_VEGETABLES = 'fruits-et-legumes';

/** Julien Moreau's drive challenge: 3 orders, 5 € on his own-brand card; he has withdrawn one. */
export const DEMO_DRIVE_CHALLENGE = { orders: 3, rewardCents: 500 } as const;
/** The chain's department challenge: 20 € of fruits and vegetables this month, 200 points. */
export const DEMO_DEPARTMENT_CHALLENGE = { cents: 2000, rewardPoints: 200 } as const;

/** Midnight in Paris on the first of the month of `day`, and of the next month, as UTC instants. */
function parisMonth(day: Date): { from: string; until: string } {
  const { year, month } = parisParts(day);
  const midnight = (y: number, m: number) => {
    const utc = Date.UTC(y, m - 1, 1);
    // Paris is one hour ahead of UTC in winter, two in summer: the one whose Paris time is midnight.
    const guess = utc - 3_600_000;
    return new Date(parisParts(new Date(guess)).hour === 0 ? guess : utc - 7_200_000).toISOString();
  };
  return {
    from: midnight(year, month),
    until: month === 12 ? midnight(year + 1, 1) : midnight(year, month + 1),
  };
}

/**
 * The demo's défis (decision 126): at Julien Moreau's store « 3 commandes drive » over six weeks
 * around the seed day for own-brand card holders (5 € on the cagnotte), a chain-wide « 20 € de
 * fruits et légumes » this month for any card holder (200 points), and at another store a delivery
 * challenge he is not offered. His last withdrawn drive order of the period is its first order: its
 * `commande_retiree` event is written (the history's orders were handed over before events existed),
 * so his page shows « 1 commande sur 3 ».
 */
export async function seedLoyaltyChallenges(db: Db, clock: SeedClock): Promise<void> {
  const created = clock.today.toISOString();
  const client = await db
    .selectFrom('clients')
    .select(['id', 'id_magasin'])
    .where('email', '=', DEMO_ACCOUNTS.loyalty.email)
    .executeTakeFirst();
  const storeId = client?.id_magasin ?? null;
  const department = await db
    .selectFrom('categories')
    .select('id')
    .where('slug', '=', FRUITS_AND_VEGETABLES)
    .where('parent_id', 'is', null)
    .executeTakeFirst();
  const otherStore = await db
    .selectFrom('stores')
    .select('id')
    .$if(storeId !== null, (q) => q.where('id', '<>', storeId!))
    .orderBy('id')
    .executeTakeFirst();
  const month = parisMonth(clock.today);
  const drivePeriod = {
    from: new Date(clock.today.getTime() - 28 * DAY_MS).toISOString(),
    until: new Date(clock.today.getTime() + 14 * DAY_MS).toISOString(),
  };
  const rows: Insertable<LoyaltyChallengesTable>[] = [];
  if (storeId !== null)
    rows.push({
      store_id: storeId,
      titre: '3 commandes drive en 6 semaines',
      description: 'Retirez 3 commandes drive dans votre magasin pendant la période du défi.',
      goal_kind: 'commandes',
      goal_target: DEMO_DRIVE_CHALLENGE.orders,
      type_panier: 'drive',
      category_id: null,
      reward_kind: 'cagnotte',
      reward_amount: DEMO_DRIVE_CHALLENGE.rewardCents,
      eligibility: 'carte_enseigne',
      starts_at: drivePeriod.from,
      ends_at: drivePeriod.until,
      created_at: created,
    });
  if (department)
    rows.push({
      store_id: null,
      titre: '20 € de fruits et légumes ce mois-ci',
      description: 'Achetez 20 € de fruits et légumes dans vos commandes retirées ce mois-ci.',
      goal_kind: 'montant_rayon',
      goal_target: DEMO_DEPARTMENT_CHALLENGE.cents,
      type_panier: null,
      category_id: department.id,
      reward_kind: 'points',
      reward_amount: DEMO_DEPARTMENT_CHALLENGE.rewardPoints,
      eligibility: 'carte_fidelite',
      starts_at: month.from,
      ends_at: month.until,
      created_at: created,
    });
  if (otherStore)
    rows.push({
      store_id: otherStore.id,
      titre: '2 commandes en livraison ce mois-ci',
      description: 'Faites-vous livrer 2 commandes ce mois-ci.',
      goal_kind: 'commandes',
      goal_target: 2,
      type_panier: 'ldd',
      category_id: null,
      reward_kind: 'cagnotte',
      reward_amount: 300,
      eligibility: 'carte_fidelite',
      starts_at: month.from,
      ends_at: month.until,
      created_at: created,
    });
  if (rows.length > 0) await db.insertInto('loyalty_challenges').values(rows).execute();
  if (client && storeId !== null) await recordLastWithdrawal(db, client.id, storeId, drivePeriod.from);
}

/** The `commande_retiree` event of the client's last withdrawn drive order placed since `since`. */
async function recordLastWithdrawal(db: Db, clientId: number, storeId: number, since: string) {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'placed_at', 'final_total_cents', 'total_cents'])
    .where('client_id', '=', clientId)
    .where('store_id', '=', storeId)
    .where('type_panier', '=', 'drive')
    .where('statut_code', '=', 'RETIREE')
    .where('placed_at', '>=', since)
    .orderBy('placed_at', 'desc')
    .executeTakeFirst();
  if (!order) return;
  await db
    .insertInto('order_events')
    .values({
      order_id: order.id,
      client_id: clientId,
      kind: 'commande_retiree',
      amount_cents: order.final_total_cents ?? order.total_cents,
      created_at: new Date(Date.parse(order.placed_at) + 3 * 3_600_000).toISOString(),
    })
    .onConflict((oc) => oc.columns(['order_id', 'kind']).doNothing())
    .execute();
}
