// A chain's Saturday morning (issue #23): virtual shoppers against the shop run as in production, on
// PostgreSQL at full catalogue, with Redis, as two shop instances behind a small proxy (bench/proxy.mjs).
//
// Each virtual shopper, with its own address (X-Forwarded-For through the proxy, so that the per-address
// limits count it alone) and its own account (bench/saturday-shoppers.ts, attached to a drive store):
//   home page of its store; 2 searches; 2 category pages; 3 product sheets (pages, server-rendered);
//   logs in through the login form (argon2); adds 20 to 40 products with the cart form; the cart page;
//   then the checkout calls of the storefront (drive service, a random open slot, bags, card) and the
//   sandbox's hosted payment page, which sends it to its confirmation page.
// Think times between steps (THINK_MS), as a shopper reads. The number of shoppers grows by stages
// (STAGES, STAGE_S each); a stage passes when its pages' p95 <= 300 ms and nothing failed. The result
// is the largest stage that passed, its orders per minute, and where the machine's CPU went during it
// (shop main threads: rendering and the API; the shops' other threads: argon2 in libuv's pool and V8's
// collector; PostgreSQL's processes; the proxy; this load generator), from /proc.
// After the run: no slot overbooked, every slot's counter equal to its holds and orders, every
// confirmation a shopper saw is an order of theirs, no payment accepted without its order, no checkout
// paid twice.
//
// Environment: SATURDAY_PRODUCTS (catalogue size, default 100000), SATURDAY_STAGES (e.g. "10,20,40"),
// SATURDAY_STAGE_S, SATURDAY_INSTANCES (default 2), SATURDAY_WORKERS (per instance, default 1),
// BENCH_POSTGRES_URL (server, default postgres://postgres@127.0.0.1:5432/postgres).
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { BENCH_REDIS_URL, freePort, metric, redisAnswers, root, tempDataDir, writeResult } from './lib.mjs';
import { startShop } from './shop.mjs';

const env = process.env;
const PRODUCTS = Number(env.SATURDAY_PRODUCTS ?? 100_000);
const STAGES = (env.SATURDAY_STAGES ?? '10,20,30,45,60,80,100,130,160,200').split(',').map(Number);
const STAGE_S = Number(env.SATURDAY_STAGE_S ?? 40);
const RAMP_S = 10;
const INSTANCES = Number(env.SATURDAY_INSTANCES ?? 2);
const WORKERS = Number(env.SATURDAY_WORKERS ?? 1);
const SERVER_URL = env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PAGE_P95_BUDGET_MS = 300;
const THINK_MS = { page: [1500, 3500], add: [400, 1200], checkout: [500, 1000] };
const SEARCH_WORDS = ['lait', 'pain', 'yaourt', 'chocolat', 'café', 'pâtes', 'riz', 'eau', 'jus', 'beurre'];
const POOL_WORDS = ['lait', 'chocolat', 'pâtes', 'café', 'biscuits', 'riz', 'jus', 'fromage'];
const ACCEPTED_CARD = {
  numero: '4111 1111 1111 1111',
  expiration: '12/35',
  cvc: '123',
  titulaire: 'Cliente Samedi',
};
const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const between = ([low, high]) => low + Math.random() * (high - low);
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const percentile = (values, p) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

