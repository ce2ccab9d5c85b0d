// Shared helpers of the benchmarks: temporary data folders, a server on a free port, results files.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
    machine: { cpus: os.cpus().length, node: process.version },
    metrics,
    ...extra,
  };
  fs.writeFileSync(path.join(resultsDir, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  return result;
}

/** A metric against its budget: `max` (lower is better) or `min` (higher is better). */
export function metric(name, value, unit, budget) {
  const ok =
    budget === undefined ? null : budget.max !== undefined ? value <= budget.max : value >= budget.min;
  return { name, value: Math.round(value * 100) / 100, unit, budget: budget ?? null, ok };
}

/**
 * The API alone on a free port with production settings and `dataDir` as its data (seeded on its
 * first start); `env` adds or overrides variables.
 */
export async function startApi({ dataDir, env = {}, cpu = 0, timeoutMs }) {
  const port = await freePort();
  const server = await startServer({
    args: ['--import', 'tsx', 'apps/api/src/server.ts'],
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    readyUrl: `http://127.0.0.1:${port}/readyz`,
    cpu,
    timeoutMs,
  });
  return { ...server, port, base: `http://127.0.0.1:${port}` };
}
