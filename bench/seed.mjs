// Seed time of the real catalogue (10.7k products) and of a scaled one (100k) on SQLite.
import fs from 'node:fs';
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
