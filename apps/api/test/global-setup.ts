import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDatabase } from '../src/db/seed/index.ts';
import { openDatabase } from '../src/platform/database.ts';
import {
  adminQuery,
  databaseUrlFor,
  serverUrl,
  templatePgName,
  templateSqliteFile,
} from './test-database.ts';

/** Products of the test template: the first real ones plus every hand-written one. */
export const TEST_PRODUCT_LIMIT = 400;

let runId = '';

export async function setup(project: TestProject) {
  runId = randomUUID().replaceAll('-', '').slice(0, 10);
  project.provide('testRunId', runId);
  if (serverUrl) {
    await adminQuery(`CREATE DATABASE ${templatePgName(runId)}`);
    const database = openDatabase({ databaseUrl: databaseUrlFor(templatePgName(runId)) });
    await migrateToLatest(database.db);
    await seedDatabase(database, { limit: TEST_PRODUCT_LIMIT });
    await database.destroy();
  } else {
    const file = templateSqliteFile(runId);
    const database = openDatabase({ sqliteFile: file });
    await migrateToLatest(database.db);
    await seedDatabase(database, { limit: TEST_PRODUCT_LIMIT });
    await database.destroy();
    // One self-contained file to copy: fold the WAL back into the main file.
    const SQLite = (await import('better-sqlite3')).default;
    const raw = new SQLite(file);
    raw.pragma('wal_checkpoint(TRUNCATE)');
    raw.pragma('journal_mode = DELETE');
    raw.close();
  }
}

export async function teardown() {
  if (serverUrl) await adminQuery(`DROP DATABASE IF EXISTS ${templatePgName(runId)} WITH (FORCE)`);
  else
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(templateSqliteFile(runId) + suffix, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    testRunId: string;
  }
}
