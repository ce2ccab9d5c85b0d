// Catalogue API on the 100k-product catalogue : search with facets, and the product
// sheet by id. The API runs alone, pinned to core 0 (`taskset -c 0`); autocannon runs beside it.
// The catalogue is seeded by catalogue-data.mjs (CATALOGUE_BENCH_DATA_DIR reuses a seeded folder).
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { catalogueDataDir } from './catalogue-data.mjs';
import { metric, startApi, tempDataDir, writeResult } from './lib.mjs';

/** What shoppers type most: broad single words first, then more precise searches. */
const QUERIES = [
  'lait',
  'yaourt',
  'chocolat',
  'pâtes',
  'eau',
  'café',
  'fromage',
  'jambon',
  'pommes',
  'biscuits',
  'beurre',
  'crème fraîche',
  'riz',
  'jus d orange',
  'céréales',
  'thé',
  'poulet',
  'saumon',
  'pizza',
  'compote',
  'confiture',
  'huile d olive',
  'farine',
  'sucre',
  'oeufs',
  'bière',
  'vin rouge',
  'lessive',
  'shampoing',
  'couches',
  'yaourt nature',
  'chocolat noir',
  'pâtes complètes',
  'lait demi écrémé',
  'soupe',
  'chips',
  'glace vanille',
  'sauce tomate',
  'moutarde',
  'miel',
];
const VARIANTS = [
  '',
  '&filters[nutriscore][0]=a',
  '&sort-by=prix-croissant',
  '&page=2',
  '&filters[labels][0]=bio',
  '&sort-by=prix-kg-croissant&filters[nutriscore][0]=a&filters[nutriscore][1]=b',
];
/** Single common words matching thousands of products each: the slowest searches to answer. */
const BROAD_QUERIES = ['lait', 'chocolat', 'eau', 'fromage', 'yaourt', 'café', 'biscuits', 'sucre'];
const BROAD_ROUNDS = 5;
/** A hypermarket, a city store and national mode. */
const STORES = [5, 44, 999];
const DURATION_S = 10;
const CONNECTIONS = 10;

function searchPaths() {
  const paths = [];
  for (const store of STORES)
    for (const [i, query] of QUERIES.entries())
      for (const [j, variant] of VARIANTS.entries()) {
        // Every query plain; the filtered, sorted and paged variants on a rotating subset.
        if (j > 0 && (i + j + store) % 3 !== 0) continue;
        paths.push(`/api/magasins/${store}/recherche?query=${encodeURIComponent(query)}${variant}`);
      }
  return paths;
}

/** CPU time (user + system, ms) used so far by a process, from /proc. */
function cpuMs(pid) {
  if (pid === null) return null;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** One request at a time: the uncached latency of each distinct search (first time it is asked). */
async function coldPass(base, paths) {
  const times = [];
  const productIds = new Set();
  const found = [];
  for (const p of paths) {
    const started = performance.now();
    const res = await fetch(base + p);
    const body = await res.json();
    times.push(performance.now() - started);
    // A page after the last one is a 404 (the web turns it into a 301): not part of the load.
    if (res.status === 404) continue;
    if (!res.ok) throw new Error(`${p} -> ${res.status} ${JSON.stringify(body)}`);
    found.push(p);
    for (const card of body.data?.attributes?.product_list?.data ?? []) productIds.add(card.id);
  }
  return { times: times.sort((a, b) => a - b), productIds: [...productIds], paths: found };
}

/**
 * Load at 10 connections; also the server's CPU time per answer, which does not depend on what
 * else the machine runs (the throughput a dedicated core would give is 1000 / that figure).
 */
async function load(base, paths, pid) {
  const before = cpuMs(pid);
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  const after = cpuMs(pid);
  result.cpuMsPerRequest =
    before === null || after === null || !result.requests.total
      ? null
      : (after - before) / result.requests.total;
  return result;
}

/**
 * Broad searches with the catalogue caches off (`CATALOGUE_CACHE_MS=0`, a separate API process), one
 * at a time: every answer is computed, facets included.
 */
async function broadSearches(dataDir, databaseUrl) {
  const server = await startApi({ dataDir, env: { DATABASE_URL: databaseUrl, CATALOGUE_CACHE_MS: '0' } });
  try {
    const times = [];
    for (let round = 0; round < BROAD_ROUNDS; round++)
      for (const store of STORES)
        for (const query of BROAD_QUERIES) {
          const started = performance.now();
          const res = await fetch(
            `${server.base}/api/magasins/${store}/recherche?query=${encodeURIComponent(query)}`,
          );
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`${query} in ${store} -> ${res.status}`);
          // The first round warms the process (code paths, connections); it is not counted.
          if (round > 0) times.push(performance.now() - started);
        }
    return times.sort((a, b) => a - b);
  } finally {
    await server.stop();
  }
}

