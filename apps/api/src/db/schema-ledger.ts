import type { Generated, Selectable } from 'kysely';

/**
 * The stored-value ledger (migration 0035, decision 093): money in cents, signed; the `points`
 * account (migration 0054, decision 123) counts a loyalty card's points, in points.
 */

/** The accounts that hold money, which a payment spends and a refund gives back. */
export type MoneyAccount = 'carte_cadeau' | 'cagnotte';
export type StoredValueAccount = MoneyAccount | 'points';

/** One movement of a gift card's or a cagnotte's balance; rows are only ever added. */
export interface StoredValueMovementsTable {
  id: Generated<number>;
  account: StoredValueAccount;
  /** The card's number: the money stays with the card whatever account holds it. */
  numero: string;
  /** Cents; points for the `points` account. */
  amount_cents: number;
  /**
   * 'solde_initial' | 'paiement' | 'paiement_refuse' | 'annulation' | 'modification' | 'compte_supprime'
   * | 'gain' (what a withdrawn order earned, decision 123) | 'conversion' (decision 125)
   * | 'defi' (a défi's reward) | 'expiration' (euros past their day; decision 127).
   */
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
