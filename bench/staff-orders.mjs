// The staff's day list (issue #37, decision 111): `/gestion/commandes` server-rendered for a store's
// day of 500 orders, as the demo preparer of that store reads it, >= 100 req/s. The built shop on the
// SQLite demo data plus 500 orders on one day (bench/staff-orders-day.ts), logged in through the staff
// login form (its session cookie), 10 connections.
import fs from 'node:fs';
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

const BUDGET_RPS = 100;
const DURATION_S = 10;
const ORDERS = 500;
const PREPARER = { email: 'lea.martin@cabas-magasins.exemple.fr', password: 'Preparation2024' };

/** A day with no demo order (the seed fills today and tomorrow): three days ahead, as a Paris day. */
function benchDay() {
  return new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });
}

export async function benchStaffOrders() {
  const dataDir = tempDataDir('staff-orders');
  const day = benchDay();
  // The API seeds the empty database on its first start; the 500 orders go in once it is ready.
  const api = await startApi({ dataDir });
  await api.stop();
  await run('npx', ['tsx', 'bench/staff-orders-day.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      BENCH_DAY: day,
      BENCH_STAFF_ORDERS: String(ORDERS),
    },
  });
  // One preparer's pages from one address: the per-address limit is lifted for the run.
  const shop = await startPageShop({ label: 'staff-orders', dataDir, env: { RATE_LIMIT_MAX: '100000000' } });
  try {
    const login = await fetch(`${shop.base}/gestion/connexion`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: shop.base },
      body: new URLSearchParams(PREPARER).toString(),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    if (!cookie) throw new Error(`the staff login answered ${login.status} without a session cookie`);
    const headers = { ...BROWSER_HEADERS, cookie };
    const url = `${shop.base}/gestion/commandes?jour=${day}`;
    const page = await checkPage(url, headers, (html) => {
      if (
        !html.includes(`${ORDERS}\u00a0commandes ce jour-là`) &&
        !html.includes(`${ORDERS} commandes ce jour-là`)
      )
        throw new Error(`${url} does not list ${ORDERS} orders`);
      return {};
    });
    const options = { url, connections: 10, headers };
    await ssrLoad({ ...options, duration: 5 });
    const result = await ssrLoad({ ...options, duration: DURATION_S });
    return writeResult(
      'staff-orders',
      [
        metric('ssr_staff_orders_500_rps', result.requests.average, 'req/s', { min: BUDGET_RPS }),
        metric('ssr_staff_orders_500_p99_ms', result.latency.p99, 'ms'),
        metric('ssr_staff_orders_500_errors', result.non2xx + result.errors + result.timeouts, 'count', {
          max: 0,
        }),
      ],
      {
        note:
          `GET /gestion/commandes?jour=${day} for the demo preparer of Julien Moreau's store with ${ORDERS} ` +
          `orders that day (12 slots), 10 connections, ${DURATION_S} s after a 5 s warm-up; shop: ${shop.setup}; ` +
          'SQLite demo data, production build, LOG_LEVEL=warn.',
        page,
      },
    );
  } finally {
    await shop.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
