import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Flag } from './schema.ts';

type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** A delivery subscription a store sells: a duration and its price (migration 0032, decision 081). */
export interface SubscriptionOffersTable {
  id: Generated<number>;
  store_id: number;
  /** LAD: home delivery. */
  code: string;
  duree_mois: number;
  prix_cents: number;
  /** The store's maximum of current subscribers; null: none. */
  max_abonnes: number | null;
  actif: Defaulted<Flag>;
}

declare module './schema.ts' {
  interface DB {
    subscription_offers: SubscriptionOffersTable;
  }
}

export type SubscriptionOfferRow = Selectable<SubscriptionOffersTable>;
