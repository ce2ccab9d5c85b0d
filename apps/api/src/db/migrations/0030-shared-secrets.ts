import type { Kysely } from 'kysely';

/**
 * The signing keys the shop generates when the configuration gives none, kept in the database so
 * that every shop process on every host signs and checks with the same keys (decision 076).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shared_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
