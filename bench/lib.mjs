// Shared helpers of the benchmarks: temporary data folders, a server on a free port, results files.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { API_ENTRY, buildServerIfStale } from '../scripts/build-web.mjs';
import { hostFigures } from './host.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const resultsDir = path.join(root, 'bench', 'results');

export function tempDataDir(label) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `cabas-bench-${label}-`));
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a command to completion; resolves with its duration in seconds. */
export function run(command, args, options = {}) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code) =>
      code === 0
        ? resolve((performance.now() - started) / 1000)
        : reject(new Error(`${command} ${args.join(' ')} -> ${code}`)),
    );
  });
}

/**
 * Starts a server process (optionally pinned to cores, e.g. 0 or '0-2') and waits until `readyUrl`
 * answers 200. taskset execs node, so the pid returned is the server's.
 */
export async function startServer({ args, env, readyUrl, cpu, timeoutMs = 180_000 }) {
  const command = cpu === undefined ? process.execPath : 'taskset';
  const fullArgs = cpu === undefined ? args : ['-c', String(cpu), process.execPath, ...args];
  const child = spawn(command, fullArgs, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(readyUrl);
      if (res.ok) return { pid: child.pid, stop: () => stop(child) };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  stop(child);
  throw new Error(`server not ready at ${readyUrl}`);
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export function writeResult(name, metrics, extra = {}) {
  fs.mkdirSync(resultsDir, { recursive: true });
  const result = {
    name,
    measured_at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, ...hostFigures() },
    metrics,
    ...extra,
  };
  fs.writeFileSync(path.join(resultsDir, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  return result;
}

/**
 * The environment of a shop or API process the benchmarks start: this process's, on `port` and
 * loopback, production mode, SQLite in `dataDir` (unless `extra` gives DATABASE_URL), warnings only.
 */
export function benchServerEnv(port, dataDir, extra = {}) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...extra,
  };
}

/** A metric against its budget: `max` (lower is better) or `min` (higher is better). */
export function metric(name, value, unit, budget) {
  const ok =
    budget === undefined ? null : budget.max !== undefined ? value <= budget.max : value >= budget.min;
  return { name, value: Math.round(value * 100) / 100, unit, budget: budget ?? null, ok };
}

/**
 * The API alone (compiled, dist/api.js, built when stale) on a free port with production settings and
 * `dataDir` as its data (seeded on its first start); `env` adds or overrides variables.
 */
export async function startApi({ dataDir, env = {}, cpu = 0, timeoutMs }) {
  buildServerIfStale();
  const port = await freePort();
  const server = await startServer({
    args: ['--enable-source-maps', API_ENTRY],
    env: benchServerEnv(port, dataDir, env),
    readyUrl: `http://127.0.0.1:${port}/readyz`,
    cpu,
    timeoutMs,
  });
  return { ...server, port, base: `http://127.0.0.1:${port}` };
}

/** Resident memory of a process, in MB, from /proc. */
export function rssMb(pid) {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)/m);
  return line ? Number(line[1]) / 1024 : 0;
}

/** CPU seconds (user + system) used so far by a process, from /proc (clock ticks of 10 ms). */
export function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Server on every core but the last, load (this process, pinned here) on the last one; one machine
 * core: no pinning. Returns the cores of each (`null` when not pinned) and `release()`, which gives
 * this process every core back: the benchmarks that run after it in `npm run bench` (and the
 * processes they start, which inherit the pinning) must see the whole machine.
 */
export function pinLoadToLastCore() {
  const count = os.availableParallelism();
  if (count < 2) return { server: null, load: null, release() {} };
  const pinning = { server: count === 2 ? '0' : `0-${count - 2}`, load: String(count - 1) };
  setAffinity(pinning.load);
  return { ...pinning, release: () => setAffinity(`0-${count - 1}`) };
}

function setAffinity(cores) {
  spawnSync('taskset', ['-a', '-pc', cores, String(process.pid)], { stdio: 'ignore' });
}

const PRODUCT_QUERIES = [
  'lait',
  'chocolat',
  'pâtes',
  'café',
  'biscuits',
  'riz',
  'eau',
  'confiture',
  'thé',
  'farine',
];

