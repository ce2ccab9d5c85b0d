import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { OutboxRow } from '../../db/schema-outbox.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface NewOutboxMessage {
  kind: string;
  key: string;
  payload: string;
  nowIso: string;
}

/** Adds a message to send; one with the same key is already there: nothing changes (false). */
export async function insertMessage(db: Db, m: NewOutboxMessage): Promise<boolean> {
  const result = await db
    .insertInto('outbox')
    .values({
      kind: m.kind,
      idempotency_key: m.key,
      payload: m.payload,
      next_attempt_at: m.nowIso,
      created_at: m.nowIso,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Messages due now that nobody holds (or whose holder's lease ran out), oldest first. */
export async function dueMessageIds(db: Db, nowIso: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('outbox')
    .select('id')
    .where('status', '=', 'en_attente')
    .where('next_attempt_at', '<=', nowIso)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)]))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Takes a message for `worker` until `untilIso`, with one conditional update: of two processes that
 * try at once, one gets it (the row) and the other nothing. The attempt is counted here, so that a
 * message that makes its sender crash ends too.
 */
export function claimMessage(
  db: Db,
  id: number,
  worker: string,
  nowIso: string,
  untilIso: string,
): Promise<OutboxRow | undefined> {
  return db
    .updateTable('outbox')
    .set((eb) => ({ claimed_by: worker, claimed_until: untilIso, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'en_attente')
    .where('next_attempt_at', '<=', nowIso)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)]))
    .returningAll()
    .executeTakeFirst();
}

/** The message left: what is kept of it is `payload` (the body may hold a one-time link). */
export async function markSent(db: Db, id: number, nowIso: string, payload: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      status: 'envoye',
      sent_at: nowIso,
      payload,
      claimed_by: null,
      claimed_until: null,
      last_error: null,
    })
    .where('id', '=', id)
    .where('status', '=', 'en_attente')
    .execute();
}

/** The attempt failed: try again at `nextAttemptIso`, or never (`echec`). Only its holder says so. */
export async function markFailed(
  db: Db,
  id: number,
  worker: string,
  failure: { error: string; nextAttemptIso: string | null },
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      status: failure.nextAttemptIso ? 'en_attente' : 'echec',
      ...(failure.nextAttemptIso ? { next_attempt_at: failure.nextAttemptIso } : {}),
      last_error: failure.error.slice(0, 1000),
      claimed_by: null,
      claimed_until: null,
    })
    .where('id', '=', id)
    .where('claimed_by', '=', worker)
    .where('status', '=', 'en_attente')
    .execute();
}

/** Forgets the messages sent before `beforeIso`. */
export async function deleteSentBefore(db: Db, beforeIso: string): Promise<number> {
  const result = await db
    .deleteFrom('outbox')
    .where('status', '=', 'envoye')
    .where('sent_at', '<', beforeIso)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
