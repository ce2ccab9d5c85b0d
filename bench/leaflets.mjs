// SSR throughput of a leaflet page `/prospectus/{slug}` (budget: >= 150 req/s): the first page of the
// store's largest running leaflet (8 product tiles, the accessible version with its add-to-cart
// controls). The built shop as in production (one process per core; BENCH_PIN=1: one pinned to core
// 0), the load generator (bench/ssr-load.mjs) in its own process, a returning visitor's cookies.
import os from 'node:os';
import { BROWSER_HEADERS, checkPage, ssrLoad as load, metric, writeResult } from './lib.mjs';
import { startPageShop, VISITOR_UUID } from './shop.mjs';

const CONNECTIONS = 10;
const WARMUP_S = 15;
const DURATION_S = 8;
const RUNS = 3;
const BUDGET_RPS = 150;
/** Paris Bastille, a store of the demo chain. */
const SHOP = Number(process.env.LEAFLETS_BENCH_SHOP ?? 2);

async function largestLeaflet(base) {
  const res = await fetch(`${base}/api/magasins/${SHOP}/prospectus`);
  if (!res.ok) throw new Error(`the leaflet list answered ${res.status}`);
  const { data } = await res.json();
  const running = data.filter((l) => l.attributes.statut === 'en_cours');
  if (!running.length) throw new Error(`store ${SHOP} has no running leaflet`);
  return running.sort((a, b) => b.attributes.nb_produits - a.attributes.nb_produits)[0].attributes;
}

export async function benchLeaflets() {
  // LEAFLETS_BENCH_DATA_DIR=/path reuses a folder already seeded (`DATA_DIR=/path npm run seed`).
  const shop = await startPageShop({ label: 'leaflets', dataDir: process.env.LEAFLETS_BENCH_DATA_DIR });
  try {
    const leaflet = await largestLeaflet(shop.base);
    const headers = { ...BROWSER_HEADERS, cookie: `uuid=${VISITOR_UUID}; magasin_id=${SHOP}` };
    const url = `${shop.base}/prospectus/${leaflet.slug}`;
    const page = await checkPage(url, headers, (html) => {
      if (!html.includes('id="prospectus-version-accessible"'))
        throw new Error(`${url} is not a leaflet page`);
      return { products: (html.match(/au panier/g) ?? []).length };
    });
    const options = { url, connections: CONNECTIONS, headers };
    const loadAverage = { start: os.loadavg().map((v) => Math.round(v * 100) / 100) };
    await load({ ...options, duration: WARMUP_S });
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const cpuBefore = shop.cpuTime();
      const result = await load({ ...options, duration: DURATION_S });
      const cpuAfter = shop.cpuTime();
      runs.push({
        rps: Math.round(result.requests.average * 10) / 10,
        requests: result.requests.total,
        p50_ms: result.latency.p50,
        p99_ms: result.latency.p99,
        errors: result.non2xx + result.errors + result.timeouts,
        server_cpu_ms_per_request:
          cpuBefore === null || cpuAfter === null
            ? null
            : Math.round(((cpuAfter - cpuBefore) * 1000 * 100) / result.requests.total) / 100,
      });
    }
    loadAverage.end = os.loadavg().map((v) => Math.round(v * 100) / 100);
    const median = [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(RUNS / 2)];
    const metrics = [
      metric('ssr_leaflet_page_rps', median.rps, 'req/s', { min: BUDGET_RPS }),
      metric('ssr_leaflet_page_p50_ms', median.p50_ms, 'ms'),
      metric('ssr_leaflet_page_p99_ms', median.p99_ms, 'ms'),
      metric(
        'ssr_leaflet_page_errors',
        runs.reduce((sum, r) => sum + r.errors, 0),
        'count',
        { max: 0 },
      ),
      metric('ssr_leaflet_page_html_sent_kb', page.sentBytes / 1000, 'kB'),
    ];
    if (median.server_cpu_ms_per_request !== null)
      metrics.push(
        metric('ssr_leaflet_page_server_cpu_ms_per_request', median.server_cpu_ms_per_request, 'ms'),
      );
    return writeResult('leaflets', metrics, {
      note:
        `GET /prospectus/${leaflet.slug} (store ${SHOP}, page 1 of ${leaflet.nb_pages}) for a returning visitor; ` +
        `autocannon, ${CONNECTIONS} connections, ${RUNS} runs of ${DURATION_S} s after ${WARMUP_S} s of warm-up, ` +
        `the budget on the median run; ${shop.setup}.`,
      runs,
      load_average: loadAverage,
    });
  } finally {
    await shop.stop();
  }
}
