import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The tables of cards whose code is typed by the shopper, each with `failed_attempts` and `locked_until`. */
export type CodeLockedTable = 'gift_cards' | 'loyalty_card_register';

export interface CodeLock {
  maxFailures: number;
  lockedUntil: string;
}

/**
 * One more wrong code on a card; the last one allowed locks the card until `lockedUntil` and starts
 * the count again, in one statement (two wrong codes at once cannot both slip under the limit).
 */
export async function recordWrongCode(
  db: Kysely<DB>,
  table: CodeLockedTable,
  id: number,
  nowIso: string,
  lock: CodeLock,
): Promise<void> {
  // The two tables have the same lock columns; Kysely types one table's update at a time.
  await db
    .updateTable(table as 'gift_cards')
    .set((eb) => {
      const reachesLimit = eb(eb('failed_attempts', '+', 1), '>=', lock.maxFailures);
      return {
        failed_attempts: eb
          .case()
          .when(reachesLimit)
          .then(0)
          .else(eb('failed_attempts', '+', 1))
          .end(),
        locked_until: eb.case().when(reachesLimit).then(lock.lockedUntil).else(eb.ref('locked_until')).end(),
        updated_at: nowIso,
      };
    })
    .where('id', '=', id)
    .execute();
}

/** The right code: the card's count of wrong codes starts again. */
export async function resetWrongCodes(
  db: Kysely<DB>,
  table: CodeLockedTable,
  id: number,
  nowIso: string,
): Promise<void> {
  await db
    .updateTable(table as 'gift_cards')
    .set({ failed_attempts: 0, locked_until: null, updated_at: nowIso })
    .where('id', '=', id)
    .execute();
}
