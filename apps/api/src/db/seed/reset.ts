import { type Kysely, Migrator, NO_MIGRATIONS } from 'kysely';
import { migrations } from '../migrate.ts';

/**
 * Undoes every migration (their `down`, newest first), leaving an empty database that
 * migrateToLatest rebuilds. The migrations are the ones registered in migrate.ts (not files read
 * from disk), so that the compiled seed tool (dist/seed.js) works where no TypeScript is installed.
 */
// biome-ignore lint/suspicious/noExplicitAny: works on any database, whatever its tables.
export async function dropAllTables(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(NO_MIGRATIONS);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
