import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|html|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 512;

/**
 * Writes `.br` and `.gz` siblings of the browser build's text files, so the web server can send
 * them precompressed (`@fastify/static` with `preCompressed`) at the best ratio without spending
 * CPU per request. React Router writes its browser manifest (`assets/manifest-*.js`) into the
 * browser build during the server build: that one is compressed once the server build is done.
 */
export function precompress(): Plugin {
  let outDir = '';
  let isSsr = false;
  return {
    name: 'cabas:precompress',
    apply: 'build',
    configResolved(config) {
      isSsr = Boolean(config.build.ssr);
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!outDir) return;
      if (isSsr) {
        // build/server → build/client/assets/manifest-*.js
        await compressDir(path.join(path.dirname(outDir), 'client', 'assets'), /^manifest-[\w-]+\.js$/);
        return;
      }
      await compressDir(outDir);
    },
  };
}

async function compressDir(dir: string, only?: RegExp): Promise<void> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  await Promise.all(
    entries.map(async (entry) => {
      const file = path.join(dir, entry.name);
      // `.vite/` holds the build's own manifest, which React Router deletes afterwards: never served.
      if (entry.name.startsWith('.')) return;
      if (entry.isDirectory()) return only ? undefined : compressDir(file);
      if (!COMPRESSIBLE.test(entry.name) || (only && !only.test(entry.name))) return;
      const content = await fs.readFile(file);
      if (content.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < content.length) await fs.writeFile(`${file}.br`, br);
      if (gz.length < content.length) await fs.writeFile(`${file}.gz`, gz);
    }),
  );
}
