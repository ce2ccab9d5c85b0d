import type { Generated, Selectable } from 'kysely';

/** The stored-value ledger (migration 0035, decision 093). Money in cents, signed. */

export type StoredValueAccount = 'carte_cadeau' | 'cagnotte';

/** One movement of a gift card's or a cagnotte's balance; rows are only ever added. */
export interface StoredValueMovementsTable {
  id: Generated<number>;
  account: StoredValueAccount;
  /** The card's number: the money stays with the card whatever account holds it. */
  numero: string;
  amount_cents: number;
  /** 'solde_initial' | 'paiement' | 'paiement_refuse' | 'annulation' | 'modification' | 'compte_supprime'. */
  cause: string;
  order_id: number | null;
  payment_session_id: string | null;
  /** What the movement is for (`annulation:12:cagnotte`): a movement is written once per key. */
  idempotency_key: string;
  created_at: string;
}

declare module './schema.ts' {
  interface DB {
    stored_value_movements: StoredValueMovementsTable;
  }
}

export type StoredValueMovementRow = Selectable<StoredValueMovementsTable>;