function databaseUrl(name) {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(sql, params) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

/**
 * A database of PRODUCTS products seeded today, copied from a template made once a day (seeding the
 * full catalogue takes minutes; slots are made for the days after the seed day).
 */
async function prepareDatabase() {
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  const template = `cabas_saturday_tpl_${PRODUCTS}_${day}`;
  const exists = await adminQuery('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
  let seedSeconds = null;
  if (!exists.rowCount) {
    const old = await adminQuery("SELECT datname FROM pg_database WHERE datname LIKE 'cabas_saturday_tpl_%'");
    for (const row of old.rows) await adminQuery(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${template}`);
    const started = performance.now();
    const seed = spawnSync('npx', ['tsx', 'apps/api/src/db/seed/cli.ts', '--products', String(PRODUCTS)], {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, DATABASE_URL: databaseUrl(template) },
    });
    if (seed.status !== 0) {
      await adminQuery(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      throw new Error('the seed failed');
    }
    seedSeconds = (performance.now() - started) / 1000;
  }
  const name = `cabas_saturday_run_${process.pid}`;
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  return { name, url: databaseUrl(name), template, seedSeconds };
}

function makeShoppers(url, count) {
  const run = spawnSync('npx', ['tsx', 'bench/saturday-shoppers.ts', String(count)], {
    cwd: root,
    encoding: 'utf8',
    env: { ...env, DATABASE_URL: url },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`shoppers: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1));
}

/** Products each store sells (drive, in stock, sold by the unit) and the category pages they sit in. */
async function storeCatalogue(base, storeId) {
  const products = new Map();
  const categories = new Set();
  for (const word of POOL_WORDS) {
    const res = await fetch(
      `${base}/api/magasins/${storeId}/recherche?query=${encodeURIComponent(word)}&page-size=48`,
      { headers: { 'x-forwarded-for': '10.255.255.1' } },
    );
    if (!res.ok) continue;
    for (const card of (await res.json()).data.attributes.product_list.data) {
      const a = card.attributes;
      for (const c of a.category_path ?? []) categories.add(c.url);
      if (a.en_stock && !a.pft && a.qte_pas === 1 && a.prix !== null && a.types_panier.includes('drive'))
        products.set(card.id, a.url);
    }
  }
  return { products: [...products].map(([id, url]) => ({ id, url })), categories: [...categories] };
}

/** CPU seconds of a process's main thread and of its other threads (Linux /proc; 0 elsewhere). */
function threadCpu(pid) {
  let main = 0;
  let others = 0;
  try {
    for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
      const fields = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ');
      const seconds = (Number(fields[11]) + Number(fields[12])) / 100;
      if (Number(tid) === pid) main += seconds;
      else others += seconds;
    }
  } catch {}
  return { main, others };
}

function childPids(pid) {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

function postgresPids() {
  const run = spawnSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' });
  return run.stdout.trim().split('\n').filter(Boolean).map(Number);
}

/** The CPU seconds of each part of the system so far, and of each PostgreSQL process (they come and go). */
function cpuSnapshot(shops, proxyPid) {
  const shopPids = shops.flatMap((shop) => [shop.pid, ...childPids(shop.pid)]);
  const parts = { shop_main: 0, shop_threads: 0, proxy: 0, load: 0 };
  for (const pid of shopPids) {
    const cpu = threadCpu(pid);
    parts.shop_main += cpu.main;
    parts.shop_threads += cpu.others;
  }
  const postgres = new Map(
    postgresPids().map((pid) => {
      const cpu = threadCpu(pid);
      return [pid, cpu.main + cpu.others];
    }),
  );
  const proxy = threadCpu(proxyPid);
  parts.proxy = proxy.main + proxy.others;
  const usage = process.cpuUsage();
  parts.load = (usage.user + usage.system) / 1e6;
  return { parts, postgres };
}

/** CPU used between two snapshots, in per cent of one core; a PostgreSQL process started since counts whole. */
function cpuBetween(from, to, seconds) {
  const used = Object.fromEntries(
    Object.keys(to.parts).map((part) => [part, to.parts[part] - from.parts[part]]),
  );
  used.postgres = 0;
  for (const [pid, seconds] of to.postgres) used.postgres += seconds - (from.postgres.get(pid) ?? 0);
  return Object.fromEntries(Object.entries(used).map(([part, s]) => [part, Math.round((s / seconds) * 100)]));
}

class Recorder {
  constructor() {
    this.events = [];
  }
  add(kind, ms, ok, detail) {
    this.events.push({ at: performance.now(), kind, ms, ok, detail });
  }
  between(from, to) {
    return this.events.filter((e) => e.at >= from && e.at < to);
  }
}

/** One virtual shopper's visit, from the home page to the confirmation page. */
async function visit({ base, origin, shopper, ip, catalogue, recorder, stopping }) {
  const jar = new Map([
    ['uuid', randomUUID()],
    ['magasin_id', String(shopper.store)],
    ['cabas_consentement', 'mesure%3D0'],
  ]);
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const headers = (extra = {}) => ({
    'x-forwarded-for': ip,
    'user-agent': USER_AGENT,
    'accept-language': 'fr-FR,fr;q=0.9',
    cookie: cookie(),
    ...extra,
  });
  const keepCookies = (res) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const timed = async (kind, path, init = {}, accept = (res) => res.status === 200) => {
    const started = performance.now();
    let res;
    try {
      res = await fetch(`${base}${path}`, { redirect: 'manual', ...init });
      const body = await res.text();
      keepCookies(res);
      const ok = accept(res, body);
      recorder.add(kind, performance.now() - started, ok, ok ? undefined : `${path} ${res.status}`);
      return { res, body, ok };
    } catch (error) {
      recorder.add(kind, performance.now() - started, false, `${path} ${error.message}`);
      return { res, body: '', ok: false };
    }
  };
  const page = (path) =>
    timed('page', path, { headers: headers({ accept: 'text/html', 'accept-encoding': 'br, gzip' }) });
  const think = (kind) => sleep(between(THINK_MS[kind]));

  if (!(await page('/')).ok) return;
  for (let i = 0; i < 2; i++) {
    await think('page');
    await page(`/recherche?keywords=${encodeURIComponent(pick(SEARCH_WORDS))}`);
  }
  for (let i = 0; i < 2; i++) {
    await think('page');
    await page(pick(catalogue.categories));
  }
  for (let i = 0; i < 3; i++) {
    await think('page');
    await page(pick(catalogue.products).url);
  }
  if (stopping()) return;

  await think('page');
  const login = await timed(
    'login',
    '/connexion',
    {
      method: 'POST',
      headers: headers({ origin, 'content-type': 'application/x-www-form-urlencoded' }),
      body: new URLSearchParams({ email: shopper.email, password: shopper.password }).toString(),
    },
    (res) => res.status === 303 || res.status === 302,
  );
  if (!login.ok) return;
  const session = jar.get('cabas_session');
  const token = session
    ? JSON.parse(Buffer.from(decodeURIComponent(session).split('.')[0], 'base64').toString('utf8'))
        .accessToken
    : null;
  if (!token) {
    recorder.add('login', 0, false, 'no session cookie');
    return;
  }

  const lines = 20 + Math.floor(Math.random() * 21);
  const chosen = [...catalogue.products].sort(() => Math.random() - 0.5).slice(0, lines);
  for (const product of chosen) {
    await think('add');
    await timed(
      'cart',
      '/ressources/panier',
      {
        method: 'POST',
        headers: headers({
          origin,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        }),
        body: new URLSearchParams({
          intent: 'set',
          produit_id: String(product.id),
          quantite: '1',
          avant: '0',
          type_panier: 'drive',
          js: '1',
        }).toString(),
      },
      // A refusal the shop explains (a product out of stock since) is an answer, not a failure.
      (res) => res.status === 200 || res.status === 422,
    );
  }
  await think('page');
  await page('/panier');

  const api = (method, path, body) =>
    timed(
      'checkout',
      path,
      {
        method,
        headers: {
          'x-forwarded-for': ip,
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      },
      (res) => res.status >= 200 && res.status < 300,
    );
  const checkoutBase = `/api/magasins/${shopper.store}/checkout`;
  await think('checkout');
  const created = await api('POST', `${checkoutBase}?type_panier=drive`);
  if (!created.ok) return;
  let c = JSON.parse(created.body);
  const drive = Object.values(c.data.modesCommande.services).find((s) => s.mode === 'DRIVE');
  if (!drive) return recorder.add('checkout', 0, false, 'no drive service');
  const put = async (body) => {
    const answer = await api('PUT', `${checkoutBase}/${c.data.id}`, {
      dateLastUpdate: c.data.attributes.dateLastUpdate,
      ...body,
    });
    if (answer.ok) c = JSON.parse(answer.body);
    return answer.ok;
  };
  if (!(await put({ service_id: drive.id }))) return;
  await think('checkout');
  const slots = await api(
    'GET',
    `${checkoutBase}/${c.data.id}/creneaux?service_id=${c.data.attributes.service_id}`,
  );
  if (!slots.ok) return;
  const open = JSON.parse(slots.body)
    .data.flatMap((day) => day.creneaux)
    .filter((slot) => slot.etat === 'disponible');
  if (!open.length) return recorder.add('no_slot', 0, true);
  // Most shoppers want the first days: a slot among the 12 first open ones.
  const slot = pick(open.slice(0, 12));
  const version = encodeURIComponent(c.data.attributes.dateLastUpdate);
  const chosenSlot = await api('POST', `${checkoutBase}/${c.data.id}/creneau?dateLastUpdate=${version}`, {
    creneau_id: slot.id,
  });
  if (!chosenSlot.ok) {
    // Taken by another shopper between the list and the choice: the shop said so, nothing lost.
    if (chosenSlot.res?.status === 409) return recorder.add('slot_taken', 0, true);
    return;
  }
  c = JSON.parse(chosenSlot.body);
  if (!(await put({ avec_sacs: false, modePaiement: 'cb' }))) return;
  await think('checkout');
  const paid = await api('POST', `${checkoutBase}/${c.data.id}/processPaiement`, { confirmer: true });
  if (!paid.ok) return;
  const paymentPath = new URL(JSON.parse(paid.body).url_webview_paiement).pathname;
  await think('page');
  const card = await timed(
    'payment',
    paymentPath,
    {
      method: 'POST',
      headers: headers({ origin, 'content-type': 'application/x-www-form-urlencoded' }),
      body: new URLSearchParams(ACCEPTED_CARD).toString(),
    },
    (res) =>
      res.status === 303 && /\/commander\/confirmation\/\d+\/ok$/.test(res.headers.get('location') ?? ''),
  );
  if (!card.ok) return;
  const location = card.res.headers.get('location');
  const orderId = Number(/\/confirmation\/(\d+)\/ok$/.exec(location)[1]);
  recorder.add('order', 0, true, { orderId, email: shopper.email });
  await page(new URL(location, base).pathname);
}

/** What the database says after the run: places, orders and payments. */
async function consistency(url, orders, since) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const one = async (sql, params) => Number((await client.query(sql, params)).rows[0].n);
    const overbooked = await one('SELECT COUNT(*) AS n FROM slots WHERE reserved > capacity');
    const mismatched = await one(`SELECT COUNT(*) AS n FROM slots s WHERE s.reserved <> (
        (SELECT COUNT(*) FROM slot_holds h WHERE h.slot_id = s.id AND h.released_at IS NULL AND h.booked_at IS NULL)
        + (SELECT COUNT(*) FROM orders o WHERE o.slot_id = s.id
            AND o.statut_code IN ('COMMANDEE', 'VALIDEE', 'EN_ATTENTE', 'RETIREE')))`);
    const ids = orders.map((o) => o.orderId);
    const found = ids.length
      ? (
          await client.query(
            `SELECT o.id, c.email FROM orders o JOIN clients c ON c.id = o.client_id
              WHERE o.id = ANY($1::int[]) AND o.statut_code IN ('COMMANDEE', 'VALIDEE', 'EN_ATTENTE')`,
            [ids],
          )
        ).rows
      : [];
    const owner = new Map(found.map((row) => [Number(row.id), row.email]));
    const lost = orders.filter((o) => owner.get(o.orderId) !== o.email).length;
    const acceptedWithoutOrder = await one(
      "SELECT COUNT(*) AS n FROM payment_sessions WHERE status = 'acceptee' AND order_id IS NULL AND created_at >= $1",
      [since],
    );
    const paidTwice = await one(
      `SELECT COUNT(*) AS n FROM (SELECT checkout_id FROM payment_sessions
        WHERE status = 'acceptee' AND created_at >= $1 GROUP BY checkout_id HAVING COUNT(*) > 1) twice`,
      [since],
    );
    const ordersInDatabase = await one('SELECT COUNT(*) AS n FROM orders WHERE placed_at >= $1', [since]);
    return { overbooked, mismatched, lost, acceptedWithoutOrder, paidTwice, ordersInDatabase };
  } finally {
    await client.end();
  }
}

function startProxy(port, upstreams) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bench/proxy.mjs', String(port), ...upstreams], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.once('error', reject);
    child.stdout.once('data', () => resolve(child));
  });
}

