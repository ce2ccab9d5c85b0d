// First-load JavaScript and render-blocking CSS of every page route, compressed, from React Router's
// client manifest (scripts/route-assets.mjs: what each page loads, as served). The suite checks the
// JavaScript against its ceiling on every run (e2e/server/route-budgets.test.ts, decision 133); this
// report measures both against issue 41's targets, with the gzip sizes and the files of each page.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildWebIfStale } from '../scripts/build-web.mjs';
import { clientDir, routeAssets } from '../scripts/route-assets.mjs';
import { metric, writeResult } from './lib.mjs';

/** kB (1000 bytes) of brotli per page: issue 41's targets. */
const JS_BUDGET_KB = 100;
const CSS_BUDGET_KB = 14;

/** Compressed size as the precompression would make it, for a file it skipped (for information). */
function bestGzip(file) {
  return zlib.gzipSync(fs.readFileSync(path.join(clientDir, file.replace(/^\//, ''))), { level: 9 }).length;
}

export async function benchBundles() {
  buildWebIfStale();
  const metrics = [];
  const report = {};
  for (const page of routeAssets()) {
    report[page.id] = {
      path: page.path,
      js: page.js,
      css: page.css,
      jsGzipIfAllCompressed: page.js.files.reduce(
        (sum, f) => sum + (f.gzip === f.raw ? bestGzip(f.file) : f.gzip),
        0,
      ),
    };
    const name = page.id.replace(/^routes\//, '').replace(/[^a-z0-9]+/gi, '_');
    metrics.push(
      metric(`first_load_js_${name}_brotli_kb`, page.js.brotli / 1000, 'kB', { max: JS_BUDGET_KB }),
    );
    metrics.push(metric(`first_load_js_${name}_gzip_kb`, page.js.gzip / 1000, 'kB'));
    metrics.push(
      metric(`blocking_css_${name}_brotli_kb`, page.css.brotli / 1000, 'kB', { max: CSS_BUDGET_KB }),
    );
  }
  return writeResult('bundles', metrics, {
    note:
      'Per page route: first-load JavaScript (the route manifest, the client entry and its imports, the ' +
      'route modules of the matched branch and their static imports) and render-blocking CSS (the ' +
      'stylesheets of the entry and of each route of the branch), in kB of 1000 bytes as served ' +
      '(precompressed .br/.gz at build time; files under 512 bytes are served as they are). Budgets ' +
      `<= ${JS_BUDGET_KB} kB brotli of JavaScript and <= ${CSS_BUDGET_KB} kB brotli of blocking CSS per ` +
      'page. Lazy chunks (shop selector popin, maps) are not first-load.',
    routes: report,
  });
}
