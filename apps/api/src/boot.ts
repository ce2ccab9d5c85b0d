import path from 'node:path';
import type { ApiConfig } from './config.ts';
import { migrateToLatest } from './db/migrate.ts';
import { isSeeded, seedDatabase } from './db/seed/index.ts';
import { adoptSharedSecrets } from './platform/auth/shared-secrets.ts';
import { assertWritable, makeDataDirPrivate } from './platform/data-dir.ts';
import { type Database, openDatabase } from './platform/database.ts';
import { describeStorageFailure, storageFailureCode } from './platform/storage-failure.ts';

export interface BootLog {
  info(message: string): void;
}

/**
 * Opens the configured database, applies pending migrations and seeds the demo data on the very
 * first start. A later start keeps the data as it is. When the data folder or the database cannot be
 * written (read-only, full, forbidden), the process stops with a message that says where and why.
 */
export async function bootDatabase(config: ApiConfig, log: BootLog = console): Promise<Database> {
  try {
    return await prepareDatabase(config, log);
  } catch (error) {
    const message = storageFailureAtStartup(error, config);
    if (!message) throw error;
    console.error(message);
    process.exit(1);
  }
}

async function prepareDatabase(config: ApiConfig, log: BootLog): Promise<Database> {
  // Mails (without SMTP_URL) and the SQLite file live in DATA_DIR; the generated secrets in the database.
  makeDataDirPrivate(config.dataDir);
  assertWritable(config.dataDir);
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'cabas.sqlite'),
    preparedStatements: config.databasePreparedStatements,
  });
  const applied = await migrateToLatest(database.db);
  if (applied.length) log.info(`Migrations appliquées : ${applied.join(', ')}`);
  await adoptSharedSecrets(database.db, config);
  if (!(await isSeeded(database.db))) {
    const started = performance.now();
    log.info('Première mise en route : chargement des données de démonstration…');
    await seedDatabase(database, {});
    log.info(`Données de démonstration chargées en ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return database;
}

/** The start-up message for a storage failure (no stack: the cause is the operator's to fix). */
export function storageFailureAtStartup(error: unknown, config: ApiConfig): string | undefined {
  const code = storageFailureCode(error);
  if (!code) return undefined;
  const cause = describeStorageFailure(code);
  if (/^\d/.test(code))
    return `Impossible de démarrer : la base PostgreSQL refuse les écritures : ${cause}, ${(error as Error).message}`;
  return (
    `Impossible de démarrer : le dossier de données ${config.dataDir} n'est pas utilisable en écriture : ` +
    `${cause}. Vérifiez qu'il existe, que l'utilisateur du service peut y écrire et que le disque n'est ` +
    `pas plein, ou choisissez-en un autre avec DATA_DIR.`
  );
}
