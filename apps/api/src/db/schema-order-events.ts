import type { Generated, Selectable } from 'kysely';

/** What happened to an order, once per order and kind (migration 0045, decision 114). Money in cents. */

/**
 * `commande_retiree`: the order handed over (withdrawn or delivered), its final amount captured.
 * `client_arrive`: the customer said she arrived at the drive (decision 116; amount 0).
 */
export type OrderEventKind = 'commande_retiree' | 'client_arrive';

export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  client_id: number;
  kind: OrderEventKind;
  amount_cents: number;
  created_at: string;
}

declare module './schema.ts' {
  interface DB {
    order_events: OrderEventsTable;
  }
}

export type OrderEventRow = Selectable<OrderEventsTable>;
