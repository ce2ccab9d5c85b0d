// Builds what the shop runs when it is missing or older than its sources (or CABAS_REBUILD=1): the
// storefront (React Router build, apps/web/build) and the compiled server (dist/, build-server.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildMarker = path.join(root, 'apps/web/build/server/index.js');
const serverMarker = path.join(root, 'dist/shop.js');

/** The shop's compiled entry (storefront + API), run with SHOP_NODE_FLAGS (node-flags.mjs). */
export const SHOP_ENTRY = 'dist/shop.js';
/** The API alone, compiled (the API benchmarks). */
export const API_ENTRY = 'dist/api.js';

const serverSources = [
  'apps/shop/src',
  'apps/web/server',
  'apps/web/app',
  'apps/api/src',
  'packages/contracts/src',
  'packages/domain/src',
  'packages/secrets/src',
  'scripts/build-server.mjs',
  // The storefront's build is bundled into the compiled shop.
  'apps/web/build/server/index.js',
];
const sources = [
  'apps/web/app',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'packages/contracts/src',
  'packages/domain/src',
  'packages/secrets/src',
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

function isStale(marker, inputs) {
  return (
    process.env.CABAS_REBUILD === '1' ||
    !fs.existsSync(marker) ||
    Math.max(...inputs.map((s) => newestMtime(path.join(root, s)))) > fs.statSync(marker).mtimeMs
  );
}

/** Everything `npm start` runs: the storefront, then the compiled server. */
export function buildShopIfStale() {
  buildWebIfStale();
  buildServerIfStale();
}

export function buildServerIfStale() {
  if (!isStale(serverMarker, serverSources)) return;
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('La compilation du serveur de la boutique a échoué.');
}

export function buildWebIfStale() {
  if (!isStale(buildMarker, sources)) return;
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
