/**
 * npm run seed -- [--products 100000] [--limit 400] [--fresh]
 *
 * Seeds the database of DATABASE_URL (PostgreSQL) or the SQLite file <DATA_DIR>/cabas.sqlite
 * (DATA_DIR defaults to var/). --fresh starts from an empty database: the SQLite file is deleted,
 * PostgreSQL tables are dropped by the migrations' `down`. Without --fresh an already seeded
 * database is left untouched.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../platform/database.ts';
import { migrateToLatest } from '../migrate.ts';
import { isSeeded, type SeedReport, seedDatabase } from './index.ts';
import { dropAllTables } from './reset.ts';

function fail(message: string): never {
  console.error(`Erreur : ${message}`);
  process.exit(1);
}

function positiveInteger(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) fail(`--${name} attend un nombre entier positif (reçu : « ${value} »).`);
  return Number(value);
}

function printReport(report: SeedReport) {
  const width = Math.max(...Object.keys(report.counts).map((t) => t.length));
  console.log('\nLignes par table :');
  for (const [table, count] of Object.entries(report.counts)) {
    console.log(`  ${table.padEnd(width)}  ${count.toLocaleString('fr-FR').padStart(12)}`);
  }
  const p = report.products;
  console.log(
    `\nProduits : ${p.real} réels (Open Food Facts), ${p.handWritten} écrits à la main, ${p.pro} professionnels, ${p.variants} variantes générées.`,
  );
  console.log(
    `Jour de référence : ${report.seedDay} · version des données : ${report.seedVersion} · base : ${report.dialect}`,
  );
  console.log(`Durée : ${(report.durationMs / 1000).toFixed(1)} s`);
}

async function main() {
  let parsed: ReturnType<
    typeof parseArgs<{
      options: { products: { type: 'string' }; limit: { type: 'string' }; fresh: { type: 'boolean' } };
    }>
  >;
  try {
    parsed = parseArgs({
      options: {
        products: { type: 'string' },
        limit: { type: 'string' },
        fresh: { type: 'boolean', default: false },
      },
      strict: true,
    });
  } catch (error) {
    fail(`${(error as Error).message}\nUsage : npm run seed -- [--products 100000] [--limit 400] [--fresh]`);
  }
  const products = positiveInteger('products', parsed.values.products);
  const limit = positiveInteger('limit', parsed.values.limit);
  const fresh = parsed.values.fresh === true;

  const config = loadConfig();
  const sqliteFile = path.join(config.dataDir, 'cabas.sqlite');
  if (fresh && !config.databaseUrl) {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(sqliteFile + suffix, { force: true });
  }
  const database = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile });
  console.log(`Base de données : ${database.location}`);
  try {
    if (fresh && database.dialect === 'postgres') {
      await dropAllTables(database.db);
      console.log('Tables supprimées.');
    }
    const applied = await migrateToLatest(database.db);
    if (applied.length) console.log(`Migrations appliquées : ${applied.join(', ')}`);
    if (await isSeeded(database.db)) {
      const meta = await database.db.selectFrom('app_meta').select(['key', 'value']).execute();
      const seededAt = meta.find((m) => m.key === 'seeded_at')?.value;
      const at = seededAt
        ? new Intl.DateTimeFormat('fr-FR', {
            dateStyle: 'long',
            timeStyle: 'short',
            timeZone: 'Europe/Paris',
          }).format(new Date(seededAt))
        : 'à une date inconnue';
      fail(
        `cette base contient déjà les données de démonstration (chargées le ${at}). Relancez avec --fresh pour tout effacer et recharger.`,
      );
    }
    const report = await seedDatabase(database, { products, limit, log: (msg) => console.log(`· ${msg}`) });
    printReport(report);
  } finally {
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
