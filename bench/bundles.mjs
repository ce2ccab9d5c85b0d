// First-load JavaScript of every page route, compressed, from React Router's build manifest.
//
// The manifest (`assets` of the server build, also `build/client/assets/manifest-*.js`) lists for
// the client entry and for each route its module and the modules it imports statically: what the
// browser loads before a page is interactive (`<link rel="modulepreload">` + the route modules of
// the matched branch, root to leaf, and the manifest itself). Chunks loaded on demand (the shop
// selector popin) are not first-load. Sizes are those of the files as served: the `.gz` / `.br`
// written at build time (tools/precompress.ts), or the file itself when it was too small to be worth
// compressing (then it is served as it is).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { buildWebIfStale } from '../scripts/build-web.mjs';
import { metric, root, writeResult } from './lib.mjs';

const BUDGET_KB = 150; // kB of 1000 bytes, gzip, per route
const clientDir = path.join(root, 'apps/web/build/client');

function servedSize(file, encoding) {
  const full = path.join(clientDir, file.replace(/^\//, ''));
  const raw = fs.statSync(full).size;
  const precompressed = `${full}.${encoding === 'gzip' ? 'gz' : 'br'}`;
  if (fs.existsSync(precompressed)) return { raw, sent: fs.statSync(precompressed).size };
  // Not precompressed (too small): the static server sends it as it is.
  return { raw, sent: raw };
}

/** Compressed size as the precompression would make it, for a file it skipped (for information). */
function bestSize(file, encoding) {
  const content = fs.readFileSync(path.join(clientDir, file.replace(/^\//, '')));
  return encoding === 'gzip'
    ? zlib.gzipSync(content, { level: 9 }).length
    : zlib.brotliCompressSync(content, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
      }).length;
}

export async function benchBundles() {
  buildWebIfStale();
  const build = await import(pathToFileURL(path.join(root, 'apps/web/build/server/index.js')).href);
  const manifest = build.assets;
  const routes = manifest.routes;

  const chain = (id) => {
    const list = [];
    for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined)
      list.unshift(route);
    return list;
  };

  const metrics = [];
  const report = {};
  for (const route of Object.values(routes)) {
    // Resource routes (no component) answer data, not pages: no JavaScript is loaded for them.
    if (!route.hasDefaultExport) continue;
    // Layout routes are measured through the pages they hold.
    if (Object.values(routes).some((other) => other.parentId === route.id)) continue;
    const files = new Set([manifest.url, manifest.entry.module, ...manifest.entry.imports]);
    for (const match of chain(route.id)) {
      if (match.module) files.add(match.module);
      for (const file of match.imports ?? []) files.add(file);
    }
    let raw = 0;
    let gzip = 0;
    let brotli = 0;
    const detail = [];
    for (const file of files) {
      const gz = servedSize(file, 'gzip');
      const br = servedSize(file, 'br');
      raw += gz.raw;
      gzip += gz.sent;
      brotli += br.sent;
      detail.push({ file, raw: gz.raw, gzip: gz.sent, brotli: br.sent });
    }
    const name = route.id.replace(/^routes\//, '').replace(/[^a-z0-9]+/gi, '_');
    const url = chain(route.id)
      .map((r) => (r.index ? '' : (r.path ?? '')))
      .filter(Boolean)
      .join('/');
    report[route.id] = {
      path: `/${url}`,
      files: detail,
      raw,
      gzip,
      brotli,
      gzipIfAllCompressed: detail.reduce(
        (sum, d) => sum + (d.gzip === d.raw ? bestSize(d.file, 'gzip') : d.gzip),
        0,
      ),
    };
    metrics.push(metric(`first_load_js_${name}_gzip_kb`, gzip / 1000, 'kB', { max: BUDGET_KB }));
    metrics.push(metric(`first_load_js_${name}_brotli_kb`, brotli / 1000, 'kB'));
  }
  return writeResult('bundles', metrics, {
    note:
      'First-load JavaScript per page route (client entry + its imports + the route modules of the ' +
      'matched branch and their static imports + the route manifest), in kB of 1000 bytes as served ' +
      '(precompressed .gz/.br at build time; files under 512 bytes are served as they are). Budget ' +
      `<= ${BUDGET_KB} kB gzip per route. Lazy chunks (shop selector popin) are not first-load.`,
    routes: report,
  });
}