function summarise(events, seconds) {
  const pages = events.filter((e) => e.kind === 'page');
  const failures = events.filter((e) => !e.ok);
  const of = (kind) => events.filter((e) => e.kind === kind);
  return {
    pages: pages.length,
    page_p50_ms: Math.round(
      percentile(
        pages.map((e) => e.ms),
        50,
      ),
    ),
    page_p95_ms: Math.round(
      percentile(
        pages.map((e) => e.ms),
        95,
      ),
    ),
    cart_p95_ms: Math.round(
      percentile(
        of('cart').map((e) => e.ms),
        95,
      ),
    ),
    checkout_p95_ms: Math.round(
      percentile(
        of('checkout').map((e) => e.ms),
        95,
      ),
    ),
    login_p95_ms: Math.round(
      percentile(
        of('login').map((e) => e.ms),
        95,
      ),
    ),
    payment_p95_ms: Math.round(
      percentile(
        of('payment').map((e) => e.ms),
        95,
      ),
    ),
    orders: of('order').length,
    orders_per_min: Math.round((of('order').length / seconds) * 60 * 10) / 10,
    no_slot: of('no_slot').length,
    slot_taken: of('slot_taken').length,
    errors: failures.length,
    first_errors: failures.slice(0, 5).map((e) => `${e.kind}: ${e.detail}`),
  };
}

