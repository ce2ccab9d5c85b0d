import path from 'node:path';
import type { ApiConfig } from './config.ts';
import { migrateToLatest } from './db/migrate.ts';
import { isSeeded, seedDatabase } from './db/seed/index.ts';
import { type Database, openDatabase } from './platform/database.ts';

export interface BootLog {
  info(message: string): void;
}

/**
 * Opens the configured database, applies pending migrations and seeds the demo data on the very
 * first start. A later start keeps the data as it is.
 */
export async function bootDatabase(config: ApiConfig, log: BootLog = console): Promise<Database> {
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'cabas.sqlite'),
  });
  const applied = await migrateToLatest(database.db);
  if (applied.length) log.info(`Migrations appliquées : ${applied.join(', ')}`);
  if (!(await isSeeded(database.db))) {
    const started = performance.now();
    log.info('Première mise en route : chargement des données de démonstration…');
    await seedDatabase(database, {});
    log.info(`Données de démonstration chargées en ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return database;
}
