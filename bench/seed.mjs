// Seed time of the real catalogue (10.7k products) and of a scaled one (100k) on SQLite, and of the
// full-size one on PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { metric, run, tempDataDir, writeResult } from './lib.mjs';

export async function benchSeed() {
  const metrics = [];
  for (const [label, args, budget] of [
    ['seed_10k_s', [], undefined],
    ['seed_100k_s', ['--products', '100000'], { max: 60 }],
  ]) {
    const dataDir = tempDataDir('seed');
    try {
      const seconds = await run('npx', ['tsx', 'apps/api/src/db/seed/cli.ts', '--fresh', ...args], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      });
      metrics.push(metric(label, seconds, 's', budget));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return writeResult('seed', metrics);
}

/**
 * The full-size seed on PostgreSQL (`npm run bench seed-pg`): 100k products in every store, in the
 * database of SEED_BENCH_DATABASE_URL (default: cabas_full on the local server, which must exist and
 * is emptied). The database is left seeded, ready for CATALOGUE_BENCH_DATABASE_URL.
 */
export async function benchSeedPg() {
  const databaseUrl = process.env.SEED_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cabas_full';
  const dataDir = tempDataDir('seed-pg');
  let seconds;
  try {
    seconds = await run('npx', ['tsx', 'apps/api/src/db/seed/cli.ts', '--fresh', '--products', '100000'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const count = async (query) => Number((await client.query(query)).rows[0].n);
    const perStore = (
      await client.query(
        'SELECT MIN(n) AS min, MAX(n) AS max, COUNT(*) AS stores FROM (SELECT COUNT(*) AS n FROM offers GROUP BY store_id) s',
      )
    ).rows[0];
    const metrics = [
      metric('seed_pg_100k_s', seconds, 's', { max: 600 }),
      metric('offers_rows', await count('SELECT COUNT(*) AS n FROM offers'), 'rows', { min: 6_000_000 }),
      metric('stores', await count('SELECT COUNT(*) AS n FROM stores'), 'count'),
      metric('stores_with_offers', Number(perStore.stores), 'count'),
      metric('offers_min_per_store', Number(perStore.min), 'rows'),
      metric('offers_max_per_store', Number(perStore.max), 'rows'),
      metric('offer_advantages_rows', await count('SELECT COUNT(*) AS n FROM offer_advantages'), 'rows'),
      metric('products_rows', await count('SELECT COUNT(*) AS n FROM products'), 'rows'),
      metric(
        'database_mb',
        (await count('SELECT pg_database_size(current_database()) AS n')) / 1024 / 1024,
        'MB',
      ),
    ];
    return writeResult('seed-pg', metrics, {
      note:
        'npm run seed -- --products 100000 --fresh on PostgreSQL 15 (default server settings), one transaction; ' +
        'the machine is shared with other engineers: see the load average at the start of the run.',
      load_average_at_start: os.loadavg(),
    });
  } finally {
    await client.end();
  }
}
