import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * Larger than two SQLite pages (4 KiB): the probe's row needs pages of its own, so a database that
 * cannot grow (disk full, max_page_count) fails it, not only one that refuses every write.
 */
const PROBE_SIZE = 10_000;

/**
 * Writes a row and deletes it in one committed transaction: proves that the database takes writes
 * and commits them (a full disk or a read-only file or server fails here), and leaves nothing behind.
 * Each probe has its own key, so that concurrent probes (several workers) never wait for one another.
 */
export async function probeWrite(db: Kysely<DB>): Promise<void> {
  const key = `health_probe:${randomUUID()}`;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('app_meta')
      .values({ key, value: 'x'.repeat(PROBE_SIZE) })
      .execute();
    await trx.deleteFrom('app_meta').where('key', '=', key).execute();
  });
}
