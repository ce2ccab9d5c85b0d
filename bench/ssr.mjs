// SSR throughput of the home page `/`: autocannon against the built shop, the server pinned to core 0
// and the load generator (bench/ssr-load.mjs, its own process) pinned to core 1. Measured in national
// mode and with a store chosen (store cookie), as a returning browser asks for it (uuid cookie,
// Accept-Encoding with brotli, a Chrome User-Agent).
import { spawn } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import zlib from 'node:zlib';
import { metric, root, writeResult } from './lib.mjs';
import { demoStoreId, startShop, VISITOR_UUID } from './shop.mjs';

const CONNECTIONS = 10;
const WARMUP_S = 3;
const DURATION_S = 8;
/** Runs per scenario: the budget applies to the median one (one run disturbed by another process on
 * this shared machine does not decide the result; all runs are recorded). */
const RUNS = 3;
const BUDGET_RPS = 300;
const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

const pinned = os.cpus().length >= 2;

/** Runs bench/ssr-load.mjs (autocannon) on core 1 and returns its JSON summary. */
function load(options) {
  const args = ['bench/ssr-load.mjs', JSON.stringify(options)];
  const [command, fullArgs] = pinned
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

/** The page as the benchmark asks for it, checked before it is measured (status, content). */
function checkPage(url, headers, expected) {
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
            if (!html.includes(expected)) throw new Error(`${url}: '${expected}' is missing from the page`);
            resolve({ encoding, sentBytes: body.length, htmlBytes: Buffer.byteLength(html) });
          } catch (error) {
            reject(error);
          }
        });
      })
      .on('error', reject);
  });
}

export async function benchSsr() {
  const shop = await startShop({ label: 'ssr', cpu: pinned ? 0 : undefined });
  try {
    const store = await demoStoreId(shop.base);
    const common = {
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'accept-encoding': 'gzip, deflate, br, zstd',
      'accept-language': 'fr-FR,fr;q=0.9',
      'user-agent': CHROME_UA,
    };
    const scenarios = [
      {
        label: 'national',
        cookie: `uuid=${VISITOR_UUID}`,
        expected: 'Vos courses en ligne, aux prix de votre magasin',
      },
      { label: 'store', cookie: `uuid=${VISITOR_UUID}; magasin_id=${store.id}`, expected: store.name },
    ];
    const metrics = [];
    const pages = {};
    const runs = {};
    const loadAverage = { start: os.loadavg().map((v) => Math.round(v * 100) / 100) };
    for (const scenario of scenarios) {
      const headers = { ...common, cookie: scenario.cookie };
      pages[scenario.label] = await checkPage(`${shop.base}/`, headers, scenario.expected);
      const options = { url: `${shop.base}/`, connections: CONNECTIONS, headers };
      await load({ ...options, duration: WARMUP_S });
      const results = [];
      for (let i = 0; i < RUNS; i++) {
        const cpuBefore = shop.cpuTime();
        const result = await load({ ...options, duration: DURATION_S });
        const cpuAfter = shop.cpuTime();
        results.push({
          rps: Math.round(result.requests.average * 10) / 10,
          requests: result.requests.total,
          p50_ms: result.latency.p50,
          p97_5_ms: result.latency.p97_5,
          errors: result.non2xx + result.errors + result.timeouts,
          server_cpu_ms_per_request:
            cpuBefore === null || cpuAfter === null
              ? null
              : Math.round(((cpuAfter - cpuBefore) * 1000 * 100) / result.requests.total) / 100,
        });
      }
      runs[scenario.label] = results;
      const median = [...results].sort((a, b) => a.rps - b.rps)[Math.floor(RUNS / 2)];
      const prefix = `ssr_home_${scenario.label}`;
      metrics.push(metric(`${prefix}_rps`, median.rps, 'req/s', { min: BUDGET_RPS }));
      metrics.push(metric(`${prefix}_p50_ms`, median.p50_ms, 'ms'));
      metrics.push(metric(`${prefix}_p97_5_ms`, median.p97_5_ms, 'ms'));
      metrics.push(
        metric(
          `${prefix}_errors`,
          results.reduce((sum, r) => sum + r.errors, 0),
          'count',
          { max: 0 },
        ),
      );
      if (median.server_cpu_ms_per_request !== null)
        metrics.push(metric(`${prefix}_server_cpu_ms_per_request`, median.server_cpu_ms_per_request, 'ms'));
      metrics.push(metric(`${prefix}_html_sent_kb`, pages[scenario.label].sentBytes / 1000, 'kB'));
    }
    loadAverage.end = os.loadavg().map((v) => Math.round(v * 100) / 100);
    return writeResult('ssr', metrics, {
      note:
        `GET / with autocannon, ${CONNECTIONS} connections, ${RUNS} runs of ${DURATION_S} s after ${WARMUP_S} s ` +
        'of warm-up, the budget on the median run (all runs below); ' +
        (pinned
          ? 'server on core 0 (taskset -c 0), load generator in its own process on core 1 (taskset -c 1); '
          : 'fewer than 2 cores: nothing pinned; ') +
        `returning visitor (uuid cookie), Chrome User-Agent, Accept-Encoding gzip/br; 'store' adds the ` +
        `store cookie of store ${store.id} (${store.name}). Production build, LOG_LEVEL=warn, SQLite demo data.`,
      pages,
      runs,
      load_average: loadAverage,
    });
  } finally {
    await shop.stop();
  }
}
