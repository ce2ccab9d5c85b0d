// Orders API: GET /api/me/commandes (tabs, filters, sorts, pages) and GET /api/me/commandes/{id} for a
// customer with 200 orders — p95 <= 20 ms; an order's PDF — p95 <= 50 ms; the orders page SSR for that
// customer — >= 150 req/s. One shopper's calls, one at a time: the latency of a call
// (a list is 5 queries whatever its page or filters: rows, count, facts, stores, fees), not the
// queueing of many connections on one process, which the checkout and cart benches measure.
import fs from 'node:fs';
import autocannon from 'autocannon';
import {
  BROWSER_HEADERS,
  checkPage,
  metric,
  run,
  ssrLoad,
  startApi,
  tempDataDir,
  writeResult,
} from './lib.mjs';
import { startPageShop } from './shop.mjs';

const CONNECTIONS = 1;
const DURATION_S = 10;
const ACCOUNT = { email: 'marie.dupont@exemple.fr', password: 'Courses2024' };
const QUERIES = [
  '',
  '?archive=1',
  '?archive=0',
  '?archive=1&periode=3m&tri=montant_desc',
  '?montant_total_ttc_min=20&montant_total_ttc_max=80&page=2',
  '?annee=2026&garantie=1',
  '?tri=date_asc&page=5',
];

export async function benchOrders() {
  const dataDir = tempDataDir('orders');
  // The API seeds the empty database on its first start; the 200 orders go in once it is ready.
  let api = await startApi({ dataDir });
  await api.stop();
  await run('npx', ['tsx', 'bench/orders-history.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  // One shopper's calls from one address: the per-address limit (1,200 a minute) is lifted for the run.
  api = await startApi({ dataDir, env: { REDIS_URL: '', RATE_LIMIT_MAX: '100000000' } });
  try {
    const login = await fetch(`${api.base}/api/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', ...ACCOUNT }),
    });
    const token = (await login.json()).access_token;
    const headers = { authorization: `Bearer ${token}` };
    const first = await (await fetch(`${api.base}/api/me/commandes`, { headers })).json();
    if (first.meta.total < 200) throw new Error(`Expected 200 orders, got ${first.meta.total}`);
    const ids = first.data.map((o) => o.id);
    const requests = [
      ...QUERIES.map((q) => ({ method: 'GET', path: `/api/me/commandes${q}`, headers })),
      ...ids.slice(0, 5).map((id) => ({ method: 'GET', path: `/api/me/commandes/${id}`, headers })),
    ];
    const result = await autocannon({
      url: api.base,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests,
    });
    if (result.non2xx > 0) throw new Error(`${result.non2xx} answers were not 2xx`);
    const pdf = await autocannon({
      url: api.base,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: ids
        .slice(0, 5)
        .map((id) => ({ method: 'GET', path: `/api/me/commandes/${id}/pdf`, headers })),
    });
    if (pdf.non2xx > 0) throw new Error(`${pdf.non2xx} PDF answers were not 2xx`);
    await api.stop();
    api = null;
    const page = await ordersPageLoad(dataDir);
    return writeResult('orders', [
      // autocannon gives no p95: the p97.5 it gives is the stricter figure.
      metric('orders_p97_5_ms', result.latency.p97_5, 'ms', { max: 20 }),
      metric('orders_rps', result.requests.average, 'req/s'),
      metric('order_pdf_p97_5_ms', pdf.latency.p97_5, 'ms', { max: 50 }),
      metric('ssr_orders_200_rps', page.rps, 'req/s', { min: 150 }),
      metric('ssr_orders_200_p99_ms', page.p99_ms, 'ms'),
      metric('ssr_orders_200_errors', page.errors, 'count', { max: 0 }),
    ]);
  } finally {
    await api?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * SSR throughput of `/mon-compte/mes-commandes` for the customer with 200 orders: the built shop on
 * the same data, logged in through the storefront's login form (its session cookie), 10 connections.
 */
async function ordersPageLoad(dataDir) {
  // One shopper's pages, each a few API calls: the per-shopper limit (1,200 calls a minute) is lifted.
  const shop = await startPageShop({ label: 'orders-page', dataDir, env: { RATE_LIMIT_MAX: '100000000' } });
  try {
    const login = await fetch(`${shop.base}/connexion`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: shop.base },
      body: new URLSearchParams(ACCOUNT).toString(),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    if (!cookie) throw new Error(`the login form answered ${login.status} without a session cookie`);
    const headers = { ...BROWSER_HEADERS, cookie };
    const url = `${shop.base}/mon-compte/mes-commandes?archive=1`;
    await checkPage(url, headers, (html) => {
      if (!html.includes('Commandes archivées')) throw new Error(`${url} is not the orders page`);
      return {};
    });
    const options = { url, connections: 10, headers };
    await ssrLoad({ ...options, duration: 10 });
    const result = await ssrLoad({ ...options, duration: DURATION_S });
    return {
      rps: Math.round(result.requests.average * 10) / 10,
      p99_ms: result.latency.p99,
      errors: result.non2xx + result.errors + result.timeouts,
    };
  } finally {
    await shop.stop();
  }
}
