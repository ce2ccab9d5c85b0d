// SSR throughput: autocannon (bench/ssr-load.mjs, its own process) against the built shop run as in
// production, one process per core (bench/lib.mjs `ssrPinned`: BENCH_PIN=1 pins one process instead). The home page `/` on the demo
// data (national mode and with a store chosen), then a category page of 48 products and a product page
// on the 100k-product catalogue, as a returning browser asks for them (uuid cookie,
// Accept-Encoding with brotli, a Chrome User-Agent).
import os from 'node:os';
import { catalogueDataDir, catalogueTargets } from './catalogue-data.mjs';
import { BROWSER_HEADERS, checkPage, writeResult } from './lib.mjs';
import { PAGE_LOAD_TEXT, pageMetrics, pageRuns } from './page-runs.mjs';
import { demoStoreId, startPageShop, VISITOR_UUID } from './shop.mjs';

const HOME_BUDGET_RPS = 300;
const CATEGORY_BUDGET_RPS = 150;
const PRODUCT_BUDGET_RPS = 250;

/** Measures one page (`PAGE_LOAD`): the budget on the median run; fills metrics, pages, runs. */
async function measure(shop, { label, url, headers, expected, budget }, out) {
  out.pages[label] = await checkPage(url, headers, (html) => {
    if (!html.includes(expected)) throw new Error(`${url}: '${expected}' is missing from the page`);
  });
  const measured = await pageRuns(shop, { url, headers });
  out.runs[label] = measured.runs;
  out.metrics.push(
    ...pageMetrics(`ssr_${label}`, measured, { budgetRps: budget, sentBytes: out.pages[label].sentBytes }),
  );
}

export async function benchSsr() {
  const out = { metrics: [], pages: {}, runs: {} };
  const setups = [];
  const loadAverage = { start: os.loadavg().map((v) => Math.round(v * 100) / 100) };
  let store;
  // The home page on the demo data (national mode and with a store chosen).
  const shop = await startPageShop({ label: 'ssr' });
  setups.push(shop.setup);
  try {
    store = await demoStoreId(shop.base);
    const scenarios = [
      {
        label: 'home_national',
        cookie: `uuid=${VISITOR_UUID}`,
        expected: 'Vos courses en ligne, aux prix de votre magasin',
      },
      { label: 'home_store', cookie: `uuid=${VISITOR_UUID}; magasin_id=${store.id}`, expected: store.name },
    ];
    for (const scenario of scenarios) {
      const headers = { ...BROWSER_HEADERS, cookie: scenario.cookie };
      await measure(shop, { ...scenario, url: `${shop.base}/`, headers, budget: HOME_BUDGET_RPS }, out);
    }
  } finally {
    await shop.stop();
  }
  // A category page of 48 products and a product page on the 100k-product catalogue.
  const catalogue = await catalogueDataDir('ssr-catalogue');
  let targets;
  try {
    const big = await startPageShop({ label: 'ssr-catalogue', dataDir: catalogue.dataDir });
    setups.push(big.setup);
    try {
      const bigStore = await demoStoreId(big.base);
      targets = await catalogueTargets(big.base, bigStore.id);
      const headers = { ...BROWSER_HEADERS, cookie: `uuid=${VISITOR_UUID}; magasin_id=${bigStore.id}` };
      await measure(
        big,
        {
          label: 'category_48',
          url: `${big.base}${targets.category.path}`,
          headers,
          expected: targets.category.title,
          budget: CATEGORY_BUDGET_RPS,
        },
        out,
      );
      await measure(
        big,
        {
          label: 'product',
          url: `${big.base}${targets.product.path}`,
          headers,
          expected: targets.product.title,
          budget: PRODUCT_BUDGET_RPS,
        },
        out,
      );
    } finally {
      await big.stop();
    }
  } finally {
    catalogue.cleanup();
  }
  loadAverage.end = os.loadavg().map((v) => Math.round(v * 100) / 100);
  return writeResult('ssr', out.metrics, {
    note:
      `${PAGE_LOAD_TEXT}, per page (all runs below, each with the 1-minute load average of the machine); ` +
      `shop: ${setups.join(' / ')}; server CPU per request summed over its processes; ` +
      `returning visitor (uuid cookie), Chrome User-Agent, Accept-Encoding gzip/br. Home page (GET /) on the ` +
      `SQLite demo data, national and with the store cookie of store ${store?.id} (${store?.name}); ` +
      `category page (${targets?.category.path}, ${targets?.cards} products) and product page ` +
      `(${targets?.product.path}) on the 100,000-product catalogue with the store cookie. Production build, ` +
      'LOG_LEVEL=warn.',
    pages: out.pages,
    runs: out.runs,
    load_average: loadAverage,
  });
}
