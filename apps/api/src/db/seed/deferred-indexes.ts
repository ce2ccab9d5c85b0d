import { type Kysely, sql } from 'kysely';

interface ConstraintRow {
  name: string;
  definition: string;
}

interface IndexRow {
  name: string;
  definition: string;
}

/**
 * PostgreSQL bulk load: runs `load` with the table's primary key, foreign keys and indexes dropped,
 * then puts them back as they were (their definitions are read from the catalogue, so the migrations
 * stay the only place that declares them) and analyses the table. Building an index once over millions of rows is several
 * times faster than updating it row by row, and one foreign key validation is a single join instead
 * of a trigger per row. Call it inside a transaction: a failed load leaves the table untouched.
 */
export async function withIndexesDeferred<T>(
  // biome-ignore lint/suspicious/noExplicitAny: works on any table of the schema.
  db: Kysely<any>,
  table: string,
  load: () => Promise<T>,
): Promise<T> {
  const constraints = (
    await sql<ConstraintRow>`
      SELECT conname AS name, pg_get_constraintdef(oid) AS definition
      FROM pg_constraint
      WHERE conrelid = ${table}::regclass AND contype IN ('p', 'u', 'f')
      ORDER BY CASE contype WHEN 'f' THEN 1 ELSE 0 END, conname`.execute(db)
  ).rows;
  // Indexes that back a constraint come back with the constraint.
  const indexes = (
    await sql<IndexRow>`
      SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
      FROM pg_index i
      WHERE i.indrelid = ${table}::regclass
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
      ORDER BY 1`.execute(db)
  ).rows;

  for (const c of [...constraints].reverse()) {
    await sql`ALTER TABLE ${sql.table(table)} DROP CONSTRAINT ${sql.ref(c.name)}`.execute(db);
  }
  for (const i of indexes) await sql`DROP INDEX ${sql.ref(i.name)}`.execute(db);

  const result = await load();

  // Sorting for an index build happens in memory up to this size; the default (64 MB) spills to disk.
  await sql`SET LOCAL maintenance_work_mem = '256MB'`.execute(db);
  for (const c of constraints) {
    await sql`ALTER TABLE ${sql.table(table)} ADD CONSTRAINT ${sql.ref(c.name)} ${sql.raw(c.definition)}`.execute(
      db,
    );
  }
  for (const i of indexes) await sql.raw(i.definition).execute(db);
  // Statistics now: the rest of the seed queries this table long before the final VACUUM ANALYZE,
  // and without them the planner takes millions of rows for a few pages.
  await sql`ANALYZE ${sql.table(table)}`.execute(db);
  return result;
}
