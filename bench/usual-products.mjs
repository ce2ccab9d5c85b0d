// Usual products: GET /api/me/smartlistes (the computation from every order and receipt, priced for the
// store) and the usual basket GET /api/me/smartlistes/panier-habituel for a customer with 200 more
// orders (bench/orders-history.ts) — p95 <= 30 ms. One shopper's calls, one at a time: the latency of
// the computation, not the queueing of many connections on one process.
import fs from 'node:fs';
import autocannon from 'autocannon';
import { metric, run, startApi, tempDataDir, writeResult } from './lib.mjs';

const DURATION_S = 10;
const ACCOUNT = { email: 'marie.dupont@exemple.fr', password: 'Courses2024' };

export async function benchUsualProducts() {
  const dataDir = tempDataDir('usual-products');
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
    const me = await (await fetch(`${api.base}/api/me`, { headers })).json();
    const shop = me.data.attributes.id_magasin;
    const orders = await (await fetch(`${api.base}/api/me/commandes`, { headers })).json();
    if (orders.meta.total < 200) throw new Error(`Expected 200 orders, got ${orders.meta.total}`);
    const first = await (
      await fetch(`${api.base}/api/me/smartlistes?magasin_id=${shop}`, { headers })
    ).json();
    if (!first.data?.length) throw new Error('No usual products for the customer with 200 orders');
    const department = first.meta.rayons[0]?.id;
    const requests = [
      { method: 'GET', path: `/api/me/smartlistes?magasin_id=${shop}`, headers },
      { method: 'GET', path: `/api/me/smartlistes?magasin_id=${shop}&rayon=${department}`, headers },
      { method: 'GET', path: `/api/me/smartlistes/panier-habituel?magasin_id=${shop}`, headers },
      { method: 'GET', path: `/api/me/smartlistes/suggestions?magasin_id=${shop}`, headers },
    ];
    // Warm-up (JIT, the product cards' cache), then the measure.
    await autocannon({ url: api.base, connections: 1, duration: 3, requests });
    const result = await autocannon({ url: api.base, connections: 1, duration: DURATION_S, requests });
    if (result.non2xx > 0) throw new Error(`${result.non2xx} answers were not 2xx`);
    return writeResult('usual-products', [
      // autocannon gives no p95: the p97.5 it gives is the stricter figure.
      metric('usual_products_p97_5_ms', result.latency.p97_5, 'ms', { max: 30 }),
      metric('usual_products_p50_ms', result.latency.p50, 'ms'),
      metric('usual_products_rps', result.requests.average, 'req/s'),
      metric('usual_products_count', first.data.length, 'count'),
    ]);
  } finally {
    await api?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
