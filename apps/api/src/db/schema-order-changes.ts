import type { ColumnType, Generated, Selectable } from 'kysely';

/** Tables of cancelling and editing a placed order (migration 0015). Money in cents. */

type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** `echoue`: the provider answered it, then said the money could not go back (settled by hand). */
export type RefundStatus = 'demande' | 'effectue' | 'echoue';

export interface PaymentRefundsTable {
  id: Generated<number>;
  /** What the refund is for (`annulation:12:<session>`): a refund is asked once per key. */
  idempotency_key: string;
  provider: string;
  payment_session_id: string;
  order_id: number;
  amount_cents: number;
  status: Defaulted<RefundStatus>;
  provider_reference: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
  /** Times the provider was asked without answering (migration 0018). */
  attempts: Defaulted<number>;
  /** When the worker asks again; null: at once. */
  next_attempt_at: ColumnType<string | null, string | null | undefined, string | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
}

export type OrderChangeStatus = 'brouillon' | 'en_paiement' | 'appliquee' | 'abandonnee';

export interface OrderChangesTable {
  id: Generated<number>;
  order_id: number;
  client_id: number;
  status: Defaulted<OrderChangeStatus>;
  /** The order id while the draft is open (one open draft per order), null once it ends. */
  open_key: number | null;
  /** JSON OrderChangeLine[]: the order's lines as they will be. */
  lines: string;
  /** The new slot, or null to keep the order's. */
  slot_id: number | null;
  payment_session_id: string | null;
  extra_card_cents: Defaulted<number>;
  created_at: string;
  updated_at: string;
  expires_at: string;
}

declare module './schema.ts' {
  interface DB {
    payment_refunds: PaymentRefundsTable;
    order_changes: OrderChangesTable;
  }
}

export type PaymentRefundRow = Selectable<PaymentRefundsTable>;
export type OrderChangeRow = Selectable<OrderChangesTable>;
