import type { ColumnType, Generated, Selectable } from 'kysely';

/** Professional buyers' companies, what they owe and their invoices (migration 0049, decision 119). Money in cents. */

/** A pro client's company: the billing details last given at the pro checkout, the outstanding limit and amount. */
export interface ProAccountsTable {
  client_id: number;
  /** 14 digits, no spaces; null until the first pro checkout. */
  siret: string | null;
  /** FR + key + SIREN, no spaces. */
  tva_intracommunautaire: string | null;
  adresse: string | null;
  code_postal: string | null;
  ville: string | null;
  outstanding_limit_cents: number;
  /** The sum of the company's receivable movements, moved with them in one statement. */
  outstanding_cents: ColumnType<number, number | undefined, number>;
  updated_at: string;
}

/** 'commande' (an order on invoice) | 'montant_final' | 'annulation' | 'reglement' (a payment the store recorded). */
export type ProReceivableCause = 'commande' | 'montant_final' | 'annulation' | 'reglement';

/** One movement of what a company owes, signed; rows are only ever added, once per key. */
export interface ProReceivableMovementsTable {
  id: Generated<number>;
  client_id: number;
  amount_cents: number;
  cause: ProReceivableCause;
  order_id: number | null;
  idempotency_key: string;
  created_at: string;
}

/** The invoice of a withdrawn pro order. */
export interface ProInvoicesTable {
  id: Generated<number>;
  /** FP-YYYY-NNNNNN. */
  numero: string;
  order_id: number;
  client_id: number;
  store_id: number;
  amount_cents: number;
  issued_at: string;
  /** YYYY-MM-DD (Europe/Paris): issued day plus the agreement's payment term. */
  due_on: string;
  paid_at: string | null;
  /** The staff member who recorded the payment. */
  paid_by: number | null;
}

declare module './schema.ts' {
  interface DB {
    pro_accounts: ProAccountsTable;
    pro_receivable_movements: ProReceivableMovementsTable;
    pro_invoices: ProInvoicesTable;
  }
}

declare module './schema-accounts.ts' {
  interface ClientProStoresTable {
    /** Days between a pro invoice and its due date under this store's agreement. */
    payment_term_days: ColumnType<number, number | undefined, number>;
  }
}

declare module './schema-orders.ts' {
  interface OrdersTable {
    /** A pro order's billing details (JSON ProBilling), null for a consumer's. */
    pro_billing: ColumnType<string | null, string | null | undefined, string | null>;
  }
}

export type ProAccountRow = Selectable<ProAccountsTable>;
export type ProInvoiceRow = Selectable<ProInvoicesTable>;
