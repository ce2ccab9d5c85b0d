import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Flag } from './schema.ts';

/** Authorise then capture (migration 0041, decision 109). Money in cents. */

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** What the shop asked the provider for when it opened a session. */
export type CaptureMode = 'vente' | 'autorisation';

export type OrderCaptureStatus = 'demandee' | 'effectuee';

/** One order's capture: asked once, its provider operations in `payment_card_operations`. */
export interface OrderCardCapturesTable {
  id: Generated<number>;
  order_id: number;
  final_cents: number;
  /** The final amount's split (the order-time rule). */
  gift_card_cents: number;
  tirelire_cents: number;
  card_cents: number;
  /** What the order's card payments still allowed when the capture was asked. */
  authorised_cents: number;
  captured_cents: Defaulted<number>;
  released_cents: Defaulted<number>;
  gift_card_back_cents: Defaulted<number>;
  tirelire_back_cents: Defaulted<number>;
  /** The card's part beyond what the card payments allowed: not taken. */
  shortfall_cents: Defaulted<number>;
  status: Defaulted<OrderCaptureStatus>;
  /** `staff:12`, `systeme`. */
  requested_by: string;
  created_at: string;
  updated_at: string;
}

export type CardOperationKind = 'capture' | 'liberation' | 'remboursement';
export type CardOperationStatus = 'demande' | 'effectue' | 'refusee';

/** A capture, release or refund asked of the provider once per key (the shape of `payment_refunds`). */
export interface PaymentCardOperationsTable {
  id: Generated<number>;
  /** `capture:12:<session>`, `liberation:12:<session>`, `cloture:12:<session>`. */
  idempotency_key: string;
  kind: CardOperationKind;
  provider: string;
  payment_session_id: string;
  order_id: number;
  amount_cents: number;
  status: Defaulted<CardOperationStatus>;
  provider_reference: Nullable<string>;
  /** The provider's reason when it refused. */
  refusal: Nullable<string>;
  attempts: Defaulted<number>;
  next_attempt_at: Nullable<string>;
  last_error: Nullable<string>;
  created_at: string;
  updated_at: string;
}

/** The sandbox provider's own state of a session's card (what a real provider keeps on its side). */
export interface SandboxAuthorisationsTable {
  session_id: string;
  authorised_cents: number;
  captured_cents: Defaulted<number>;
  refunded_cents: Defaulted<number>;
  released_cents: Defaulted<number>;
  closed: Defaulted<Flag>;
  created_at: string;
  updated_at: string;
}

/** The sandbox's answer to each idempotency key (JSON), given again when the key comes back. */
export interface SandboxOperationsTable {
  idempotency_key: string;
  kind: string;
  session_id: string;
  answer: string;
  created_at: string;
}

declare module './schema.ts' {
  interface DB {
    order_card_captures: OrderCardCapturesTable;
    payment_card_operations: PaymentCardOperationsTable;
    sandbox_authorisations: SandboxAuthorisationsTable;
    sandbox_operations: SandboxOperationsTable;
  }
}

export type OrderCardCaptureRow = Selectable<OrderCardCapturesTable>;
export type PaymentCardOperationRow = Selectable<PaymentCardOperationsTable>;
