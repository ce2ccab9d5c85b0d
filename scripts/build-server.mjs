#!/usr/bin/env node
// Compiles the shop's server side (apps/shop/src/server.ts with the API and the workspace packages it
// imports) and the API's command-line tools into JavaScript under dist/, with source maps, so that
// production runs plain `node` instead of compiling TypeScript at every start (decision 069).
// Packages from node_modules stay external (native modules such as better-sqlite3 and argon2
// among them): production installs them with `npm ci --omit=dev`.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The compiled entries, by output name: `dist/<name>.js`. */
export const SERVER_ENTRIES = {
  // The shop: storefront + API on one origin (`npm start`, the container, the benchmarks, e2e).
  shop: 'apps/shop/src/server.ts',
  // The API alone (the API benchmarks).
  api: 'apps/api/src/server.ts',
  // `node dist/seed.js [--fresh]` and `node dist/migrate.js` where tsx is not installed.
  seed: 'apps/api/src/db/seed/cli.ts',
  migrate: 'apps/api/src/db/migrate-cli.ts',
};

export const distDir = path.join(root, 'dist');

const workspaceSource = /\.(?:ts|tsx)$/;

/**
 * Bare imports (packages and Node's built-ins) stay imports of node_modules when Node finds the same
 * package from dist/, that is in the root node_modules. The workspace packages (TypeScript sources)
 * are compiled into the bundle, and so is a package that npm installed under a workspace's own
 * node_modules because its version differs from the root's (altcha-lib, lru-cache): from dist/ Node
 * would load another version or none.
 */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || builtinModules.includes(args.path)) {
        return { path: args.path, external: true };
      }
      if (args.path.startsWith('@cabas/')) return undefined;
      return installedAtRoot(args.path, args.resolveDir) ? { path: args.path, external: true } : undefined;
    });
  },
};

/** Whether Node, resolving `specifier` from `dir`, finds the package in the root node_modules. */
function installedAtRoot(specifier, dir) {
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  for (let at = dir; ; at = path.dirname(at)) {
    if (fs.existsSync(path.join(at, 'node_modules', name))) return at === root;
    if (at === root || path.dirname(at) === at) return true;
  }
}

/**
 * A module that finds files beside it (`new URL('./pages/', import.meta.url)`: the CMS pages, the
 * seed's data, the storefront build) keeps finding them once bundled: its `import.meta.url` becomes
 * its source file's address, worked out from the bundle's own address. Every output file is directly
 * in dist/ (chunks included), so one relative path per source holds wherever the tree is installed.
 */
const sourceFileUrl = {
  name: 'source-file-url',
  setup(build) {
    build.onLoad({ filter: workspaceSource }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await fs.promises.readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const relative = path.relative(distDir, args.path).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return {
        contents: source.replaceAll('import.meta.url', url),
        loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
};

/** Builds dist/ from scratch; returns the list of the files written. */
export async function buildServer() {
  fs.rmSync(distDir, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(
      Object.entries(SERVER_ENTRIES).map(([name, file]) => [name, path.join(root, file)]),
    ),
    outdir: distDir,
    bundle: true,
    splitting: true,
    chunkNames: 'chunk-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    // The sources stay out of the maps: stack traces need lines, not the text.
    sourcesContent: false,
    logLevel: 'warning',
    metafile: true,
    plugins: [externalPackages, sourceFileUrl],
  });
  return Object.keys(result.metafile.outputs);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  try {
    const files = await buildServer();
    const scripts = files.filter((f) => f.endsWith('.js')).length;
    console.log(
      `Serveur compilé dans dist/ (${scripts} fichiers JavaScript) en ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
  } catch (error) {
    console.error(`La compilation du serveur a échoué : ${error.message}`);
    process.exit(1);
  }
}
