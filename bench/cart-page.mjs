// SSR throughput of the cart page `/panier` with a 30-line drive cart (budget: >= 200 req/s).
// The built shop as in production (one process per core; BENCH_PIN=1: one pinned to core 0), the
// load generator (bench/ssr-load.mjs) in its own process; the
// visitor's cart is filled through the API (bulk add) before the page is checked, then measured.
import os from 'node:os';
import { BROWSER_HEADERS, checkPage, driveProductIds, writeResult } from './lib.mjs';
import { PAGE_LOAD_TEXT, pageMetrics, pageRuns } from './page-runs.mjs';
import { startPageShop } from './shop.mjs';

const LINES = 30;
const BUDGET_RPS = 200;
/** The loyalty customer's store (Paris Bastille), a drive store of the demo chain. */
const SHOP = Number(process.env.CART_PAGE_BENCH_SHOP ?? 2);
const VISITOR_UUID = '5d6e7f80-91a2-4b3c-8d4e-5f60718293a4';

async function fillCart(base) {
  const ids = await driveProductIds(base, SHOP, LINES);
  if (ids.length < LINES) throw new Error(`only ${ids.length} products found in store ${SHOP}`);
  const res = await fetch(`${base}/api/magasins/${SHOP}/panier/lignes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-uuid': VISITOR_UUID },
    body: JSON.stringify({
      type_panier: 'drive',
      lignes: ids.map((id, i) => ({ produit_id: id, quantite: 1 + (i % 3) })),
    }),
  });
  if (!res.ok) throw new Error(`bulk add answered ${res.status}: ${await res.text()}`);
  const body = await res.json();
  if (body.data.lignes_panier.length !== LINES)
    throw new Error(`the cart has ${body.data.lignes_panier.length} lines, not ${LINES}`);
  return body.data;
}

export async function benchCartPage() {
  const shop = await startPageShop({ label: 'cart-page' });
  try {
    const cart = await fillCart(shop.base);
    const headers = { ...BROWSER_HEADERS, cookie: `uuid=${VISITOR_UUID}; magasin_id=${SHOP}` };
    const url = `${shop.base}/panier`;
    const page = await checkPage(url, headers, (html) => {
      const lines = (html.match(/aria-label="Supprimer /g) ?? []).length;
      if (lines !== LINES) throw new Error(`${url} shows ${lines} lines, not ${LINES}`);
      return { lines };
    });
    const loadAverage = { start: os.loadavg().map((v) => Math.round(v * 100) / 100) };
    const measured = await pageRuns(shop, { url, headers });
    loadAverage.end = os.loadavg().map((v) => Math.round(v * 100) / 100);
    const metrics = pageMetrics('ssr_cart_30_lines', measured, {
      budgetRps: BUDGET_RPS,
      sentBytes: page.sentBytes,
    });
    return writeResult('cart-page', metrics, {
      note:
        `GET /panier of a visitor with a ${LINES}-line drive cart (${cart.nb_articles} articles) in store ${SHOP}; ` +
        `${PAGE_LOAD_TEXT}; shop: ${shop.setup}; server CPU per request summed over its processes; ` +
        'production build, LOG_LEVEL=warn, SQLite demo data.',
      page,
      runs: measured.runs,
      load_average: loadAverage,
    });
  } finally {
    await shop.stop();
  }
}
