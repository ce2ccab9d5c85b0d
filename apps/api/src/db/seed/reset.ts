import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Kysely, type Migration, Migrator, NO_MIGRATIONS } from 'kysely';

const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url));

/**
 * Undoes every migration (their `down`, newest first), leaving an empty database that
 * migrateToLatest rebuilds. Migrations are the numbered files of db/migrations, named as in migrate.ts.
 */
// biome-ignore lint/suspicious/noExplicitAny: works on any database, whatever its tables.
export async function dropAllTables(db: Kysely<any>): Promise<void> {
  const files = fs.readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{4}-[\w-]+\.ts$/.test(f));
  const migrations: Record<string, Migration> = {};
  for (const file of files.sort()) {
    migrations[path.basename(file, '.ts')] = (await import(
      pathToFileURL(path.join(MIGRATIONS_DIR, file)).href
    )) as Migration;
  }
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(NO_MIGRATIONS);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
