import type { ColumnType, Generated, Selectable } from 'kysely';

/** Défis (migration 0058, decision 126). Money in cents, times ISO-8601 UTC. */

/** A challenge: a period, a goal on withdrawn orders, a reward, who is offered it. */
export interface LoyaltyChallengesTable {
  id: Generated<number>;
  /** null: every store (the customer's store and the orders counted). */
  store_id: number | null;
  titre: string;
  description: string;
  goal_kind: 'commandes' | 'montant_rayon';
  /** Orders (`commandes`) or cents (`montant_rayon`). */
  goal_target: number;
  /** The kind of orders a `commandes` goal counts (`drive`); null: any. */
  type_panier: string | null;
  /** The department of a `montant_rayon` goal. */
  category_id: number | null;
  reward_kind: 'cagnotte' | 'points';
  /** Cents on the cagnotte, or points. */
  reward_amount: number;
  eligibility: 'carte_enseigne' | 'carte_fidelite';
  starts_at: string;
  /** Excluded. */
  ends_at: string;
  created_at: string;
}

/**
 * A customer's entry in a challenge, written by the first hand-over that counts toward it: the row a
 * hand-over locks before measuring, and the reward, once (`rewarded_at`, the card, the order that met it).
 */
export interface LoyaltyChallengeEntriesTable {
  challenge_id: number;
  client_id: number;
  rewarded_at: string | null;
  card_numero: string | null;
  order_id: number | null;
  reward_amount: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
}

declare module './schema.ts' {
  interface DB {
    loyalty_challenges: LoyaltyChallengesTable;
    loyalty_challenge_entries: LoyaltyChallengeEntriesTable;
  }
}

export type LoyaltyChallengeRow = Selectable<LoyaltyChallengesTable>;
export type LoyaltyChallengeEntryRow = Selectable<LoyaltyChallengeEntriesTable>;
