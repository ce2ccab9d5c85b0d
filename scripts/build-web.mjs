// Builds the storefront when its build is missing or older than its sources (or CABAS_REBUILD=1).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildMarker = path.join(root, 'apps/web/build/server/index.js');
const sources = [
  'apps/web/app',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'packages/contracts/src',
];

function newestMtime(file) {
  if (!fs.existsSync(file)) return 0;
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(file)) {
    if (entry === 'node_modules' || entry === 'build' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(file, entry)));
  }
  return newest;
}

export function buildWebIfStale() {
  const stale =
    process.env.CABAS_REBUILD === '1' ||
    !fs.existsSync(buildMarker) ||
    Math.max(...sources.map((s) => newestMtime(path.join(root, s)))) > fs.statSync(buildMarker).mtimeMs;
  if (!stale) return;
  console.log('Construction de la boutique…');
  // Always a production build, whoever asks for it: under Vitest NODE_ENV is 'test', and Vite would
  // then bundle React's development build for the browser (twice the size, slower).
  const build = spawnSync('npm', ['run', 'build', '-w', '@cabas/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('La construction de la boutique a échoué.');
}