/** The data folder of the API on PostgreSQL (its files only: the products are in the database). */
function pgDataDir() {
  const dataDir = tempDataDir('catalogue-pg');
  return { dataDir, cleanup: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

/**
 * CATALOGUE_BENCH_DATABASE_URL=postgres://… runs the same measures on PostgreSQL, on a database already
 * seeded with `DATABASE_URL=… npm run seed -- --products 100000 --fresh`; the figures go to
 * bench/results/catalogue-pg.json.
 */
export async function benchCatalogue() {
  const databaseUrl = process.env.CATALOGUE_BENCH_DATABASE_URL ?? '';
  const engine = databaseUrl ? 'PostgreSQL' : 'SQLite';
  const { dataDir, cleanup } = databaseUrl ? pgDataDir() : await catalogueDataDir();
  const server = await startApi({ dataDir, env: { DATABASE_URL: databaseUrl } });
  try {
    const base = server.base;
    const pid = server.pid;
    const paths = searchPaths();
    const cold = await coldPass(base, paths);
    const search = await load(base, cold.paths, pid);
    const productPaths = cold.productIds
      .slice(0, 600)
      .map((id) => `/api/magasins/${STORES[0]}/produits/${id}`);
    const sheetTimes = [];
    for (const p of productPaths) {
      const started = performance.now();
      await fetch(base + p);
      sheetTimes.push(performance.now() - started);
    }
    sheetTimes.sort((a, b) => a - b);
    const product = await load(base, productPaths, pid);

    await server.stop();
    const broad = await broadSearches(dataDir, databaseUrl);
    const metrics = [
      metric('broad_search_uncached_p50_ms', percentile(broad, 50), 'ms'),
      metric('broad_search_uncached_p95_ms', percentile(broad, 95), 'ms', { max: 50 }),
      metric('search_uncached_p50_ms', percentile(cold.times, 50), 'ms'),
      metric('search_uncached_p95_ms', percentile(cold.times, 95), 'ms'),
      metric('search_p50_ms', search.latency.p50, 'ms'),
      metric('search_p95_ms', search.latency.p97_5 ?? search.latency.p99, 'ms', { max: 50 }),
      metric('search_rps', search.requests.average, 'req/s', { min: 300 }),
      metric('search_errors', search.non2xx + search.errors, 'count', { max: 0 }),
      ...(search.cpuMsPerRequest === null
        ? []
        : [metric('search_cpu_ms_per_request', search.cpuMsPerRequest, 'ms')]),
      metric('product_uncached_p95_ms', percentile(sheetTimes, 95), 'ms'),
      metric('product_p50_ms', product.latency.p50, 'ms'),
      metric('product_p99_ms', product.latency.p99, 'ms', { max: 25 }),
      metric('product_rps', product.requests.average, 'req/s', { min: 3000 }),
      metric('product_errors', product.non2xx + product.errors, 'count', { max: 0 }),
      ...(product.cpuMsPerRequest === null
        ? []
        : [metric('product_cpu_ms_per_request', product.cpuMsPerRequest, 'ms')]),
    ];
    return writeResult(databaseUrl ? 'catalogue-pg' : 'catalogue', metrics, {
      note:
        `100,000 products, ${engine}, API pinned to core 0; ${cold.paths.length} distinct searches (${QUERIES.length} queries, ` +
        `3 stores, filters, sorts, pages) with facets, ${CONNECTIONS} connections, ${DURATION_S} s; ` +
        'uncached = first time each search is asked, one at a time; p95 taken as p97.5 (autocannon percentiles); ' +
        `${productPaths.length} product sheets by id, each asked once before the load. Answers are cached ` +
        'for CATALOGUE_CACHE_MS (10 s), facet counts and page ids for 60 s. broad_search: ' +
        `${BROAD_QUERIES.length} single common words x 3 stores x ${BROAD_ROUNDS - 1} rounds (after a warm-up round) ` +
        'on a second API process with the catalogue caches off (CATALOGUE_CACHE_MS=0), one request at a time.',
      load_average_at_start: os.loadavg(),
    });
  } finally {
    await server.stop();
    cleanup();
  }
}
