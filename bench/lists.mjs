// Shopping lists: the page of a list of 100 items, server-rendered for its customer — >= 150 req/s;
// adding a 50-item list to the cart (the bulk add the list page sends) — p95 <= 100 ms. The cart add
// is one shopper's call at a time (its latency), the page is 10 connections (the throughput).
import fs from 'node:fs';
import autocannon from 'autocannon';
import { BROWSER_HEADERS, checkPage, metric, ssrLoad, startApi, tempDataDir, writeResult } from './lib.mjs';
import { startPageShop } from './shop.mjs';

const DURATION_S = 10;
const STORE_ID = 2;
const ACCOUNT = { email: 'marie.dupont@exemple.fr', password: 'Courses2024' };
const QUERIES = [
  'lait',
  'yaourt',
  'chocolat',
  'biscuit',
  'fromage',
  'pates',
  'jus',
  'cafe',
  'riz',
  'the',
  'eau',
  'pain',
];

/** At least `count` products the store sells, from a few searches. */
async function productIds(base, headers, count) {
  const ids = new Set();
  for (const query of QUERIES) {
    for (let page = 1; page <= 5 && ids.size < count; page++) {
      const res = await fetch(`${base}/api/magasins/${STORE_ID}/recherche?query=${query}&page=${page}`, {
        headers,
      });
      if (!res.ok) break;
      const products = (await res.json()).data.attributes.product_list.data;
      if (!products.length) break;
      for (const p of products) if (p.attributes.prix !== null && p.attributes.type === 'TC') ids.add(p.id);
    }
    if (ids.size >= count) return [...ids].slice(0, count);
  }
  throw new Error(`only ${ids.size} products found, ${count} needed`);
}

async function createList(base, headers, titre, ids) {
  const res = await fetch(`${base}/api/me/listes`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      titre,
      magasin_id: STORE_ID,
      items: ids.map((id) => ({ produit_id: id, quantite: 1 })),
    }),
  });
  if (res.status !== 201) throw new Error(`list creation answered ${res.status}`);
  return (await res.json()).data;
}

export async function benchLists() {
  const dataDir = tempDataDir('lists');
  // One shopper's calls from one address: the per-address limit (1,200 a minute) is lifted for the run.
  let api = await startApi({ dataDir, env: { REDIS_URL: '', RATE_LIMIT_MAX: '100000000' } });
  try {
    const login = await fetch(`${api.base}/api/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', ...ACCOUNT }),
    });
    const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
    const ids = await productIds(api.base, headers, 100);
    const big = await createList(api.base, headers, 'Liste de 100 produits', ids);
    const fifty = await createList(api.base, headers, 'Liste de 50 produits', ids.slice(0, 50));
    const body = JSON.stringify({
      lignes: fifty.items.map((i) => ({ produit_id: i.produit.id, quantite: i.quantite })),
      type_panier: 'drive',
    });
    const add = await autocannon({
      url: api.base,
      connections: 1,
      duration: DURATION_S,
      requests: [
        {
          method: 'POST',
          path: `/api/magasins/${STORE_ID}/panier/lignes`,
          headers: { ...headers, 'content-type': 'application/json' },
          body,
        },
        // The cart emptied again, so that each add starts from the same cart.
        { method: 'DELETE', path: `/api/magasins/${STORE_ID}/panier?type_panier=drive`, headers },
      ],
    });
    if (add.non2xx > 0) throw new Error(`${add.non2xx} cart answers were not 2xx`);
    await api.stop();
    api = null;
    const page = await listPageLoad(dataDir, big.id);
    return writeResult('lists', [
      // autocannon gives no p95: the p97.5 it gives is the stricter figure (adds and empties mixed).
      metric('list_50_to_cart_p97_5_ms', add.latency.p97_5, 'ms', { max: 100 }),
      metric('ssr_list_100_rps', page.rps, 'req/s', { min: 150 }),
      metric('ssr_list_100_p99_ms', page.p99_ms, 'ms'),
      metric('ssr_list_100_errors', page.errors, 'count', { max: 0 }),
    ]);
  } finally {
    await api?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** SSR throughput of the list page (100 items), logged in through the storefront's login form. */
async function listPageLoad(dataDir, listId) {
  const shop = await startPageShop({ label: 'list-page', dataDir, env: { RATE_LIMIT_MAX: '100000000' } });
  try {
    const login = await fetch(`${shop.base}/connexion`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: shop.base },
      body: new URLSearchParams(ACCOUNT).toString(),
    });
    const cookie = [
      ...login.headers.getSetCookie().map((c) => c.split(';')[0]),
      `magasin_id=${STORE_ID}`,
    ].join('; ');
    const headers = { ...BROWSER_HEADERS, cookie };
    const url = `${shop.base}/mon-compte/mes-listes-de-courses/${listId}`;
    await checkPage(url, headers, (html) => {
      if (!html.includes('Liste de 100 produits')) throw new Error(`${url} is not the list page`);
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
