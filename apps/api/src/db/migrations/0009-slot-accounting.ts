import { type Kysely, sql } from 'kysely';

/**
 * Issue #17: slot counters leaked places (holds deleted by ON DELETE CASCADE on a store change) or
 * overran them (one checkout paid several times). Each slot's `reserved` is set once to what it must
 * be: its holds neither released nor booked plus its orders that keep a place. The statuses are
 * written out here (not imported) so that this migration never changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE slots SET reserved = (
      (SELECT COUNT(*) FROM slot_holds h
        WHERE h.slot_id = slots.id AND h.released_at IS NULL AND h.booked_at IS NULL)
      + (SELECT COUNT(*) FROM orders o
        WHERE o.slot_id = slots.id AND o.statut_code IN ('COMMANDEE', 'VALIDEE', 'EN_ATTENTE', 'RETIREE'))
    )
    WHERE reserved > 0
      OR id IN (SELECT slot_id FROM slot_holds WHERE released_at IS NULL AND booked_at IS NULL)
      OR id IN (SELECT slot_id FROM orders WHERE slot_id IS NOT NULL)`.execute(db);
}

/** The counters repaired stay repaired: nothing to undo. */
export async function down(): Promise<void> {}
