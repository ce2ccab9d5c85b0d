// Store-locator latency: autocannon against the API alone, server and load pinned to different cores.
import fs from 'node:fs';
import autocannon from 'autocannon';
import { freePort, metric, startServer, tempDataDir, writeResult } from './lib.mjs';

export async function benchStoreSearch() {
  const dataDir = tempDataDir('stores');
  const port = await freePort();
  const server = await startServer({
    args: ['--import', 'tsx', 'apps/api/src/server.ts'],
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    readyUrl: `http://127.0.0.1:${port}/readyz`,
    cpu: 0,
  });
  try {
    const base = `http://127.0.0.1:${port}/api/magasins`;
    const queries = [
      '?code_postal=69003',
      '?q=Lille',
      '?latitude=43.6&longitude=1.44',
      '?code_postal=13001',
      '?q=bordeaux',
    ];
    const metrics = [];
    for (const q of queries) await fetch(base + q); // warm up
    const result = await autocannon({
      url: base,
      connections: 8,
      duration: 10,
      requests: queries.map((q) => ({ method: 'GET', path: `/api/magasins${q}` })),
    });
    const errors = result.non2xx + result.errors;
    metrics.push(metric('store_search_p50_ms', result.latency.p50, 'ms'));
    metrics.push(
      metric('store_search_p95_ms', result.latency.p97_5 ?? result.latency.p99, 'ms', { max: 10 }),
    );
    metrics.push(metric('store_search_rps', result.requests.average, 'req/s'));
    metrics.push(metric('store_search_errors', errors, 'count', { max: 0 }));
    return writeResult('store-search', metrics, {
      note: 'autocannon 8 connections, 10 s; p95 taken as p97.5 (autocannon percentiles)',
    });
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
