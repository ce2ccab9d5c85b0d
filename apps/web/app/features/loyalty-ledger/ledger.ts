/** A card's history as the storefront's pages read it (decoded once by `ledger-api.server.ts`). */
import type { LoyaltyLedgerCause } from '@cabas/contracts';

export interface ShopMovement {
  id: number;
  /** ISO instant. */
  at: string;
  account: 'cagnotte' | 'points';
  direction: 'credit' | 'debit';
  cause: LoyaltyLedgerCause;
  label: string;
  /** Signed: cents for the cagnotte, points for the points. */
  amount: number;
  /** A cagnotte credit: the Paris day its euros expire and the cents left of them. */
  expiry: { day: string; leftCents: number; over: boolean } | null;
}

export interface ShopLedger {
  movements: ShopMovement[];
  page: number;
  perPage: number;
  total: number;
  card: { id: number; label: string; number: string; balanceCents: number; points: number };
  /** Euros still to expire, by Paris day, soonest first. */
  expiries: { day: string; cents: number }[];
}
