// Add to cart: PUT /api/magasins/{shop}/panier/lignes/{id} — set a line's quantity
// and answer the whole cart — at >= 1,000 requests/s with p99 <= 50 ms.
//
// 2,000 visitors (x-uuid) each fill a drive cart from their own 12 products (of 60 in-stock drive
// products found through the search API), so carts hold about 12 lines and every answer renders them.
// The API runs alone on its own cores (`taskset`), autocannon on the last core; 20 connections. The
// server's CPU time per request is recorded too: on a shared machine it tells what a free core serves.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import {
  cpuSeconds,
  driveProductIds,
  metric,
  pinLoadToLastCore,
  startApi,
  tempDataDir,
  writeResult,
} from './lib.mjs';

const CONNECTIONS = 20;
const DURATION_S = 15;
const VISITORS = 2_000;
const PRODUCTS_PER_VISITOR = 12;

/** The demo accounts' store: the first store with a drive (the seed's store plans are fixed). */
const SHOP = Number(process.env.CART_BENCH_SHOP ?? 1);

export async function benchCart() {
  const dataDir = tempDataDir('cart');
  const pinning = pinLoadToLastCore();
  const server = await startApi({
    dataDir,
    cpu: pinning.server,
    timeoutMs: 300_000,
    env: { REDIS_URL: '', RATE_LIMIT_MAX: '100000000' },
  });
  const { base } = server;
  try {
    const shop = SHOP;
    const ids = await driveProductIds(base, shop, 60);
    if (ids.length < PRODUCTS_PER_VISITOR)
      throw new Error(`only ${ids.length} products found in store ${shop}`);
    const visitors = Array.from({ length: VISITORS }, () => randomUUID());
    let n = 0;
    const next = () => {
      const i = n++;
      const visitor = i % VISITORS;
      const product = ids[(visitor + Math.floor(i / VISITORS)) % ids.length];
      return {
        method: 'PUT',
        path: `/api/magasins/${shop}/panier/lignes/${product}`,
        headers: { 'content-type': 'application/json', 'x-uuid': visitors[visitor] },
        body: JSON.stringify({ quantite: 1 + (i % 3) }),
      };
    };
    const check = next();
    const first = await fetch(`${base}${check.path}`, {
      method: 'PUT',
      headers: check.headers,
      body: check.body,
    });
    if (first.status !== 200) throw new Error(`add to cart refused: ${first.status} ${await first.text()}`);

    // Warm-up, then fill every cart to PRODUCTS_PER_VISITOR lines before measuring.
    n = 0;
    const fill = () =>
      autocannon({
        url: base,
        connections: CONNECTIONS,
        amount: VISITORS * PRODUCTS_PER_VISITOR,
        requests: [{ setupRequest: (req) => ({ ...req, ...next() }) }],
      });
    await fill();
    const loadAvg = os.loadavg();
    const cpuBefore = cpuSeconds(server.pid);
    n = 0;
    const measured = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          setupRequest: (req) => {
            const r = next();
            // Stay within each visitor's 12 products: quantities change, lines stay about 12.
            n = n % (VISITORS * PRODUCTS_PER_VISITOR);
            return { ...req, ...r };
          },
        },
      ],
    });
    const cpuMsPerRequest = ((cpuSeconds(server.pid) - cpuBefore) * 1000) / measured.requests.total;
    const cart = await (
      await fetch(`${base}/api/magasins/${shop}/panier`, { headers: { 'x-uuid': visitors[0] } })
    ).json();
    const errors = measured.non2xx + measured.errors + measured.timeouts;
    const metrics = [
      metric('cart_put_rps', measured.requests.average, 'req/s', { min: 1000 }),
      metric('cart_put_p50_ms', measured.latency.p50, 'ms'),
      metric('cart_put_p99_ms', measured.latency.p99, 'ms', { max: 50 }),
      metric('cart_put_errors', errors, 'count', { max: 0 }),
      metric('cart_lines_per_cart', cart.data.lignes_panier.length, 'lines'),
      // The server's own CPU time per add to cart: what one free core could serve, whatever the load.
      metric('cart_put_server_cpu_ms', cpuMsPerRequest, 'ms'),
      metric('cart_put_rps_per_free_core', 1000 / cpuMsPerRequest, 'req/s'),
    ];
    return writeResult('cart', metrics, {
      note:
        `${VISITORS} visitors, ${PRODUCTS_PER_VISITOR}-line drive carts in store ${shop}; ${CONNECTIONS} connections ` +
        `for ${DURATION_S} s after filling the carts. Server cores ${pinning.server ?? 'all'}, load core ` +
        `${pinning.load ?? 'shared'}. Load average before the run: ${loadAvg.map((l) => l.toFixed(2)).join(' ')}.`,
      requests: measured.requests.total,
    });
  } finally {
    pinning.release();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
