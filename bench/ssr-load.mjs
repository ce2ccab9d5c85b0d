#!/usr/bin/env node
// The load generator of the SSR benchmark, run in its own process so that it can be pinned to a
// core of its own (`taskset -c 1 node bench/ssr-load.mjs '<json options>'`). Runs autocannon with
// the given options and prints a JSON summary on stdout.
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2] ?? '{}');
const result = await autocannon({ ...options, renderProgressBar: false, renderResultsTable: false });
process.stdout.write(
  `${JSON.stringify({
    requests: { average: result.requests.average, total: result.requests.total },
    latency: {
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    throughput: { average: result.throughput.average },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    duration: result.duration,
  })}\n`,
);
