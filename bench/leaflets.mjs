// SSR throughput of a leaflet page `/prospectus/{slug}` (budget: >= 150 req/s): the first page of the
// store's largest running leaflet (8 product tiles, the accessible version with its add-to-cart
// controls). The built shop as in production (one process per core; BENCH_PIN=1: one pinned to core
// 0), the load generator (bench/ssr-load.mjs) in its own process, a returning visitor's cookies.
import os from 'node:os';
import { BROWSER_HEADERS, checkPage, writeResult } from './lib.mjs';
import { PAGE_LOAD_TEXT, pageMetrics, pageRuns } from './page-runs.mjs';
import { startPageShop, VISITOR_UUID } from './shop.mjs';

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
    const loadAverage = { start: os.loadavg().map((v) => Math.round(v * 100) / 100) };
    const measured = await pageRuns(shop, { url, headers });
    loadAverage.end = os.loadavg().map((v) => Math.round(v * 100) / 100);
    const metrics = pageMetrics('ssr_leaflet_page', measured, {
      budgetRps: BUDGET_RPS,
      sentBytes: page.sentBytes,
    });
    return writeResult('leaflets', metrics, {
      note:
        `GET /prospectus/${leaflet.slug} (store ${SHOP}, page 1 of ${leaflet.nb_pages}) for a returning visitor; ` +
        `${PAGE_LOAD_TEXT}; ${shop.setup}.`,
      runs: measured.runs,
      load_average: loadAverage,
    });
  } finally {
    await shop.stop();
  }
}
