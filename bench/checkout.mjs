// Checkout creation: POST /api/magasins/{shop}/checkout?type_panier=drive — create
// the checkout of the logged-in client's cart, or return the open one, with modes, services,
// possibility info, next slots and the whole cart — p99 <= 100 ms at 20 connections.
//
// The two demo clients of store-of-their-own fill a drive cart of 10 products; autocannon then calls
// POST /checkout for them in turn (the open checkout is synced and rendered each time). True creations
// (no open checkout) are timed separately: 50 create + cancel cycles, one at a time.

import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { cpuSeconds, fillDriveCart, metric, okJson, startApi, tempDataDir, writeResult } from './lib.mjs';

const CONNECTIONS = 20;
const DURATION_S = 15;
const CYCLES = 50;
const ACCOUNTS = [
  { email: 'marie.dupont@exemple.fr', password: 'Courses2024' },
  { email: 'julien.moreau@exemple.fr', password: 'Fidelite2024' },
];
const QUERIES = ['lait', 'chocolat', 'pâtes', 'café', 'biscuits', 'riz'];

async function login(base, account) {
  const res = await fetch(`${base}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', ...account }),
  });
  const token = (await okJson(res, 'login')).access_token;
  const me = await okJson(
    await fetch(`${base}/api/me`, { headers: { authorization: `Bearer ${token}` } }),
    'me',
  );
  return { token, shop: me.data.id_magasin ?? me.data.attributes?.id_magasin };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

export async function benchCheckout() {
  const dataDir = tempDataDir('checkout');
  const server = await startApi({
    dataDir,
    timeoutMs: 300_000,
    env: { REDIS_URL: '', RATE_LIMIT_MAX: '100000000' },
  });
  const { base } = server;
  try {
    const clients = [];
    for (const account of ACCOUNTS) {
      const client = await login(base, account);
      if (!client.shop) throw new Error(`no store for ${account.email}`);
      if ((await fillDriveCart(base, client, QUERIES, 10)) < 5)
        throw new Error(`cart of ${account.email} not filled`);
      clients.push(client);
    }
    const post = (client) =>
      fetch(`${base}/api/magasins/${client.shop}/checkout?type_panier=drive`, {
        method: 'POST',
        headers: { authorization: `Bearer ${client.token}` },
      });

    // True creations: create, then cancel so that the next call creates again.
    const creations = [];
    for (let i = 0; i < CYCLES; i++) {
      const started = performance.now();
      const res = await post(clients[0]);
      creations.push(performance.now() - started);
      if (res.status !== 201) throw new Error(`creation: ${res.status} ${await res.text()}`);
      const body = await res.json();
      const version = encodeURIComponent(body.data.attributes.dateLastUpdate);
      await okJson(
        await fetch(
          `${base}/api/magasins/${clients[0].shop}/checkout/${body.data.id}?dateLastUpdate=${version}`,
          {
            method: 'DELETE',
            headers: { authorization: `Bearer ${clients[0].token}` },
          },
        ),
        'cancel',
      );
    }

    let n = 0;
    const loadAvg = os.loadavg();
    const cpuBefore = cpuSeconds(server.pid);
    const measured = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          setupRequest: (req) => {
            const client = clients[n++ % clients.length];
            return {
              ...req,
              method: 'POST',
              path: `/api/magasins/${client.shop}/checkout?type_panier=drive`,
              headers: { authorization: `Bearer ${client.token}` },
            };
          },
        },
      ],
    });
    const cpuMsPerRequest = ((cpuSeconds(server.pid) - cpuBefore) * 1000) / measured.requests.total;
    const errors = measured.non2xx + measured.errors + measured.timeouts;
    const metrics = [
      metric('checkout_post_rps', measured.requests.average, 'req/s'),
      metric('checkout_post_p50_ms', measured.latency.p50, 'ms'),
      metric('checkout_post_p99_ms', measured.latency.p99, 'ms', { max: 100 }),
      metric('checkout_post_errors', errors, 'count', { max: 0 }),
      // The server's own CPU time per call: what one free core could serve, whatever the load.
      metric('checkout_post_server_cpu_ms', cpuMsPerRequest, 'ms'),
      metric('checkout_post_rps_per_free_core', 1000 / cpuMsPerRequest, 'req/s'),
      metric('checkout_create_p50_ms', percentile(creations, 50), 'ms'),
      metric('checkout_create_p99_ms', percentile(creations, 99), 'ms', { max: 100 }),
    ];
    return writeResult('checkout', metrics, {
      note:
        `POST /checkout (create or return the open one) for ${clients.length} logged-in clients with 10-line drive ` +
        `carts, ${CONNECTIONS} connections for ${DURATION_S} s; creations: ${CYCLES} create + cancel cycles one at a ` +
        `time. Load average before the run: ${loadAvg.map((l) => l.toFixed(2)).join(' ')}.`,
      requests: measured.requests.total,
    });
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
