#!/usr/bin/env node
// `npm test`: every test of the project, then one closing line "N passed, N failed".
//  1. unit, API integration (fresh SQLite database per file) and web tests (Vitest);
//  2. the API suite again on PostgreSQL when CABAS_TEST_POSTGRES_URL names a server (CI sets it),
//     run beside 3 (its output is printed once it ends): the journeys keep one browser and one shop
//     busy, the API suite mostly waits on PostgreSQL; CABAS_TEST_SERIAL=1 runs them one after the other;
//  3. browser journeys in Debian's Chromium against the built shop (e2e/).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'cabas-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSteps = 0;

const vitestArgs = (label, args) => [
  'vitest',
  'run',
  ...args,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, `${label}.json`)}`,
];

/** Adds a finished run's counts to the totals (a run that could not start counts as one failure). */
function count(label, status) {
  const report = path.join(reports, `${label}.json`);
  if (fs.existsSync(report)) {
    const r = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
    if (status !== 0 && r.numFailedTests === 0) totals.failed += 1; // a suite that could not run
  } else if (status !== 0) totals.failed += 1;
  if (status !== 0) failedSteps++;
}

function vitest(label, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const run = spawnSync('npx', vitestArgs(label, args), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  count(label, run.status);
}

/** Starts a run in the background, its output kept in a file; `finish()` waits, prints and counts it. */
function vitestBeside(label, args, env = {}) {
  const log = path.join(reports, `${label}.log`);
  const out = fs.openSync(log, 'w');
  console.log(`\n=== ${label} (beside the next step; its output follows when it ends) ===`);
  const child = spawn('npx', vitestArgs(label, args), {
    cwd: root,
    stdio: ['ignore', out, out],
    env: { ...process.env, ...env },
  });
  const done = new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  return {
    async finish() {
      const status = await done;
      fs.closeSync(out);
      console.log(`\n=== ${label} ===`);
      process.stdout.write(fs.readFileSync(log, 'utf8'));
      count(label, status);
    },
  };
}

vitest('unit-api-web-sqlite', []);
const postgres = process.env.CABAS_TEST_POSTGRES_URL
  ? {
      label: 'api-postgresql',
      args: ['--project', 'api'],
      env: { DATABASE_URL: process.env.CABAS_TEST_POSTGRES_URL },
    }
  : null;
const e2e = process.env.CABAS_SKIP_E2E !== '1';
if (postgres && e2e && process.env.CABAS_TEST_SERIAL !== '1') {
  const beside = vitestBeside(postgres.label, postgres.args, postgres.env);
  vitest('e2e-chromium', ['--config', 'e2e/vitest.config.ts']);
  await beside.finish();
} else {
  if (postgres) vitest(postgres.label, postgres.args, postgres.env);
  if (e2e) vitest('e2e-chromium', ['--config', 'e2e/vitest.config.ts']);
}

fs.rmSync(reports, { recursive: true, force: true });
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(failedSteps || totals.failed ? 1 : 0);
