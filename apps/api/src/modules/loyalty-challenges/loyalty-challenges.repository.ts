import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-accounts.ts';
import type {} from '../../db/schema-checkout.ts';
import type {} from '../../db/schema-loyalty-challenges.ts';
import type {} from '../../db/schema-order-events.ts';
import type {} from '../../db/schema-orders.ts';
import type {} from '../../db/schema-preparation.ts';

type Db = Kysely<DB> | Transaction<DB>;

const CHALLENGE_COLUMNS = [
  'ch.id',
  'ch.store_id',
  'ch.titre',
  'ch.description',
  'ch.goal_kind',
  'ch.goal_target',
  'ch.type_panier',
  'ch.category_id',
  'cat.libelle as category_libelle',
  'ch.reward_kind',
  'ch.reward_amount',
  'ch.eligibility',
  'ch.starts_at',
  'ch.ends_at',
] as const;

/** The customer as challenges see her: a pro or not, her store. */
export function customerOf(db: Db, clientId: number) {
  return db
    .selectFrom('clients')
    .select(['id', 'is_pro', 'id_magasin'])
    .where('id', '=', clientId)
    .executeTakeFirst();
}

/** The order handed over: its store and kind, its customer (a pro or not, her store). */
export function orderOf(db: Db, orderId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('clients as c', 'c.id', 'o.client_id')
    .select(['o.id', 'o.client_id', 'o.store_id', 'o.type_panier', 'c.is_pro', 'c.id_magasin'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}

/** The client's cards, oldest first. */
export function cardsOf(db: Db, clientId: number) {
  return db
    .selectFrom('loyalty_cards')
    .select(['numero', 'type_carte', 'sous_type', 'expired'])
    .where('client_id', '=', clientId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * The challenges of a store and the chain's started by `startedBy` and ending after `endingAfter`
 * (ISO), the soonest to end first; the domain says which the customer is offered.
 */
export function challengesOf(db: Db, storeId: number | null, startedBy: string, endingAfter: string) {
  return db
    .selectFrom('loyalty_challenges as ch')
    .leftJoin('categories as cat', 'cat.id', 'ch.category_id')
    .select(CHALLENGE_COLUMNS)
    .where((eb) =>
      storeId === null
        ? eb('ch.store_id', 'is', null)
        : eb.or([eb('ch.store_id', '=', storeId), eb('ch.store_id', 'is', null)]),
    )
    .where('ch.starts_at', '<=', startedBy)
    .where('ch.ends_at', '>', endingAfter)
    .orderBy('ch.ends_at')
    .orderBy('ch.id')
    .execute();
}
export type ChallengeRow = Awaited<ReturnType<typeof challengesOf>>[number];

export function challengeById(db: Db, id: number): Promise<ChallengeRow | undefined> {
  return db
    .selectFrom('loyalty_challenges as ch')
    .leftJoin('categories as cat', 'cat.id', 'ch.category_id')
    .select(CHALLENGE_COLUMNS)
    .where('ch.id', '=', id)
    .executeTakeFirst();
}

/** The client's entries in these challenges (the rewarded ones say so). */
export function entriesOf(db: Db, clientId: number, challengeIds: readonly number[]) {
  if (challengeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('loyalty_challenge_entries')
    .select(['challenge_id', 'rewarded_at'])
    .where('client_id', '=', clientId)
    .where('challenge_id', 'in', [...challengeIds])
    .execute();
}

/**
 * The client's orders withdrawn in [from, until) (their `commande_retiree` event), and `handingOver`,
 * the order being handed over in the caller's transaction, whose event is not written yet.
 */
export function withdrawnOrders(
  db: Db,
  clientId: number,
  period: { from: string; until: string },
  handingOver: number | null = null,
) {
  return db
    .selectFrom('orders as o')
    .leftJoin('order_events as e', (join) =>
      join.onRef('e.order_id', '=', 'o.id').on('e.kind', '=', 'commande_retiree'),
    )
    .select(['o.id', 'o.store_id', 'o.type_panier', 'e.created_at as withdrawn_at'])
    .where('o.client_id', '=', clientId)
    .where((eb) =>
      eb.or([
        eb.and([eb('e.created_at', '>=', period.from), eb('e.created_at', '<', period.until)]),
        ...(handingOver === null ? [] : [eb('o.id', '=', handingOver)]),
      ]),
    )
    .orderBy('o.id')
    .execute();
}

/** The lines of these orders as handed over, with the category path of the product taken home. */
export function handedOverLines(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_lines as l')
    .leftJoin('order_line_preparations as p', 'p.order_line_id', 'l.id')
    .innerJoin('products as pr', (join) =>
      join.on((eb) =>
        eb(
          'pr.id',
          '=',
          eb
            .case()
            .when(eb.and([eb('p.outcome', '=', 'remplace'), eb('p.substitute_product_id', 'is not', null)]))
            .then(eb.ref('p.substitute_product_id'))
            .else(eb.ref('l.product_id'))
            .end(),
        ),
      ),
    )
    .innerJoin('categories as c1', 'c1.id', 'pr.category_id')
    .leftJoin('categories as c2', 'c2.id', 'c1.parent_id')
    .leftJoin('categories as c3', 'c3.id', 'c2.parent_id')
    .select([
      'l.order_id',
      'l.total_cents',
      'l.gift_card_cents',
      'p.outcome',
      'p.final_cents',
      'p.decision_client',
      'c1.id as c1',
      'c2.id as c2',
      'c3.id as c3',
    ])
    .where('l.order_id', 'in', [...orderIds])
    .orderBy('l.id')
    .execute();
}

/**
 * The client's entry in a challenge, locked for the caller's transaction: created if need be, then
 * touched while not rewarded. False when it was rewarded already (by a hand-over before this one, or
 * one that held the lock meanwhile): nothing more to do.
 */
export async function lockOpenEntry(trx: Db, challengeId: number, clientId: number, nowIso: string) {
  await trx
    .insertInto('loyalty_challenge_entries')
    .values({ challenge_id: challengeId, client_id: clientId, created_at: nowIso, updated_at: nowIso })
    .onConflict((oc) => oc.columns(['challenge_id', 'client_id']).doNothing())
    .execute();
  const touched = await trx
    .updateTable('loyalty_challenge_entries')
    .set({ updated_at: nowIso })
    .where('challenge_id', '=', challengeId)
    .where('client_id', '=', clientId)
    .where('rewarded_at', 'is', null)
    .executeTakeFirst();
  return Number(touched.numUpdatedRows) === 1;
}

/** Records the reward on the locked entry: false when it was recorded already. */
export async function recordReward(
  trx: Db,
  r: { challengeId: number; clientId: number; cardNumero: string; orderId: number; amount: number },
  nowIso: string,
) {
  const result = await trx
    .updateTable('loyalty_challenge_entries')
    .set({
      rewarded_at: nowIso,
      card_numero: r.cardNumero,
      order_id: r.orderId,
      reward_amount: r.amount,
      updated_at: nowIso,
    })
    .where('challenge_id', '=', r.challengeId)
    .where('client_id', '=', r.clientId)
    .where('rewarded_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
