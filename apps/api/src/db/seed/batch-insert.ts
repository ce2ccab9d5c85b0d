import type { Kysely } from 'kysely';

/**
 * Bound parameters per statement: under SQLite's 32,766 and PostgreSQL's 65,535. Rows per statement
 * are capped too, since very long statements compile slowly.
 */
const MAX_PARAMETERS = 30_000;
const MAX_ROWS = 1_000;

/**
 * Inserts rows in multi-row statements (call it inside a transaction). Loosely typed so that it also
 * serves the seed's scratch tables; callers build their rows with the table types of schema.ts.
 */
export async function insertRows(
  // biome-ignore lint/suspicious/noExplicitAny: any table of the schema or of the seed's scratch tables.
  db: Kysely<any>,
  table: string,
  rows: readonly object[],
): Promise<number> {
  if (!rows.length) return 0;
  const columns = Object.keys(rows[0]!).length;
  const size = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columns)));
  for (let start = 0; start < rows.length; start += size) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + size) as Record<string, unknown>[])
      .execute();
  }
  return rows.length;
}
