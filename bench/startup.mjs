// `npm run bench startup`: how long the shop takes from the process's start to `/readyz` answering
// 200, and its resident memory (RSS) then, run as production runs it (compiled, dist/shop.js with
// plain node) against the former way (the TypeScript sources through tsx), on the same already
// seeded data so that only the start is measured (decision 069). The two ways alternate run by run,
// so that the host's load weighs on both alike; one unmeasured start of each warms the disk caches
// (tsx's own cache of compiled files included).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { buildShopIfStale, SHOP_ENTRY } from '../scripts/build-web.mjs';
import { SHOP_NODE_FLAGS } from '../scripts/node-flags.mjs';
import { benchServerEnv, freePort, metric, root, tempDataDir, writeResult } from './lib.mjs';
import { startShop } from './shop.mjs';

const RUNS = Number(process.env.STARTUP_RUNS ?? 7);

const WAYS = {
  compiled: [...SHOP_NODE_FLAGS, SHOP_ENTRY],
  tsx: [
    ...SHOP_NODE_FLAGS.filter((flag) => flag !== '--enable-source-maps'),
    '--import',
    'tsx',
    'apps/shop/src/server.ts',
  ],
};

/** One start: milliseconds from spawn to the first 200 of /readyz, and the RSS in MB at that moment. */
async function measureStart(args, dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: benchServerEnv(port, dataDir, {
      REDIS_URL: '',
      WEB_CONCURRENCY: '1',
    }),
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
      } catch {}
      if (performance.now() - started > 120_000) throw new Error('the shop did not become ready');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const ms = performance.now() - started;
    const rss =
      Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1]) / 1024;
    return { ms, rss };
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export async function benchStartup() {
  buildShopIfStale();
  const dataDir = tempDataDir('startup');
  try {
    // The first start migrates and seeds; the measured ones find the data ready.
    const seeding = await startShop({ label: 'startup', dataDir });
    await seeding.stop();
    const samples = { compiled: [], tsx: [] };
    for (const args of Object.values(WAYS)) await measureStart(args, dataDir);
    for (let run = 0; run < RUNS; run++) {
      for (const [way, args] of Object.entries(WAYS)) samples[way].push(await measureStart(args, dataDir));
    }
    const metrics = [];
    const medians = {};
    for (const [way, list] of Object.entries(samples)) {
      const ms = list.map((s) => s.ms);
      const rss = list.map((s) => s.rss);
      medians[way] = { ms: median(ms), rss: median(rss) };
      metrics.push(
        metric(`${way}: start to /readyz, median`, medians[way].ms, 'ms'),
        metric(`${way}: start to /readyz, min`, Math.min(...ms), 'ms'),
        metric(`${way}: RSS when ready, median`, medians[way].rss, 'MB'),
        metric(`${way}: RSS when ready, min`, Math.min(...rss), 'MB'),
      );
    }
    // Absolute times follow the host's load (tenfold on a busy shared machine); the ratios of runs
    // alternated on the same host hold better: the compiled shop must start faster and smaller.
    metrics.push(
      metric('compiled / tsx: start time (medians)', medians.compiled.ms / medians.tsx.ms, 'x', { max: 1 }),
      metric('compiled / tsx: RSS (medians)', medians.compiled.rss / medians.tsx.rss, 'x', { max: 1 }),
    );
    return writeResult('startup', metrics, {
      runs: RUNS,
      setup:
        'one shop process, SQLite with the demo data already seeded, no Redis; the compiled and tsx starts alternate; one unmeasured start of each first',
      samples: Object.fromEntries(
        Object.entries(samples).map(([way, list]) => [
          way,
          list.map((s) => ({ ms: Math.round(s.ms), rss_mb: Math.round(s.rss) })),
        ]),
      ),
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
