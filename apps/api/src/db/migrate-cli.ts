import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../platform/database.ts';
import { migrateToLatest } from './migrate.ts';

/** `npm run migrate`: applies pending migrations to the configured database (DATA_DIR or DATABASE_URL). */
const config = loadConfig();
const database = openDatabase({
  databaseUrl: config.databaseUrl,
  sqliteFile: path.join(config.dataDir, 'cabas.sqlite'),
});
try {
  const applied = await migrateToLatest(database.db);
  console.log(applied.length ? `Migrations appliquées : ${applied.join(', ')}` : 'La base est à jour.');
} finally {
  await database.destroy();
}
