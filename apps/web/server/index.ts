/**
 * What the shop's process (apps/shop) takes of the storefront: its Fastify plugin, its configuration
 * and its build. The built storefront is imported by a literal path so that the compiled shop bundles
 * it (scripts/build-server.mjs); under tsx it is imported as it is.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from 'react-router';
import type { ApiTransport } from '../app/lib/api-transport.server.ts';

export { loadWebConfig } from '../app/lib/config.server.ts';
export { registerWeb, type WebOptions } from './web.ts';

/** The browser's files of the built storefront (`npm run build -w @cabas/web`). */
export const storefrontClientDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../build/client');

/** The built storefront; its entry module installs the API transport of its own copy of the client. */
export async function importStorefrontBuild() {
  const build = (await import('../build/server/index.js' as string)) as ServerBuild;
  const entry = build.entry.module as ServerBuild['entry']['module'] & {
    setApiTransport?: (transport: ApiTransport | undefined) => void;
  };
  return { build, setApiTransport: (transport: ApiTransport) => entry.setApiTransport?.(transport) };
}
