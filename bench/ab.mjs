// Paired comparison of two checkouts of the shop (docs/benchmarks/paired-runs.md): `node bench/ab.mjs <other>`
// starts the built shop of this checkout (B) and of `<other>` (A, e.g. a worktree of the previous
// main, built), both pinned to core 0 with fresh demo data, and alternates short autocannon runs of
// the same requests against each (load generator on core 1), the idle one frozen. Each pair is
// measured under the same conditions, so drift of the host cancels out; it prints the median of each
// side, B/A of those medians and the median of the pairs' own ratios, and each shop's resident memory
// after the scenario; `AB_ROUNDS` repeats it all with new shops. `node bench/ab.mjs <A> <B>` compares
// two other built checkouts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildShopIfStale } from '../scripts/build-web.mjs';
import { SHOP_NODE_FLAGS } from '../scripts/node-flags.mjs';
import {
  BROWSER_HEADERS,
  benchServerEnv,
  cpuSeconds,
  driveProductIds,
  freePort,
  root,
  rssMb,
  ssrLoad,
  tempDataDir,
} from './lib.mjs';

const other = path.resolve(process.argv[2] ?? '');
/** B: this checkout, or a second built checkout named after the first (two older trees compared). */
const second = process.argv[3] ? path.resolve(process.argv[3]) : null;
for (const checkout of [other, second ?? other])
  if (!process.argv[2] || !fs.existsSync(path.join(checkout, 'apps/web/build/server')))
    throw new Error('usage: node bench/ab.mjs <other checkout> [second checkout], built with npm run build');
const PAIRS = Number(process.env.AB_PAIRS ?? 5);
const DURATION_S = Number(process.env.AB_DURATION_S ?? 4);
const WARMUP_S = Number(process.env.AB_WARMUP_S ?? 12);
/** Only the scenarios whose name contains this text (e.g. `AB_ONLY=cart`). */
const ONLY = process.env.AB_ONLY ?? '';
/**
 * Scenarios (name contains this text) sent their warm-up first, unmeasured, e.g. `AB_AFTER=ssr` with
 * `AB_ONLY=api`: an API call measured in a process that has served pages, as in the full run.
 */
const AFTER = process.env.AB_AFTER ?? '';
/**
 * Rounds, each with two newly started shops: two processes of the same build differ by several per
 * cent for their whole life (what the JIT made of them, where their heap lies), more than the runs of
 * one pair of processes differ between themselves.
 */
const ROUNDS = Number(process.env.AB_ROUNDS ?? 1);
const SHOP = 2;
const VISITOR = '5d6e7f80-91a2-4b3c-8d4e-5f60718293a4';

