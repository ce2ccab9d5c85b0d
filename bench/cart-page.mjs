// SSR throughput of the cart page `/panier` with a 30-line drive cart (issue 6 budget: >= 200 req/s).
// The built shop on core 0, the load generator (bench/ssr-load.mjs, its own process) on core 1; the
// visitor's cart is filled through the API (bulk add) before the page is checked, then measured.
import { spawn } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import zlib from 'node:zlib';
import { metric, root, writeResult } from './lib.mjs';
import { startShop } from './shop.mjs';

const LINES = 30;
const CONNECTIONS = 10;
const WARMUP_S = 3;
const DURATION_S = 8;
const RUNS = 3;
const BUDGET_RPS = 200;
/** The loyalty customer's store (Paris Bastille), a drive store of the demo chain. */
const SHOP = Number(process.env.CART_PAGE_BENCH_SHOP ?? 2);
const VISITOR_UUID = '5d6e7f80-91a2-4b3c-8d4e-5f60718293a4';
const QUERIES = ['lait', 'chocolat', 'pâtes', 'café', 'biscuits', 'riz', 'eau', 'confiture', 'thé', 'farine'];
const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

const pinned = os.cpus().length >= 2;

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

/** In-stock drive products sold by the piece, found through the search API. */
async function productIds(base) {
  const ids = new Set();
  for (const query of QUERIES) {
    const res = await fetch(
      `${base}/api/magasins/${SHOP}/recherche?query=${encodeURIComponent(query)}&page-size=48`,
    );
    if (!res.ok) continue;
    for (const card of (await res.json()).data.attributes.product_list.data) {
      const a = card.attributes;
      if (a.en_stock && !a.pft && !a.is_pro && a.qte_pas === 1 && a.types_panier.includes('drive'))
        ids.add(card.id);
    }
    if (ids.size >= LINES) break;
  }
  if (ids.size < LINES) throw new Error(`only ${ids.size} products found in store ${SHOP}`);
  return [...ids].slice(0, LINES);
}

async function fillCart(base) {
  const ids = await productIds(base);
  const res = await fetch(`${base}/api/magasins/${SHOP}/panier/lignes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-uuid': VISITOR_UUID },
    body: JSON.stringify({
      type_panier: 'drive',
      lignes: ids.map((id, i) => ({ produit_id: id, quantite: 1 + (i % 3) })),
    }),
  });
  if (!res.ok) throw new Error(`bulk add answered ${res.status}: ${await res.text()}`);
  const body = await res.json();
  if (body.data.lignes_panier.length !== LINES)
    throw new Error(`the cart has ${body.data.lignes_panier.length} lines, not ${LINES}`);
  return body.data;
}

function checkPage(url, headers) {
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
            const lines = (html.match(/aria-label="Supprimer /g) ?? []).length;
            if (lines !== LINES) throw new Error(`${url} shows ${lines} lines, not ${LINES}`);
            resolve({ encoding, sentBytes: body.length, htmlBytes: Buffer.byteLength(html), lines });
          } catch (error) {
            reject(error);
          }
        });
      })
      .on('error', reject);
  });
}

export async function benchCartPage() {
  const shop = await startShop({ label: 'cart-page', cpu: pinned ? 0 : undefined });
  try {
    const cart = await fillCart(shop.base);
    const headers = {
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'accept-encoding': 'gzip, deflate, br, zstd',
      'accept-language': 'fr-FR,fr;q=0.9',
      'user-agent': CHROME_UA,
      cookie: `uuid=${VISITOR_UUID}; magasin_id=${SHOP}`,
    };
    const url = `${shop.base}/panier`;
    const page = await checkPage(url, headers);
    const options = { url, connections: CONNECTIONS, headers };
    const loadAverage = { start: os.loadavg().map((v) => Math.round(v * 100) / 100) };
    await load({ ...options, duration: WARMUP_S });
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const cpuBefore = shop.cpuTime();
      const result = await load({ ...options, duration: DURATION_S });
      const cpuAfter = shop.cpuTime();
      runs.push({
        rps: Math.round(result.requests.average * 10) / 10,
        requests: result.requests.total,
        p50_ms: result.latency.p50,
        p99_ms: result.latency.p99,
        errors: result.non2xx + result.errors + result.timeouts,
        server_cpu_ms_per_request:
          cpuBefore === null || cpuAfter === null
            ? null
            : Math.round(((cpuAfter - cpuBefore) * 1000 * 100) / result.requests.total) / 100,
      });
    }
    loadAverage.end = os.loadavg().map((v) => Math.round(v * 100) / 100);
    const median = [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(RUNS / 2)];
    const metrics = [
      metric('ssr_cart_30_lines_rps', median.rps, 'req/s', { min: BUDGET_RPS }),
      metric('ssr_cart_30_lines_p50_ms', median.p50_ms, 'ms'),
      metric('ssr_cart_30_lines_p99_ms', median.p99_ms, 'ms'),
      metric(
        'ssr_cart_30_lines_errors',
        runs.reduce((sum, r) => sum + r.errors, 0),
        'count',
        { max: 0 },
      ),
      metric('ssr_cart_30_lines_html_sent_kb', page.sentBytes / 1000, 'kB'),
    ];
    if (median.server_cpu_ms_per_request !== null)
      metrics.push(
        metric('ssr_cart_30_lines_server_cpu_ms_per_request', median.server_cpu_ms_per_request, 'ms'),
      );
    return writeResult('cart-page', metrics, {
      note:
        `GET /panier of a visitor with a ${LINES}-line drive cart (${cart.nb_articles} articles) in store ${SHOP}; ` +
        `autocannon, ${CONNECTIONS} connections, ${RUNS} runs of ${DURATION_S} s after ${WARMUP_S} s of warm-up, ` +
        'the budget on the median run; ' +
        (pinned
          ? 'shop (storefront and API in one process) on core 0, load generator on core 1; '
          : 'fewer than 2 cores: nothing pinned; ') +
        'production build, LOG_LEVEL=warn, SQLite demo data.',
      page,
      runs,
      load_average: loadAverage,
    });
  } finally {
    await shop.stop();
  }
}
