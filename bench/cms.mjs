// CMS page SSR throughput: autocannon (bench/ssr-load.mjs, its own process) against the built shop run
// as in production (bench/shop.mjs `startPageShop`), on two CMS pages as a returning browser asks for
// them (uuid, store and cookie-choice cookies, Accept-Encoding with brotli, a Chrome User-Agent): a
// long legal page (the drive's terms of sale) and an information page with the Infos et services menu.
import { BROWSER_HEADERS, checkPage, writeResult } from './lib.mjs';
import { PAGE_LOAD_TEXT, pageMetrics, pageRuns } from './page-runs.mjs';
import { demoStoreId, startPageShop, VISITOR_UUID } from './shop.mjs';

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
      const measured = await pageRuns(shop, { url, headers });
      runs[page.label] = measured.runs;
      metrics.push(
        ...pageMetrics(`cms_${page.label}`, measured, {
          budgetRps: CMS_BUDGET_RPS,
          sentBytes: pages[page.label].sentBytes,
        }),
      );
    }
  } finally {
    await shop.stop();
  }
  return writeResult('cms', metrics, {
    note:
      `${PAGE_LOAD_TEXT}, per page; shop: ${shop.setup}; returning visitor with the store cookie of ` +
      `store ${store?.id} (${store?.name}) and a cookie choice made. Pages: ${PAGES.map((p) => p.path).join(', ')}.`,
    runs,
  });
}