export async function benchSaturday() {
  if (!(await redisAnswers())) throw new Error(`Redis does not answer at ${BENCH_REDIS_URL}`);
  const database = await prepareDatabase();
  const shoppers = makeShoppers(database.url, Math.max(...STAGES) * 12);
  const proxyPort = await freePort();
  const origin = `http://127.0.0.1:${proxyPort}`;
  const shops = [];
  const dataDirs = [];
  let proxy;
  const recorder = new Recorder();
  const stages = [];
  let stop = false;
  const running = [];
  const machineBefore = os.cpus().length;
  let checks;
  const startedAt = new Date().toISOString();
  let shares = null;
  try {
    for (let i = 0; i < INSTANCES; i++) {
      // Each instance its own data folder, as on its own host: nothing of one is read by the other.
      const dataDir = tempDataDir(`saturday-${i}`);
      dataDirs.push(dataDir);
      shops.push(
        await startShop({
          label: `saturday-${i}`,
          dataDir,
          env: {
            DATABASE_URL: database.url,
            REDIS_URL: BENCH_REDIS_URL,
            WEB_CONCURRENCY: String(WORKERS),
            TRUST_PROXY: 'loopback',
            PUBLIC_URL: origin,
          },
        }),
      );
    }
    proxy = await startProxy(
      proxyPort,
      shops.map((shop) => shop.base),
    );
    const catalogues = new Map();
    for (const store of new Set(shoppers.map((s) => s.store))) {
      const catalogue = await storeCatalogue(origin, store);
      if (catalogue.products.length >= 40 && catalogue.categories.length) catalogues.set(store, catalogue);
    }
    const usable = shoppers.filter((s) => catalogues.has(s.store));
    let nextShopper = 0;
    let nextAddress = 0;

    const virtualShopper = async () => {
      const ip = `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress++ & 255}`;
      while (!stop) {
        const shopper = usable[nextShopper++ % usable.length];
        await visit({
          base: origin,
          origin,
          shopper,
          ip,
          catalogue: catalogues.get(shopper.store),
          recorder,
          stopping: () => stop,
        });
      }
    };

    let active = 0;
    for (const target of STAGES) {
      // New shoppers arrive over the ramp, not all in the same millisecond.
      const arriving = target - active;
      for (let i = 0; i < arriving; i++) {
        running.push(virtualShopper());
        await sleep((RAMP_S * 1000) / Math.max(1, arriving));
      }
      active = target;
      const from = performance.now();
      const cpuFrom = cpuSnapshot(shops, proxy.pid);
      await sleep(STAGE_S * 1000);
      const to = performance.now();
      const cpuTo = cpuSnapshot(shops, proxy.pid);
      const seconds = (to - from) / 1000;
      const cpu = cpuBetween(cpuFrom, cpuTo, seconds);
      const stage = {
        shoppers: target,
        ...summarise(recorder.between(from, to), seconds),
        cpu_percent_of_a_core: cpu,
      };
      stages.push(stage);
      console.log(JSON.stringify(stage));
      if (stage.page_p95_ms > PAGE_P95_BUDGET_MS || stage.errors > 0) break;
    }
  } finally {
    stop = true;
    // Visits under way finish (an order half placed is checked like any other).
    await Promise.race([Promise.all(running), sleep(120_000)]);
    try {
      shares = await (await fetch(`${origin}/__proxy`)).json();
    } catch {}
    const orders = recorder.events.filter((e) => e.kind === 'order').map((e) => e.detail);
    checks = await consistency(database.url, orders, startedAt);
    proxy?.kill('SIGTERM');
    for (const shop of shops) await shop.stop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    await adminQuery(`DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`);
  }

  const passed = stages.filter((s) => s.page_p95_ms <= PAGE_P95_BUDGET_MS && s.errors === 0);
  const best = passed.at(-1) ?? null;
  const cpu = best?.cpu_percent_of_a_core ?? {};
  const cpuTotal = Object.values(cpu).reduce((a, b) => a + b, 0) || 1;
  const share = (part) => Math.round(((cpu[part] ?? 0) / cpuTotal) * 1000) / 10;
  const metrics = [
    metric('saturday_max_shoppers', best?.shoppers ?? 0, 'shoppers'),
    metric('saturday_orders_per_min', best?.orders_per_min ?? 0, 'orders/min'),
    metric('saturday_orders_per_hour', (best?.orders_per_min ?? 0) * 60, 'orders/h'),
    metric('saturday_page_p95_ms', best?.page_p95_ms ?? 0, 'ms', { max: PAGE_P95_BUDGET_MS }),
    metric('saturday_cart_add_p95_ms', best?.cart_p95_ms ?? 0, 'ms'),
    metric('saturday_checkout_call_p95_ms', best?.checkout_p95_ms ?? 0, 'ms'),
    metric('saturday_login_p95_ms', best?.login_p95_ms ?? 0, 'ms'),
    metric('saturday_cpu_share_shop_main_pct', share('shop_main'), '%'),
    metric('saturday_cpu_share_shop_threads_pct', share('shop_threads'), '%'),
    metric('saturday_cpu_share_postgres_pct', share('postgres'), '%'),
    metric('saturday_cpu_share_proxy_pct', share('proxy'), '%'),
    metric('saturday_cpu_share_load_generator_pct', share('load'), '%'),
    metric('saturday_slots_overbooked', checks.overbooked, 'count', { max: 0 }),
    metric('saturday_slot_counters_wrong', checks.mismatched, 'count', { max: 0 }),
    metric('saturday_orders_lost', checks.lost + checks.acceptedWithoutOrder, 'count', { max: 0 }),
    metric('saturday_checkouts_paid_twice', checks.paidTwice, 'count', { max: 0 }),
  ];
  return writeResult('saturday', metrics, {
    note:
      `${INSTANCES} shop instance(s) x ${WORKERS} process(es), each with its own data folder, behind bench/proxy.mjs ` +
      `(round robin), PostgreSQL (${PRODUCTS} products, database copied from ${database.template}), Redis; ` +
      `${machineBefore} cores shared by the shops, PostgreSQL, Redis, the proxy and this load generator. Stages of ` +
      `${STAGE_S} s after a ${RAMP_S} s ramp: ${STAGES.join(', ')} shoppers; think times ${JSON.stringify(THINK_MS)} ms. ` +
      'A stage passes with page p95 <= 300 ms and no failed request; the figures are those of the largest stage that passed. ' +
      'CPU shares: of all the CPU used during that stage (shop main threads = rendering + API + SQL client; ' +
      "shop other threads = argon2 in libuv's pool, V8's collector; postgres = every PostgreSQL process).",
    seed_seconds: database.seedSeconds,
    stages,
    upstream_share: shares,
    checks,
  });
}