/** The JSON of a response that must be ok (null for 204), else an error naming `what`. */
export async function okJson(res, what) {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

/**
 * Fills a logged-in client's drive cart with up to `lines` in-stock products sold by the piece (2 of
 * each), found by searching `queries` as that client (a pro also finds pro-only products). Answers
 * how many lines were added.
 */
export async function fillDriveCart(base, client, queries, lines) {
  const auth = { authorization: `Bearer ${client.token}` };
  let added = 0;
  for (const query of queries) {
    const res = await fetch(
      `${base}/api/magasins/${client.shop}/recherche?query=${encodeURIComponent(query)}&page-size=24`,
      { headers: auth },
    );
    if (!res.ok) continue;
    for (const card of (await res.json()).data.attributes.product_list.data) {
      const a = card.attributes;
      if (!(a.en_stock && !a.pft && a.qte_pas === 1 && a.types_panier.includes('drive'))) continue;
      const put = await fetch(`${base}/api/magasins/${client.shop}/panier/lignes/${card.id}`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ quantite: 2, type_panier: 'drive' }),
      });
      if (put.ok) added++;
      if (added >= lines) return added;
    }
  }
  return added;
}

/** Up to `count` in-stock drive products of a store sold by the piece, found through the search API. */
export async function driveProductIds(base, shop, count) {
  const ids = new Set();
  for (const query of PRODUCT_QUERIES) {
    const res = await fetch(
      `${base}/api/magasins/${shop}/recherche?query=${encodeURIComponent(query)}&page-size=48`,
    );
    if (!res.ok) continue;
    for (const card of (await res.json()).data.attributes.product_list.data) {
      const a = card.attributes;
      if (a.en_stock && !a.pft && !a.is_pro && a.qte_pas === 1 && a.types_panier.includes('drive'))
        ids.add(card.id);
    }
    if (ids.size >= count) break;
  }
  return [...ids].slice(0, count);
}

/**
 * How the page benchmarks (ssr, cart-page) run the shop. By default as in production (README
 * "Production"): one process per core (`WEB_CONCURRENCY=auto`, which needs Redis: `BENCH_REDIS_URL`,
 * default database 15 of the local server) beside the load generator, nothing pinned. `BENCH_PIN=1`
 * (or no Redis) instead runs one process pinned to core 0 and the load generator on core 1: the cost
 * of one process alone, to compare commits.
 */
export const ssrPinned = process.env.BENCH_PIN === '1' && os.cpus().length >= 2;
export const BENCH_REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/15';

/** Whether a Redis server answers at `url` (a PING over a plain socket). */
export function redisAnswers(url = BENCH_REDIS_URL) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** What a returning Chrome browser sends with a page request (the cookie is added per page). */
export const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'fr-FR,fr;q=0.9',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
};

/** Runs bench/ssr-load.mjs (autocannon), on core 1 when pinned, and returns its JSON summary. */
export function ssrLoad(options) {
  const args = ['bench/ssr-load.mjs', JSON.stringify(options)];
  const [command, fullArgs] = ssrPinned
    ? ['taskset', ['-c', '1', process.execPath, ...args]]
    : [process.execPath, args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, fullArgs, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`ssr-load exited with ${code}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').at(-1)));
      } catch (error) {
        reject(error);
      }
    });
  });
}

/**
 * A page as the benchmark asks for it, decompressed, to check before it is measured; rejects unless
 * it answers 200. `check(html)` throws on a wrong content and may add fields to the answer.
 */
export function checkPage(url, headers, check) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          try {
            const body = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'] ?? 'identity';
            const html = (
              encoding === 'br'
                ? zlib.brotliDecompressSync(body)
                : encoding === 'gzip'
                  ? zlib.gunzipSync(body)
                  : body
            ).toString('utf8');
            if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
            resolve({ encoding, sentBytes: body.length, htmlBytes: Buffer.byteLength(html), ...check(html) });
          } catch (error) {
            reject(error);
          }
        });
      })
      .on('error', reject);
  });
}
