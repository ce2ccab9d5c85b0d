// The built shop (storefront + API, compiled: dist/shop.js, as `npm start` runs it) on a free port with fresh demo data, for the
// page benchmarks (SSR throughput, Lighthouse).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { buildShopIfStale, SHOP_ENTRY } from '../scripts/build-web.mjs';
import { SHOP_NODE_FLAGS } from '../scripts/node-flags.mjs';
import {
  BENCH_REDIS_URL,
  benchServerEnv,
  freePort,
  redisAnswers,
  root,
  ssrPinned,
  tempDataDir,
} from './lib.mjs';

/** Options of Debian's Chromium for the benchmarks (the same as the browser journeys'). */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];

/**
 * Builds the storefront when its sources changed, then starts the shop: one process pinned to `cpu`,
 * or `workers` processes (WEB_CONCURRENCY, with Redis at `redisUrl`). Production mode, the V8 flags
 * of `npm start`, LOG_LEVEL=warn (no line per request), SQLite with fresh demo data, or the given
 * `dataDir` (e.g. the 100k-product catalogue, kept on stop). `cpuTime()` gives the CPU time of the
 * shop's processes so far in seconds (Linux), to tell their own cost from the machine's load.
 */
export async function startShop({ label, cpu, workers, redisUrl, dataDir: given, env: extraEnv = {} } = {}) {
  buildShopIfStale();
  const dataDir = given ?? tempDataDir(label ?? 'shop');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // BENCH_CPU_PROF=<dir>: each shop process writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const args = [...SHOP_NODE_FLAGS, ...profile, SHOP_ENTRY];
  const child = spawn(
    cpu === undefined ? process.execPath : 'taskset',
    cpu === undefined ? args : ['-c', String(cpu), process.execPath, ...args],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: benchServerEnv(port, dataDir, {
        ...(workers ? { WEB_CONCURRENCY: String(workers), REDIS_URL: redisUrl } : {}),
        ...extraEnv,
      }),
    },
  );
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (!given) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the shop exited with ${child.exitCode}`);
    }
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the shop is not ready at ${base}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    stop,
    /** The server's process id (its workers are its children). */
    pid: child.pid,
    /**
     * CPU time (user + system) of the server process and its workers in seconds, `null` where /proc
     * is missing. taskset replaces itself with node: the child's pid is the server's.
     */
    cpuTime() {
      try {
        const workers = fs.readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8');
        const pids = [child.pid, ...workers.split(' ').filter(Boolean).map(Number)];
        return pids.reduce((sum, pid) => sum + processCpuSeconds(pid), 0);
      } catch {
        return null;
      }
    },
  };
}

function processCpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // clock ticks (USER_HZ = 100)
}

/**
 * The shop as the page benchmarks run it (bench/lib.mjs `ssrPinned`): one process per core with
 * Redis, or one process pinned to core 0. Says which in `setup`, for the results' note.
 */
export async function startPageShop({ label, dataDir, env }) {
  const perCore = !ssrPinned && (await redisAnswers());
  const cores = os.availableParallelism();
  const shop = perCore
    ? await startShop({ label, dataDir, workers: cores, redisUrl: BENCH_REDIS_URL, env })
    : await startShop({ label, dataDir, cpu: ssrPinned ? 0 : undefined, env });
  const setup = perCore
    ? `as in production: ${cores} shop processes (WEB_CONCURRENCY=auto, Redis) on ${cores} cores beside the load generator, nothing pinned`
    : ssrPinned
      ? 'one shop process pinned to core 0 (BENCH_PIN=1), load generator on core 1'
      : 'one shop process (no Redis answered for WEB_CONCURRENCY), nothing pinned';
  return { ...shop, setup, perCore };
}

/** The id of a real store of the demo chain (the first found near a postal code), for the store cookie. */
export async function demoStoreId(base, postalCode = '69003') {
  const response = await fetch(`${base}/api/magasins?code_postal=${postalCode}`);
  if (!response.ok) throw new Error(`store search answered ${response.status}`);
  const { data } = await response.json();
  const store = data.find((item) => !item.attributes.isNational);
  if (!store) throw new Error(`no store near ${postalCode}`);
  return { id: store.id, name: store.attributes.name };
}

/** A stable visitor: the uuid cookie a browser sends back after its first visit. */
export const VISITOR_UUID = '0b7c2d4e-1f3a-4b5c-8d6e-7f8091a2b3c4';
