// Store-locator latency: autocannon against the API alone, server and load pinned to different cores.
import fs from 'node:fs';
import autocannon from 'autocannon';
import { metric, startApi, tempDataDir, writeResult } from './lib.mjs';

export async function benchStoreSearch() {
  const dataDir = tempDataDir('stores');
  // One load generator is one address: lift the per-address limit to measure the search itself.
  const server = await startApi({ dataDir, env: { RATE_LIMIT_MAX: '100000000' } });
  try {
    const base = `${server.base}/api/magasins`;
    const queries = [
      '?code_postal=69003',
      '?q=Lille',
      '?latitude=43.6&longitude=1.44',
      '?code_postal=13001',
      '?q=bordeaux',
    ];
    const metrics = [];
    for (const q of queries) await fetch(base + q); // warm up
    const load = (connections) =>
      autocannon({
        url: base,
        connections,
        duration: 10,
        requests: queries.map((q) => ({ method: 'GET', path: `/api/magasins${q}` })),
      });
    // Latency of one shopper's search (no queueing behind other requests), then throughput under load.
    const single = await load(1);
    const loaded = await load(8);
    const errors = single.non2xx + single.errors + loaded.non2xx + loaded.errors;
    metrics.push(metric('store_search_p50_ms', single.latency.p50, 'ms'));
    metrics.push(metric('store_search_p95_ms', single.latency.p97_5, 'ms', { max: 10 }));
    metrics.push(metric('store_search_p95_8conn_ms', loaded.latency.p97_5, 'ms'));
    metrics.push(metric('store_search_rps_8conn', loaded.requests.average, 'req/s'));
    metrics.push(metric('store_search_errors', errors, 'count', { max: 0 }));
    return writeResult('store-search', metrics, {
      note: 'autocannon, 10 s at 1 connection (latency) then 10 s at 8 connections (throughput); p95 taken as p97.5, the nearest autocannon percentile above it',
    });
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
