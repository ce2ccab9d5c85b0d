import type { Generated, Selectable } from 'kysely';

/** What withdrawn orders earn on loyalty cards (migration 0054, decision 123). Money in cents. */

/**
 * A rule: on a store (null: every store), for a product, a department (a category and everything
 * under it) or the whole store, euros on the cagnotte or points.
 */
export interface LoyaltyEarningRulesTable {
  id: Generated<number>;
  store_id: number | null;
  /** 'produit' | 'rayon' | 'magasin'. */
  scope: 'produit' | 'rayon' | 'magasin';
  category_id: number | null;
  product_id: number | null;
  /** 'cagnotte' | 'points'. */
  kind: 'cagnotte' | 'points';
  /** `cagnotte`: hundredths of a percent of the line (1000 = 10 %); `points`: points per euro. */
  rate: number;
  /** What the customer reads (« 10 % sur la carte »). */
  libelle: string;
  /** ISO bounds, `ends_at` excluded; null: open. */
  starts_at: string | null;
  ends_at: string | null;
  created_at: string;
}

/** What an order earned and the card it went to: one row per order, written at its hand-over. */
export interface OrderLoyaltyEarningsTable {
  order_id: number;
  client_id: number;
  card_numero: string;
  cents: number;
  points: number;
  created_at: string;
}

declare module './schema.ts' {
  interface DB {
    loyalty_earning_rules: LoyaltyEarningRulesTable;
    order_loyalty_earnings: OrderLoyaltyEarningsTable;
  }
}

export type LoyaltyEarningRuleRow = Selectable<LoyaltyEarningRulesTable>;
export type OrderLoyaltyEarningRow = Selectable<OrderLoyaltyEarningsTable>;
