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
 * CPU per request.
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
      if (isSsr || !outDir) return;
      await compressDir(outDir);
    },
  };
}

async function compressDir(dir: string): Promise<void> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  await Promise.all(
    entries.map(async (entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return compressDir(file);
      if (!COMPRESSIBLE.test(entry.name)) return;
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
