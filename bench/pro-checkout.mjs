// Pro checkout creation: POST /api/magasins/{shop}/checkoutPro — create the pro checkout of the
// logged-in pro's drive cart, or return the open one, with its drive services, slots, payment modes
// and outstanding — the consumer checkout's budget: p99 <= 100 ms at 20 connections.
//
// The demo pro (Boulangerie Lefebvre) fills a drive cart of 10 products in one of his agreement
// stores; the first call creates the checkout (timed once: there is no call to cancel a pro checkout),
// then autocannon calls POST /checkoutPro for him (the open checkout is synced and rendered each time).

import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { cpuSeconds, fillDriveCart, metric, okJson, startApi, tempDataDir, writeResult } from './lib.mjs';

const CONNECTIONS = 20;
const DURATION_S = 15;
const PRO = { email: 'contact@boulangerie-lefebvre.exemple.fr', password: 'ProCabas2024' };
const QUERIES = ['farine', 'beurre', 'sucre', 'lait', 'chocolat', 'café', 'pâtes', 'riz'];
const CART_LINES = 10;

/** The pro's token and an agreement store that offers the pro service (his own store first). */
async function loginPro(base) {
  const res = await fetch(`${base}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', ...PRO }),
  });
  const token = (await okJson(res, 'login')).access_token;
  const headers = { authorization: `Bearer ${token}` };
  const me = await okJson(await fetch(`${base}/api/me`, { headers }), 'me');
  const space = await okJson(await fetch(`${base}/api/me/espace-pro`, { headers }), 'espace-pro');
  const stores = space.data.magasins.filter((m) => m.service_pro).map((m) => m.id);
  const own = me.data.id_magasin ?? me.data.attributes?.id_magasin;
  const shop = stores.includes(own) ? own : stores[0];
  if (!shop) throw new Error('the demo pro has no agreement store with the pro service');
  return { token, shop };
}

export async function benchProCheckout() {
  const dataDir = tempDataDir('pro-checkout');
  const server = await startApi({
    dataDir,
    timeoutMs: 300_000,
    env: { REDIS_URL: '', RATE_LIMIT_MAX: '100000000' },
  });
  const { base } = server;
  try {
    const client = await loginPro(base);
    const lines = await fillDriveCart(base, client, QUERIES, CART_LINES);
    if (lines < CART_LINES) throw new Error(`the pro's drive cart has ${lines} lines, not ${CART_LINES}`);
    const path = `/api/magasins/${client.shop}/checkoutPro`;
    const headers = { authorization: `Bearer ${client.token}` };

    const started = performance.now();
    const first = await fetch(`${base}${path}`, { method: 'POST', headers });
    const creationMs = performance.now() - started;
    if (first.status !== 201) throw new Error(`creation: ${first.status} ${await first.text()}`);
    await first.arrayBuffer();
    const again = await fetch(`${base}${path}`, { method: 'POST', headers });
    if (again.status !== 200) throw new Error(`open checkout: ${again.status} ${await again.text()}`);
    await again.arrayBuffer();

    const loadAvg = os.loadavg();
    const cpuBefore = cpuSeconds(server.pid);
    const measured = await autocannon({
      url: `${base}${path}`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      method: 'POST',
      headers,
    });
    const cpuMsPerRequest = ((cpuSeconds(server.pid) - cpuBefore) * 1000) / measured.requests.total;
    const errors = measured.non2xx + measured.errors + measured.timeouts;
    if (errors) console.error('pro-checkout: answers by status', measured.statusCodeStats);
    const metrics = [
      metric('pro_checkout_post_rps', measured.requests.average, 'req/s'),
      metric('pro_checkout_post_p50_ms', measured.latency.p50, 'ms'),
      metric('pro_checkout_post_p99_ms', measured.latency.p99, 'ms', { max: 100 }),
      metric('pro_checkout_post_errors', errors, 'count', { max: 0 }),
      // The server's own CPU time per call: what one free core could serve, whatever the load.
      metric('pro_checkout_post_server_cpu_ms', cpuMsPerRequest, 'ms'),
      metric('pro_checkout_post_rps_per_free_core', 1000 / cpuMsPerRequest, 'req/s'),
      metric('pro_checkout_create_ms', creationMs, 'ms', { max: 100 }),
    ];
    return writeResult('pro-checkout', metrics, {
      note:
        `POST /checkoutPro (create or return the open one) for the demo pro in store ${client.shop} with a ` +
        `${lines}-line drive cart, ${CONNECTIONS} connections for ${DURATION_S} s; the creation is the first call, ` +
        `timed once. Load average before the run: ${loadAvg.map((l) => l.toFixed(2)).join(' ')}.`,
      requests: measured.requests.total,
    });
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
