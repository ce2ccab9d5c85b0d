// Store page SSR: `/magasins/{slug}-m-{id}` of a Lyon hypermarket (hours, services, modes, fuel,
// push zones, latest articles, the eligibility tool) for a visitor — >= 250 req/s. The built shop
// as `startPageShop` runs it (one process per core with Redis when Redis answers), 10 connections.
import { BROWSER_HEADERS, checkPage, metric, ssrLoad, writeResult } from './lib.mjs';
import { startPageShop } from './shop.mjs';

const PATH = '/magasins/cabas-hyper-lyon-part-dieu-m-47';
const CONNECTIONS = 10;
const WARMUP_S = 15;
const DURATION_S = 10;
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
    const options = { url, connections: CONNECTIONS, headers };
    await ssrLoad({ ...options, duration: WARMUP_S });
    const result = await ssrLoad({ ...options, duration: DURATION_S });
    return writeResult('store-page', [
      metric('ssr_store_page_rps', Math.round(result.requests.average * 10) / 10, 'req/s', {
        min: BUDGET_RPS,
      }),
      metric('ssr_store_page_p99_ms', result.latency.p99, 'ms'),
      metric('ssr_store_page_errors', result.non2xx + result.errors + result.timeouts, 'count', { max: 0 }),
      metric('ssr_store_page_html_sent_kb', (page.sentBytes ?? 0) / 1000, 'kB'),
    ]);
  } finally {
    await shop.stop();
  }
}
