import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-secrets.ts';

/**
 * The secret stored under `name`, stored first as `candidate` when there is none: of several processes
 * starting together, the first insert wins and every process reads that one.
 */
export async function sharedSecret(
  db: Kysely<DB>,
  name: string,
  candidate: string,
  now: Date,
): Promise<string> {
  await db
    .insertInto('shared_secrets')
    .values({ name, value: candidate, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('shared_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
