#!/usr/bin/env node
// `npm test`: every test of the project, then one closing line "N passed, N failed".
//  1. unit, API integration (fresh SQLite database per file) and web tests (Vitest);
//  2. the API suite again on PostgreSQL when CABAS_TEST_POSTGRES_URL names a server (CI sets it);
//  3. browser journeys in Debian's Chromium against the built shop (e2e/), in CABAS_E2E_SHARDS shards
//     (2 by default), each with its own shop and browser.
// 2 and 3 run beside each other (each one's output is printed once it ends): a journey waits on its
// browser and shop, the API suite on PostgreSQL. CABAS_TEST_SERIAL=1 runs them one after the other.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { buildShopIfStale } from './build-web.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'cabas-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
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
    failures.push(...failedTests(label, r));
    if (status !== 0 && r.numFailedTests === 0) totals.failed += 1; // a suite that could not run
  } else if (status !== 0) totals.failed += 1;
  if (status !== 0) failedSteps++;
}

/** ":line" of the test file's first frame in an error's stack, to tell which call failed. */
function lineIn(file, message) {
  const base = path.basename(file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = String(message ?? '').match(new RegExp(`${base}:(\\d+)`));
  return match ? `:${match[1]}` : '';
}

/** "label › file:line › test: first line of its error", for each failed test of a JSON report. */
function failedTests(label, report) {
  const firstLine = (text) => {
    const lines = stripVTControlCharacters(String(text ?? '')).split('\n');
    // A browser action's timeout says which element it waited for and why in its call log.
    const log = lines.indexOf('Call log:');
    const calls = log < 0 ? [] : lines.slice(log + 1).filter((line) => line.trim().startsWith('-'));
    const shown = [...new Set([calls[0], ...calls.slice(-2)])].filter(Boolean).map((l) => l.trim());
    const why = shown.length ? ` [${shown.join(' | ')}]` : '';
    return lines[0].slice(0, 300) + why.slice(0, 600);
  };
  const lines = [];
  for (const file of report.testResults ?? []) {
    const name = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const test of failed) {
      const message = test.failureMessages?.[0];
      lines.push(`${label} › ${name}${lineIn(name, message)} › ${test.fullName}: ${firstLine(message)}`);
    }
    if (!failed.length && file.status === 'failed') {
      lines.push(`${label} › ${name}: ${firstLine(file.message)}`);
    }
  }
  return lines;
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
  console.log(`\n=== ${label} (beside the others; its output follows when it ends) ===`);
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
      args: ['--project', 'api', '--project', 'api-isolated'],
      // Beside the journeys' shops and browsers, a second worker only slows every run down (decision
      // 110: the whole suite took 20 minutes with two, its journeys half as fast).
      env: {
        DATABASE_URL: process.env.CABAS_TEST_POSTGRES_URL,
        CABAS_TEST_WORKERS: process.env.CABAS_TEST_WORKERS ?? '1',
      },
    }
  : null;
const serial = process.env.CABAS_TEST_SERIAL === '1';
const shards = serial ? 1 : Math.max(1, Number(process.env.CABAS_E2E_SHARDS) || 2);
const journeys =
  process.env.CABAS_SKIP_E2E === '1'
    ? []
    : Array.from({ length: shards }, (_, i) => ({
        label: shards > 1 ? `e2e-chromium-${i + 1}` : 'e2e-chromium',
        args: ['--config', 'e2e/vitest.config.ts', ...(shards > 1 ? [`--shard=${i + 1}/${shards}`] : [])],
        env: {},
      }));
const runs = [...(postgres ? [postgres] : []), ...journeys];
if (serial) {
  for (const run of runs) vitest(run.label, run.args, run.env);
} else {
  // Built once here: each shard starts its own shop (fresh demo data) from the same build.
  let ready = runs;
  if (journeys.length) {
    try {
      buildShopIfStale();
    } catch (error) {
      console.error('\nLa boutique ne se construit pas : les parcours ne peuvent pas tourner.', error);
      totals.failed += 1;
      failedSteps++;
      ready = postgres ? [postgres] : [];
    }
  }
  const started = ready.map((run) => vitestBeside(run.label, run.args, run.env));
  for (const run of started) await run.finish();
}

fs.rmSync(reports, { recursive: true, force: true });
// Repeated at the very end so that a log's tail always says what failed.
if (failures.length) console.log(`\nÉchecs :\n${failures.map((line) => `  ✗ ${line}`).join('\n')}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(failedSteps || totals.failed ? 1 : 0);
