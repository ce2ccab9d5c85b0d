// One page's throughput as the SSR benchmarks measure it: a warm-up, then several autocannon runs
// (bench/ssr-load.mjs, its own process). The budget applies to the median run, so that one run
// disturbed by another process on a shared machine does not decide; every run is kept, with the
// server's CPU per request (summed over its processes) and the machine's load average.
import os from 'node:os';
import { metric, ssrLoad } from './lib.mjs';

const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * The load of every page benchmark: 10 connections, 15 s of warm-up (V8 needs about 10 s of requests
 * before a page runs at its steady speed), then 3 runs of 8 s.
 */
export const PAGE_LOAD = { connections: 10, warmupS: 15, durationS: 8, runs: 3 };

/** The load in words, for the results' notes. */
export const PAGE_LOAD_TEXT =
  `autocannon, ${PAGE_LOAD.connections} connections, ${PAGE_LOAD.runs} runs of ${PAGE_LOAD.durationS} s ` +
  `after ${PAGE_LOAD.warmupS} s of warm-up, the budget on the median run`;

/** Runs the load against `url`; `{ runs, median }`, the median by requests per second. */
export async function pageRuns(shop, { url, headers }) {
  const { connections, warmupS, durationS, runs: count } = PAGE_LOAD;
  const options = { url, connections, headers };
  await ssrLoad({ ...options, duration: warmupS });
  const runs = [];
  for (let i = 0; i < count; i++) {
    const cpuBefore = shop.cpuTime();
    const loadBefore = os.loadavg()[0];
    const result = await ssrLoad({ ...options, duration: durationS });
    const cpuAfter = shop.cpuTime();
    runs.push({
      rps: round(result.requests.average, 1),
      requests: result.requests.total,
      p50_ms: result.latency.p50,
      p97_5_ms: result.latency.p97_5,
      p99_ms: result.latency.p99,
      errors: result.non2xx + result.errors + result.timeouts,
      server_cpu_ms_per_request:
        cpuBefore === null || cpuAfter === null
          ? null
          : round(((cpuAfter - cpuBefore) * 1000) / result.requests.total),
      load_average_1m: round((loadBefore + os.loadavg()[0]) / 2),
    });
  }
  const median = [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)];
  return { runs, median };
}

/** The figures of one measured page, named `<prefix>_…`; the budget on the median run's req/s. */
export function pageMetrics(prefix, { runs, median }, { budgetRps, sentBytes }) {
  const metrics = [
    metric(`${prefix}_rps`, median.rps, 'req/s', { min: budgetRps }),
    metric(`${prefix}_p50_ms`, median.p50_ms, 'ms'),
    metric(`${prefix}_p97_5_ms`, median.p97_5_ms, 'ms'),
    metric(
      `${prefix}_errors`,
      runs.reduce((sum, r) => sum + r.errors, 0),
      'count',
      { max: 0 },
    ),
    metric(`${prefix}_html_sent_kb`, (sentBytes ?? 0) / 1000, 'kB'),
    metric(`${prefix}_load_average_1m`, median.load_average_1m, 'load'),
  ];
  if (median.server_cpu_ms_per_request !== null)
    metrics.push(metric(`${prefix}_server_cpu_ms_per_request`, median.server_cpu_ms_per_request, 'ms'));
  return metrics;
}
