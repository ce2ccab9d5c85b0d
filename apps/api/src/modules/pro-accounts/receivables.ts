import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-pro.ts';
import * as repo from './receivables.repository.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** Thrown when a movement's key was already written where it must be new: the caller's transaction is undone. */
export class ReceivableAlreadyMoved extends Error {}

/**
 * The one way what a professional company owes moves (decision 119), as the stored-value ledger does
 * for cards: each movement is a row with its cause and idempotency key, written in the caller's
 * transaction together with the outstanding amount it changes. An order on invoice is charged only
 * within the company's outstanding limit; its final amount, its cancellation and the payments the
 * store records move the amount whatever the limit.
 */
export class Receivables {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Charges an order on invoice (key `commande:<session>`): false, changing nothing, when the
   * outstanding amount would pass the limit.
   */
  async chargeOrder(
    trx: Db,
    c: { clientId: number; orderId: number; cents: number; key: string },
    nowIso: string,
  ): Promise<boolean> {
    if (!(await repo.addWithinLimit(trx, c.clientId, c.cents, nowIso))) return false;
    const written = await repo.insertMovement(trx, {
      clientId: c.clientId,
      cents: c.cents,
      cause: 'commande',
      orderId: c.orderId,
      key: c.key,
      nowIso,
    });
    if (!written) throw new ReceivableAlreadyMoved(c.key);
    return true;
  }

  /**
   * Moves the outstanding amount once per key whatever the limit: the final amount of a closed order
   * (`montant_final`, the difference), its cancellation (`annulation`), a payment (`reglement`).
   */
  async move(
    trx: Db,
    m: {
      clientId: number;
      orderId: number | null;
      cents: number;
      cause: 'montant_final' | 'annulation' | 'reglement';
      key: string;
    },
    nowIso: string,
  ): Promise<void> {
    if (m.cents === 0) return;
    const written = await repo.insertMovement(trx, { ...m, nowIso });
    if (written) await repo.addToOutstanding(trx, m.clientId, m.cents, nowIso);
  }

  /** What an order on invoice owes now (its charge with its final amount, minus a cancellation). */
  orderBalance(trx: Db, orderId: number): Promise<number> {
    return repo.orderBalance(trx, orderId);
  }

  /** The companies whose outstanding amount is not the sum of their movements (empty when it holds). */
  mismatches() {
    return repo.outstandingMismatches(this.db);
  }
}
