// Login (issue 5 budgets): POST /api/auth/token with the password grant, argon2id (m=19 MiB, t=2, p=1)
// included. The API runs alone on its own cores (`taskset`), the load on the last core.
//
//  1. latency: shoppers arriving at random (Poisson) at LOGIN_BENCH_RATE logins per second (default
//     40, a very busy shop) for 20 s, over at most 20 connections: p99 <= 150 ms, no error;
//  2. memory: 10,000 logins as fast as the server takes them (20 connections); the server's resident
//     memory after them against the one after the warm-up: flat (growth <= 32 MB);
//  3. for information: the throughput and latency of that saturated run. Each login costs one argon2
//     verification (~15 ms of one core), so at saturation latency is connections / throughput.
//
// The demo account logs in with its right password: no lockout. The burst limit is lifted through
// AUTH_RATE_LIMIT_MAX for the run (it is per address, and the load comes from one address).
import fs from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';
import { metric, pinLoadToLastCore, startApi, tempDataDir, writeResult } from './lib.mjs';

const CONNECTIONS = 20;
const RATE = Number(process.env.LOGIN_BENCH_RATE ?? 40);
const MEMORY_LOGINS = 10_000;
const WARM_UP_LOGINS = 500;
const DEMO = { email: 'marie.dupont@exemple.fr', password: 'Courses2024' };

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
}

const loginRequest = {
  method: 'POST',
  path: '/api/auth/token',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ grant_type: 'password', ...DEMO }),
};

/** Open-loop load: logins at random instants (Poisson arrivals), at most CONNECTIONS at a time. */
async function poissonLoad(port, rate, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies = [];
  let errors = 0;
  const one = () =>
    new Promise((resolve) => {
      const started = performance.now();
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          agent,
          method: 'POST',
          path: loginRequest.path,
          headers: loginRequest.headers,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - started);
            if (res.statusCode !== 200) errors++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(loginRequest.body);
    });
  const pending = [];
  const end = performance.now() + seconds * 1000;
  let next = performance.now();
  while (next < end) {
    next += -Math.log(1 - Math.random()) * (1000 / rate);
    const wait = next - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(one());
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), count: latencies.length, rate: latencies.length / seconds, errors };
}

function load(port, options) {
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    requests: [loginRequest],
    ...options,
  });
}

export async function benchLogin() {
  const dataDir = tempDataDir('login');
  const pinning = pinLoadToLastCore();
  const server = await startApi({
    dataDir,
    cpu: pinning.server,
    timeoutMs: 300_000,
    env: { REDIS_URL: '', AUTH_RATE_LIMIT_MAX: '100000000', RATE_LIMIT_MAX: '100000000' },
  });
  const { port } = server;
  try {
    const check = await fetch(`http://127.0.0.1:${port}/api/auth/token`, { ...loginRequest, method: 'POST' });
    if (check.status !== 200) throw new Error(`demo login refused: ${check.status} ${await check.text()}`);

    const warmUp = await load(port, { amount: WARM_UP_LOGINS });
    const rssBefore = rssMb(server.pid);

    const steady = await poissonLoad(port, RATE, 20);
    const firstHalf = await load(port, { amount: MEMORY_LOGINS / 2 });
    const rssHalfway = rssMb(server.pid);
    const saturated = await load(port, { amount: MEMORY_LOGINS / 2 });
    const rssAfter = rssMb(server.pid);

    const errors = (r) => r.non2xx + r.errors + r.timeouts;
    const metrics = [
      metric('login_p50_ms', steady.p50, 'ms'),
      metric('login_p99_ms', steady.p99, 'ms', { max: 150 }),
      metric('login_rate', steady.rate, 'req/s'),
      metric(
        'login_errors',
        errors(warmUp) + steady.errors + errors(firstHalf) + errors(saturated),
        'count',
        {
          max: 0,
        },
      ),
      metric('login_rss_before_mb', rssBefore, 'MB'),
      metric('login_rss_after_5k_mb', rssHalfway, 'MB'),
      metric('login_rss_after_10k_mb', rssAfter, 'MB'),
      metric('login_rss_growth_mb', rssAfter - rssBefore, 'MB', { max: 32 }),
      metric('login_saturated_rps', saturated.requests.average, 'req/s'),
      metric('login_saturated_p50_ms', saturated.latency.p50, 'ms'),
      metric('login_saturated_p99_ms', saturated.latency.p99, 'ms'),
    ];
    return writeResult('login', metrics, {
      note:
        `latency: Poisson arrivals at ${RATE} logins/s for 20 s over at most ${CONNECTIONS} connections; ` +
        `memory: ${MEMORY_LOGINS} logins at full speed (autocannon, ${CONNECTIONS} connections) after ` +
        `${WARM_UP_LOGINS} of warm-up; saturated figures from the last 5,000. Server cores ` +
        `${pinning.server ?? 'all'}, load core ${pinning.load ?? 'shared'}.`,
      logins: warmUp.requests.total + steady.count + firstHalf.requests.total + saturated.requests.total,
    });
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
