import type { ColumnType, Generated, Selectable } from 'kysely';
import type {} from './schema-orders.ts';

/**
 * Tables of the order documents and in-store purchases (migration 0014). They extend the `DB`
 * interface of schema.ts. Money in cents; VAT rates in basis points (550 = 5,5 %); timestamps
 * ISO-8601 UTC strings.
 */

type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface InvoiceSequencesTable {
  year: number;
  last_number: number;
}

export interface InvoicesTable {
  id: Generated<number>;
  order_id: number;
  client_id: number;
  /** FAC-2026-000001: the year's series, without gaps. */
  numero: string;
  year: number;
  sequence: number;
  civilite: string;
  nom: string;
  prenom: string;
  adresse: string;
  complement_adresse: string | null;
  code_postal: string;
  ville: string;
  departement: string | null;
  pays: string;
  issued_at: string;
}

export interface ReceiptsTable {
  id: Generated<number>;
  client_id: number;
  store_id: number;
  numero: string;
  caisse: number;
  purchased_at: string;
  total_cents: number;
  remise_cents: Defaulted<number>;
  cagnotte_gagnee_cents: Defaulted<number>;
  mode_paiement: string;
  /** The loyalty card scanned at the till. */
  num_carte: string;
}

export interface ReceiptLinesTable {
  id: Generated<number>;
  receipt_id: number;
  product_id: number | null;
  designation: string;
  quantity: number;
  unit_price_cents: number;
  total_cents: number;
  tva_taux: number;
}

export interface TicketPreferencesTable {
  client_id: number;
  /** 'email' | 'print' | 'no_print'. */
  preference: string;
  updated_at: string;
}

declare module './schema.ts' {
  interface DB {
    invoice_sequences: InvoiceSequencesTable;
    invoices: InvoicesTable;
    receipts: ReceiptsTable;
    receipt_lines: ReceiptLinesTable;
    ticket_preferences: TicketPreferencesTable;
  }
}

declare module './schema-orders.ts' {
  interface OrderLinesTable {
    /** VAT rate in basis points, set when the order is made (migration 0014); null for older orders. */
    tva_taux: ColumnType<number | null, number | null | undefined, number | null>;
  }
}

export type InvoiceRow = Selectable<InvoicesTable>;
export type ReceiptRow = Selectable<ReceiptsTable>;
