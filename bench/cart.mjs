// Add to cart: PUT /api/magasins/{shop}/panier/lignes/{id} — set a line's quantity
// and answer the whole cart — at >= 1,000 requests/s with p99 <= 50 ms.
//
// 2,000 visitors (x-uuid) each fill a drive cart from their own 12 products (of 60 in-stock drive
// products found through the search API), so carts hold about 12 lines and every answer renders them.
// The API runs alone on its own cores (`taskset`), autocannon on the last core; 20 connections. The
// server's CPU time per request is recorded too: on a shared machine it tells what a free core serves.
//
// `npm run bench cart-pg` runs the same measure on PostgreSQL: a fresh database on the server of
// BENCH_DATABASE_URL (default: the local one), seeded by the API's first start and dropped after; the
// figures go to bench/results/cart-pg.json, with the CPU time of the database's own processes per
// request (they run on the same machine, outside the API's core).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
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

const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh PostgreSQL database for one run, and the CPU seconds used so far by its server processes. */
async function benchPgDatabase() {
  const name = `cabas_bench_cart_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: BENCH_DATABASE_URL });
    await client.connect();
    try {
      return await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /** The API's connections to the database (their backends) plus the server's shared writers. */
    async cpuSeconds() {
      const { rows } = await admin(
        `SELECT pid FROM pg_stat_activity WHERE datname = '${name}' OR backend_type IN ('walwriter', 'checkpointer', 'background writer')`,
      );
      let total = 0;
      for (const { pid } of rows) {
        try {
          total += cpuSeconds(pid);
        } catch {}
      }
      return total;
    },
    /**
     * Statistics of the filled carts, as a live shop has them (autovacuum analyses a table once a
     * tenth of it changed): a plan made while the cart tables were empty would scan them whole.
     */
    async analyze() {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        await client.query('ANALYZE carts, cart_lines');
      } finally {
        await client.end();
      }
    },
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export const benchCartPg = () => benchCart({ postgres: true });

export async function benchCart({ postgres = false } = {}) {
  const dataDir = tempDataDir('cart');
  const database = postgres ? await benchPgDatabase() : null;
  const pinning = pinLoadToLastCore();
  const cleanUp = async () => {
    pinning.release();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const server = await startApi({
    dataDir,
    cpu: pinning.server,
    timeoutMs: 600_000,
    env: { REDIS_URL: '', RATE_LIMIT_MAX: '100000000', DATABASE_URL: database?.url ?? '' },
  }).catch(async (error) => {
    await cleanUp();
    throw error;
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
    await database?.analyze();
    const loadAvg = os.loadavg();
    const cpuBefore = cpuSeconds(server.pid);
    const dbCpuBefore = database ? await database.cpuSeconds() : 0;
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
    const dbCpuMsPerRequest = database
      ? (((await database.cpuSeconds()) - dbCpuBefore) * 1000) / measured.requests.total
      : null;
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
      ...(dbCpuMsPerRequest === null ? [] : [metric('cart_put_database_cpu_ms', dbCpuMsPerRequest, 'ms')]),
    ];
    return writeResult(postgres ? 'cart-pg' : 'cart', metrics, {
      note:
        `${postgres ? 'PostgreSQL' : 'SQLite'}, ${VISITORS} visitors, ${PRODUCTS_PER_VISITOR}-line drive carts in store ${shop}; ${CONNECTIONS} connections ` +
        `for ${DURATION_S} s after filling the carts. Server cores ${pinning.server ?? 'all'}, load core ` +
        `${pinning.load ?? 'shared'}. Load average before the run: ${loadAvg.map((l) => l.toFixed(2)).join(' ')}.`,
      requests: measured.requests.total,
    });
  } finally {
    await server.stop();
    await cleanUp();
  }
}
