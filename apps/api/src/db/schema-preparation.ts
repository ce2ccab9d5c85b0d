import type { ColumnType, Generated, Selectable } from 'kysely';

/** Preparing an order in the store (migration 0043, decision 112). Money in cents. */

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export type LineOutcomeCode = 'preleve' | 'manquant' | 'pese' | 'remplace';

/** One prepared order line: its outcome and what it costs once prepared. */
export interface OrderLinePreparationsTable {
  id: Generated<number>;
  order_line_id: number;
  order_id: number;
  outcome: LineOutcomeCode;
  /** Units picked, kilograms weighed, the substitute's quantity; 0 when missing. */
  quantity: number;
  weight_grams: Nullable<number>;
  final_cents: number;
  substitute_product_id: Nullable<number>;
  substitute_designation: Nullable<string>;
  substitute_unit_price_cents: Nullable<number>;
  /** A substitute's answer by the shopper (decision 115): `en_attente`, `acceptee`, `refusee` or `acceptee_par_defaut`. */
  decision_client: Nullable<string>;
  /** When `decision_client` was settled: the customer's answer or the closing's default (migration 0046). */
  decided_at: Nullable<string>;
  prepared_by: number;
  /** 1 at the first outcome, one more at each change: writes name the version they read. */
  version: Defaulted<number>;
  updated_at: string;
}

declare module './schema.ts' {
  interface DB {
    order_line_preparations: OrderLinePreparationsTable;
  }
}

export type OrderLinePreparationRow = Selectable<OrderLinePreparationsTable>;
