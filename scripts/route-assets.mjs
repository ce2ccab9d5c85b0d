// What the browser must load before each page route is shown and interactive, read from the
// storefront's client build: its JavaScript (the route manifest, the client entry and its imports,
// the route modules of the matched branch, root to leaf, and their static imports) and its
// render-blocking stylesheets (the CSS of the entry and of each route of the branch, as `<Links />`
// writes them). Sizes are those of the files as served: the `.gz` / `.br` written at build time
// (apps/web/tools/precompress.ts), or the file itself when too small to be worth compressing.
// Used by the bundle benchmark (bench/bundles.mjs) and the build's budget check
// (e2e/server/route-budgets.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import { root } from './build-web.mjs';

export const clientDir = path.join(root, 'apps/web/build/client');

/** The route manifest the client build wrote (`assets/manifest-<version>.js`). */
export function readClientManifest(dir = clientDir) {
  const assets = path.join(dir, 'assets');
  const file = fs.readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`Pas de manifeste de routes dans ${assets} : construisez la boutique.`);
  const text = fs.readFileSync(path.join(assets, file), 'utf8');
  return JSON.parse(text.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, ''));
}

/** A file as served (a URL of the manifest; a stylesheet's may end with `#`). */
export function servedSize(url, dir = clientDir) {
  const full = path.join(dir, url.replace(/#.*$/, '').replace(/^\//, ''));
  const raw = fs.statSync(full).size;
  const size = (ext) => (fs.existsSync(`${full}.${ext}`) ? fs.statSync(`${full}.${ext}`).size : raw);
  return { file: url.replace(/#.*$/, ''), raw, gzip: size('gz'), brotli: size('br') };
}

function total(files) {
  return files.reduce(
    (sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip, brotli: sum.brotli + f.brotli }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

/**
 * Every page route (a route with a component and no child route: layouts are measured through the
 * pages they hold; resource routes load no JavaScript) with its URL pattern, its first-load
 * JavaScript and its render-blocking CSS.
 */
export function routeAssets(dir = clientDir) {
  const manifest = readClientManifest(dir);
  const routes = manifest.routes;
  const parents = new Set(Object.values(routes).map((route) => route.parentId));
  const chain = (id) => {
    const list = [];
    for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined)
      list.unshift(route);
    return list;
  };
  const pages = [];
  for (const route of Object.values(routes)) {
    if (!route.hasDefaultExport || parents.has(route.id)) continue;
    const branch = chain(route.id);
    const js = new Set([manifest.url, manifest.entry.module, ...manifest.entry.imports]);
    const css = new Set((manifest.entry.css ?? []).map((url) => url.replace(/#.*$/, '')));
    for (const match of branch) {
      if (match.module) js.add(match.module);
      for (const file of match.imports ?? []) js.add(file);
      for (const file of match.css ?? []) css.add(file.replace(/#.*$/, ''));
    }
    const jsFiles = [...js].map((url) => servedSize(url, dir));
    const cssFiles = [...css].map((url) => servedSize(url, dir));
    pages.push({
      id: route.id,
      path: `/${branch
        .map((r) => (r.index ? '' : (r.path ?? '')))
        .filter(Boolean)
        .join('/')}`,
      js: { ...total(jsFiles), files: jsFiles },
      css: { ...total(cssFiles), files: cssFiles },
    });
  }
  return pages;
}
