import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-outbox.ts';

type Db = Kysely<DB>;

/** Makes sure each job has its row (a new job is due at once). */
export async function ensureJobs(db: Db, names: string[], nowIso: string): Promise<void> {
  if (!names.length) return;
  await db
    .insertInto('scheduled_jobs')
    .values(names.map((name) => ({ name, next_run_at: nowIso })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/** Takes a due job for `worker` until `untilIso` (one conditional update: one process runs it). */
export async function claimJob(
  db: Db,
  name: string,
  worker: string,
  nowIso: string,
  untilIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable('scheduled_jobs')
    .set({ claimed_by: worker, claimed_until: untilIso })
    .where('name', '=', name)
    .where('next_run_at', '<=', nowIso)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function finishJob(
  db: Db,
  name: string,
  worker: string,
  run: { nowIso: string; nextRunIso: string; error: string | null },
): Promise<void> {
  await db
    .updateTable('scheduled_jobs')
    .set({
      next_run_at: run.nextRunIso,
      last_run_at: run.nowIso,
      last_error: run.error,
      claimed_by: null,
      claimed_until: null,
    })
    .where('name', '=', name)
    .where('claimed_by', '=', worker)
    .execute();
}
