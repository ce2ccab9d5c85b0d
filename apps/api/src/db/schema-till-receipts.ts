import type { ColumnType, Generated, Selectable } from 'kysely';
import type {} from './schema-order-documents.ts';

type Defaulted<T> = ColumnType<T, T | undefined, T>;

/**
 * The receipts the stores' tills posted (migration 0060, decision 128): one row per store and receipt
 * number, the idempotency record of the till's call and what became of the receipt's loyalty. A
 * receipt of a customer's card is also a row of `receipts` (her tickets page); one of a card nobody
 * holds stays here only.
 */
export interface TillReceiptsTable {
  id: Generated<number>;
  store_id: number;
  numero: string;
  caisse: number;
  /** ISO instant (UTC) of the purchase, as the till dated it. */
  purchased_at: string;
  /** The loyalty card scanned at the till; null: none. */
  num_carte: string | null;
  /** The customer holding the card when the receipt came; null: nobody (register, unknown, none). */
  client_id: number | null;
  /** Her receipt (the tickets page); null when no customer holds the card. */
  receipt_id: number | null;
  /** `credite`, `sans_carte`, `carte_inconnue`, `sans_gain` (TILL_RECEIPT_OUTCOMES). */
  outcome: string;
  total_cents: number;
  /** What the till said: the cagnotte given and spent. */
  cagnotte_gagnee_cents: number;
  cagnotte_utilisee_cents: number;
  /** What the ledger moved for it. */
  credited_cents: number;
  debited_cents: number;
  /** SHA-256 of the receipt as received: a retry with other content is refused. */
  content_hash: string;
  created_at: string;
}

declare module './schema.ts' {
  interface DB {
    till_receipts: TillReceiptsTable;
  }
}

declare module './schema-order-documents.ts' {
  interface ReceiptsTable {
    /** The cagnotte spent at the till (migration 0060); 0 for older receipts. */
    cagnotte_utilisee_cents: Defaulted<number>;
  }
}

export type TillReceiptRow = Selectable<TillReceiptsTable>;
