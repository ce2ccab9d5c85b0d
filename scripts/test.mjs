#!/usr/bin/env node
// `npm test`: every test of the project, then one closing line "N passed, N failed".
//  1. unit, API integration (fresh SQLite database per file) and web tests (Vitest);
//  2. the API suite again on PostgreSQL when CABAS_TEST_POSTGRES_URL names a server (CI sets it);
//  3. browser journeys in Debian's Chromium against the built shop (e2e/).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'cabas-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSteps = 0;

function vitest(label, args, env = {}) {
  const report = path.join(reports, `${label}.json`);
  console.log(`\n=== ${label} ===`);
  const run = spawnSync(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  if (fs.existsSync(report)) {
    const r = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
    if (run.status !== 0 && r.numFailedTests === 0) totals.failed += 1; // a suite that could not run
  } else if (run.status !== 0) totals.failed += 1;
  if (run.status !== 0) failedSteps++;
}

vitest('unit-api-web-sqlite', []);
if (process.env.CABAS_TEST_POSTGRES_URL) {
  vitest('api-postgresql', ['--project', 'api'], { DATABASE_URL: process.env.CABAS_TEST_POSTGRES_URL });
}
if (process.env.CABAS_SKIP_E2E !== '1') vitest('e2e-chromium', ['--config', 'e2e/vitest.config.ts']);

fs.rmSync(reports, { recursive: true, force: true });
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(failedSteps || totals.failed ? 1 : 0);
