import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

/**
 * A counter that every change to the products table raises, in the same transaction (triggers): the
 * shop processes keep the products' list columns in memory (decision 082) and read this one row to
 * learn, whichever host or import made the change, that they must load them again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await sql`INSERT INTO catalogue_version (id, version) VALUES (1, 1)`.execute(db);
  if (isPostgres(db)) {
    await sql`CREATE FUNCTION catalogue_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN UPDATE catalogue_version SET version = version + 1 WHERE id = 1; RETURN NULL; END $$`.execute(db);
    await sql`CREATE TRIGGER products_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
      ON products FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump()`.execute(db);
    return;
  }
  for (const event of ['INSERT', 'UPDATE', 'DELETE'])
    await sql
      .raw(
        `CREATE TRIGGER products_catalogue_version_${event.toLowerCase()} AFTER ${event} ON products
         BEGIN UPDATE catalogue_version SET version = version + 1 WHERE id = 1; END`,
      )
      .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP TRIGGER products_catalogue_version ON products`.execute(db);
    await sql`DROP FUNCTION catalogue_version_bump()`.execute(db);
  } else
    for (const event of ['insert', 'update', 'delete'])
      await sql.raw(`DROP TRIGGER products_catalogue_version_${event}`).execute(db);
  await db.schema.dropTable('catalogue_version').execute();
}
