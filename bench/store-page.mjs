// Store page SSR: `/magasins/{slug}-m-{id}` of a Lyon hypermarket (hours, services, modes, fuel,
// push zones, latest articles, the eligibility tool) for a visitor — >= 250 req/s. The built shop
// as `startPageShop` runs it (one process per core with Redis when Redis answers), 10 connections.
import { BROWSER_HEADERS, checkPage, writeResult } from './lib.mjs';
import { PAGE_LOAD_TEXT, pageMetrics, pageRuns } from './page-runs.mjs';
import { startPageShop } from './shop.mjs';

const PATH = '/magasins/cabas-hyper-lyon-part-dieu-m-47';
const BUDGET_RPS = 250;

export async function benchStorePage() {
  // Many pages from one address: the per-shopper limit (1,200 API calls a minute) is lifted.
  const shop = await startPageShop({ label: 'store-page', env: { RATE_LIMIT_MAX: '100000000' } });
  try {
    const url = `${shop.base}${PATH}`;
    const headers = { ...BROWSER_HEADERS, cookie: 'uuid=6f9c2a8e-3b1d-4c5e-9f7a-2d4b6c8e0a13' };
    const page = await checkPage(url, headers, (html) => {
      if (!html.includes('Cabas Hyper Lyon Part-Dieu') || !html.includes('GroceryStore'))
        throw new Error(`${url} is not the store page`);
      return {};
    });
    const measured = await pageRuns(shop, { url, headers });
    return writeResult(
      'store-page',
      pageMetrics('ssr_store_page', measured, { budgetRps: BUDGET_RPS, sentBytes: page.sentBytes }),
      {
        note: `GET ${PATH} for a visitor; ${PAGE_LOAD_TEXT}; ${shop.setup}.`,
        runs: measured.runs,
      },
    );
  } finally {
    await shop.stop();
  }
}
