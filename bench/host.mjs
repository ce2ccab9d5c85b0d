// What the host gave the benchmarks: its processor, the CPU time the hypervisor took from it (steal)
// while they ran, and a fixed single-threaded workload timed on each idle core in a fresh process.
// The same code measures twice as fast on one host as on another of the same size: these figures
// let two results files be read side by side.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

/** The machine-wide CPU counters of /proc/stat (Linux), in ticks; `null` elsewhere. */
function cpuTicks() {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).slice(1);
    const ticks = fields.map(Number);
    return { total: ticks.reduce((sum, value) => sum + value, 0), steal: ticks[7] ?? 0 };
  } catch {
    return null;
  }
}

const startTicks = cpuTicks();

/** A fixed single-threaded workload: string hashing and arithmetic, no allocation in the loop. */
function workload() {
  const text = 'Yaourt nature au lait entier, Nutri-Score A, 4 × 125 g, 2,35 € le kg. '.repeat(40);
  let hash = 2166136261;
  for (let round = 0; round < 5000; round++) {
    for (let i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt(i) + round;
      hash = Math.imul(hash, 16777619) >>> 0;
    }
  }
  return hash;
}

/** Median milliseconds of the fixed workload (lower: a faster host). */
function measureWorkload() {
  for (let i = 0; i < 5; i++) workload();
  const times = [];
  for (let i = 0; i < 9; i++) {
    const start = process.hrtime.bigint();
    workload();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[4] * 100) / 100;
}

/**
 * The workload's median time on each core, in a fresh Node process pinned there with taskset (this
 * process's heap and JIT state left out); one figure, unpinned, where taskset is missing. The cores
 * of a virtual machine need not be equal: on one 2-vCPU host of ours, core 0 took 50 ms and core 1
 * 21 ms for several minutes, then both 21 ms.
 */
export function calibrationMs() {
  const script = fileURLToPath(import.meta.url);
  const once = (command, args) => {
    const run = spawnSync(command, args, { encoding: 'utf8' });
    const value = Number.parseFloat(run.stdout);
    return run.status === 0 && Number.isFinite(value) ? value : null;
  };
  const pinned = os
    .cpus()
    .map((_, core) => once('taskset', ['-c', String(core), process.execPath, script, '--calibrate']));
  if (pinned.every((value) => value !== null)) return pinned;
  return [once(process.execPath, [script, '--calibrate'])];
}

if (process.argv[2] === '--calibrate' && process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(measureWorkload());
}

/** The host's figures for a results file: processor, steal since the benchmarks started, calibration. */
export function hostFigures() {
  const now = cpuTicks();
  const elapsed = startTicks && now ? now.total - startTicks.total : 0;
  return {
    cpu_model: os.cpus()[0]?.model ?? null,
    steal_percent: elapsed > 0 ? Math.round(((now.steal - startTicks.steal) / elapsed) * 1000) / 10 : null,
    calibration_ms_per_core: calibrationMs(),
  };
}
