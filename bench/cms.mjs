// CMS page SSR throughput: autocannon (bench/ssr-load.mjs, its own process) against the built shop run
// as in production (bench/shop.mjs `startPageShop`), on two CMS pages as a returning browser asks for
// them (uuid, store and cookie-choice cookies, Accept-Encoding with brotli, a Chrome User-Agent): a
// long legal page (the drive's terms of sale) and an information page with the Infos et services menu.
import os from 'node:os';
import { BROWSER_HEADERS, checkPage, ssrLoad as load, metric, writeResult } from './lib.mjs';
import { demoStoreId, startPageShop, VISITOR_UUID } from './shop.mjs';

const CONNECTIONS = 10;
const WARMUP_S = 10;
const DURATION_S = 8;
/** Runs per page; the budget applies to the median one (a run disturbed on a shared machine does not decide). */
const RUNS = 3;
const CMS_BUDGET_RPS = 300;

const PAGES = [
  {
    label: 'legal',
    path: '/legal/conditions-generales-de-vente/drive',
    expected: 'Conditions générales de vente du drive',
  },
  { label: 'info', path: '/infos-et-services/aide/guide-des-tailles', expected: 'Guide des tailles' },
];

export async function benchCms() {
  const metrics = [];
  const runs = {};
  const pages = {};
  const shop = await startPageShop({ label: 'cms' });
  let store;
  try {
    store = await demoStoreId(shop.base);
    const headers = {
      ...BROWSER_HEADERS,
      cookie: `uuid=${VISITOR_UUID}; magasin_id=${store.id}; cabas_consentement=mesure%3D0`,
    };
    for (const page of PAGES) {
      const url = `${shop.base}${page.path}`;
      pages[page.label] = await checkPage(url, headers, (html) => {
        if (!html.includes(page.expected))
          throw new Error(`${url}: '${page.expected}' is missing from the page`);
      });
      await load({ url, connections: CONNECTIONS, headers, duration: WARMUP_S });
      const results = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await load({ url, connections: CONNECTIONS, headers, duration: DURATION_S });
        results.push({
          rps: Math.round(result.requests.average * 10) / 10,
          p50_ms: result.latency.p50,
          p97_5_ms: result.latency.p97_5,
          errors: result.non2xx + result.errors + result.timeouts,
          load_average_1m: Math.round(os.loadavg()[0] * 100) / 100,
        });
      }
      runs[page.label] = results;
      const median = [...results].sort((a, b) => a.rps - b.rps)[Math.floor(RUNS / 2)];
      metrics.push(metric(`cms_${page.label}_rps`, median.rps, 'req/s', { min: CMS_BUDGET_RPS }));
      metrics.push(metric(`cms_${page.label}_p50_ms`, median.p50_ms, 'ms'));
      metrics.push(metric(`cms_${page.label}_p97_5_ms`, median.p97_5_ms, 'ms'));
      metrics.push(
        metric(
          `cms_${page.label}_errors`,
          results.reduce((sum, r) => sum + r.errors, 0),
          'count',
          { max: 0 },
        ),
      );
      metrics.push(metric(`cms_${page.label}_html_sent_kb`, pages[page.label].sentBytes / 1000, 'kB'));
    }
  } finally {
    await shop.stop();
  }
  return writeResult('cms', metrics, {
    note:
      `autocannon, ${CONNECTIONS} connections, ${RUNS} runs of ${DURATION_S} s after ${WARMUP_S} s of warm-up per ` +
      `page, the budget on the median run; shop: ${shop.setup}; returning visitor with the store cookie of ` +
      `store ${store?.id} (${store?.name}) and a cookie choice made. Pages: ${PAGES.map((p) => p.path).join(', ')}.`,
    runs,
  });
}