async function startShop(cwd, label) {
  const dataDir = tempDataDir(`ab-${label}`);
  const port = await freePort();
  // A checkout built before decision 069 has no compiled server: it runs its sources through tsx.
  const entry = fs.existsSync(path.join(cwd, 'dist/shop.js'))
    ? ['dist/shop.js']
    : ['--import', 'tsx', 'apps/shop/src/server.ts'];
  const child = spawn('taskset', ['-c', '0', process.execPath, ...SHOP_NODE_FLAGS, ...entry], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: benchServerEnv(port, dataDir),
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {}
    if (i > 720) throw new Error(`${label} shop not ready`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    label,
    base,
    cpu: () => cpuSeconds(child.pid),
    rss: () => rssMb(child.pid),
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    stop: () => {
      child.kill('SIGCONT');
      child.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function fillCart(base, ids) {
  const res = await fetch(`${base}/api/magasins/${SHOP}/panier/lignes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-uuid': VISITOR },
    body: JSON.stringify({
      type_panier: 'drive',
      lignes: ids.map((id) => ({ produit_id: id, quantite: 1 })),
    }),
  });
  if (!res.ok) throw new Error(`bulk add answered ${res.status}`);
}

async function scenarios(base) {
  const ids = await driveProductIds(base, SHOP, 30);
  await fillCart(base, ids);
  const page = { ...BROWSER_HEADERS, cookie: `uuid=${VISITOR}; magasin_id=${SHOP}` };
  const categories = await (await fetch(`${base}/api/categories`)).json();
  const department = categories.data.find((d) => d.children.some((c) => c.children.length));
  const section = department.children.find((c) => c.children.length);
  const leaf = section.children[0];
  const category = `/${department.slug}/${section.slug}/${leaf.slug}-c-${leaf.id}`;
  const search = await (
    await fetch(`${base}/api/magasins/${SHOP}/recherche?query=pates&page-size=48`)
  ).json();
  const product = search.data.attributes.product_list.data[0].attributes.url;
  return [
    { name: 'ssr home (store)', path: '/', headers: page },
    { name: 'ssr category', path: category, headers: page },
    { name: 'ssr product', path: product, headers: page },
    { name: 'ssr cart (30 lines)', path: '/panier', headers: page },
    { name: 'api search', path: `/api/magasins/${SHOP}/recherche?query=pates&page-size=48`, headers: {} },
    { name: 'api product', path: `/api/magasins/${SHOP}/produits/${ids[1]}`, headers: {} },
    {
      name: 'api cart',
      path: `/api/magasins/${SHOP}/panier?type_panier=drive`,
      headers: { 'x-uuid': VISITOR },
    },
  ];
}

/** The shops of the current round. */
let a;
let b;

/**
 * Lets `shop` alone use the core: the other is frozen (SIGSTOP). An idle V8 process collects its heap
 * on its own schedule (a full collection of a few hundred megabytes takes 100-250 ms of the core):
 * frozen, the other shop cannot take that time from the one being measured, and the second of quiet
 * after waking lets this one finish a collection it had due before its run starts.
 */
async function focus(shop) {
  for (const other of [a, b]) if (other !== shop) other.pause();
  shop.resume();
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

/** One run against `shop`, alone on the core. */
async function measure(shop, scenario, duration) {
  await focus(shop);
  return load(shop, scenario, duration);
}

async function load(shop, scenario, duration) {
  const before = shop.cpu();
  const result = await ssrLoad({
    url: shop.base + scenario.path,
    connections: 8,
    duration,
    headers: scenario.headers,
  });
  const cpu = shop.cpu() - before;
  const bad = result.non2xx + result.errors + result.timeouts;
  return { rps: result.requests.average, cpuMs: (cpu * 1000) / Math.max(1, result.requests.total), bad };
}

async function warmUp(scenario) {
  for (const shop of [a, b]) {
    await focus(shop);
    const res = await fetch(shop.base + scenario.path, { headers: scenario.headers, redirect: 'manual' });
    if (res.status !== 200) throw new Error(`${shop.label} ${scenario.path} answered ${res.status}`);
    await load(shop, scenario, WARMUP_S);
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Runs of one scenario, on each side, over every round. */
const runs = new Map();

async function round(number) {
  a = await startShop(other, 'A');
  b = await startShop(second ?? root, 'B');
  try {
    const all = await scenarios(b.base);
    await scenarios(a.base);
    const list = all.filter((scenario) => scenario.name.includes(ONLY));
    const before = AFTER ? all.filter((s) => s.name.includes(AFTER) && !list.includes(s)) : [];
    for (const scenario of before) await warmUp(scenario);
    for (const scenario of list) {
      await warmUp(scenario);
      const these = { A: [], B: [] };
      for (let i = 0; i < PAIRS; i++) {
        const order = i % 2 ? [b, a] : [a, b];
        for (const shop of order) these[shop.label].push(await measure(shop, scenario, DURATION_S));
      }
      const kept = runs.get(scenario.name) ?? { A: [], B: [] };
      kept.A.push(...these.A);
      kept.B.push(...these.B);
      runs.set(scenario.name, kept);
      const label = ROUNDS > 1 ? `${number}. ${scenario.name}` : scenario.name;
      console.log(`${report(label, these)} | RSS A ${a.rss().toFixed(0)} B ${b.rss().toFixed(0)} MB`);
    }
  } finally {
    a.stop();
    b.stop();
  }
}

function report(label, { A: runsA, B: runsB }) {
  const side = (list) => ({
    rps: median(list.map((r) => r.rps)),
    cpuMs: median(list.map((r) => r.cpuMs)),
    bad: list.reduce((s, r) => s + r.bad, 0),
  });
  const A = side(runsA);
  const B = side(runsB);
  // Each pair ran back to back: the median of the pairs' own ratios shrugs off a pair taken while
  // the host slowed down, which moves both medians above.
  const pairRatio = (field) => median(runsB.map((run, i) => run[field] / runsA[i][field]));
  return `${label.padEnd(22)} A ${A.rps.toFixed(0)} req/s ${A.cpuMs.toFixed(2)} ms CPU | B ${B.rps.toFixed(0)} req/s ${B.cpuMs.toFixed(2)} ms CPU | B/A rps ${(B.rps / A.rps).toFixed(3)} CPU ${(B.cpuMs / A.cpuMs).toFixed(3)} | pairs B/A rps ${pairRatio('rps').toFixed(3)} CPU ${pairRatio('cpuMs').toFixed(3)}${A.bad || B.bad ? ` | errors A ${A.bad} B ${B.bad}` : ''}`;
}

if (!second) buildShopIfStale();
for (let i = 1; i <= ROUNDS; i++) await round(i);
if (ROUNDS > 1) {
  console.log(`All ${ROUNDS} rounds:`);
  for (const [name, kept] of runs) console.log(report(name, kept));
}
