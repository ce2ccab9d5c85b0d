/**
 * The shop's single process: the API (`/healthz`, `/readyz`, `/api/…`) and the server-rendered
 * storefront on one origin, on `PORT` (default 3000). Run by `npm start` (scripts/start.mjs) once
 * the storefront is built (`npm run build -w @cabas/web`).
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loggerOptions, registerApi, requestIdOptions } from '@cabas/api';
import { bootDatabase } from '@cabas/api/boot';
import { loadConfig } from '@cabas/api/config';
import Fastify from 'fastify';
import type { ServerBuild } from 'react-router';
import { registerWeb } from './server/web.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const config = loadConfig();
const trustProxy = process.env.TRUST_PROXY;

const app = Fastify({
  logger: loggerOptions(config.logLevel),
  ...requestIdOptions(),
  // Behind a TLS proxy set TRUST_PROXY (true, a hop count or addresses) so form posts keep their origin.
  trustProxy: trustProxy
    ? /^\d+$/.test(trustProxy)
      ? Number(trustProxy)
      : trustProxy === 'true' || trustProxy
    : false,
});

const database = await bootDatabase(config, { info: (message) => app.log.info(message) });
await registerApi(app, { database, config });

const build = (await import(pathToFileURL(path.join(here, 'build/server/index.js')).href)) as ServerBuild;
await registerWeb(app, { build, clientDir: path.join(here, 'build/client'), mode: process.env.NODE_ENV });

let closing = false;
async function shutdown(signal: NodeJS.Signals) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} reçu : arrêt en cours…`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    await database.destroy();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'arrêt incomplet');
    process.exit(1);
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutdown(signal));

await app.listen({ port: config.port, host: config.host });
