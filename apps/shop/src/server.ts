/**
 * The shop's process: the API (`/healthz`, `/readyz`, `/api/…`) and the server-rendered storefront
 * on one origin, on `PORT` (default 3000). Run by `npm start` (scripts/start.mjs) once the
 * storefront is built (`npm run build -w @cabas/web`). With `WEB_CONCURRENCY` above 1 this process
 * prepares the database, then forks that many workers that share the port (workers.ts).
 */
import cluster from 'node:cluster';
import os from 'node:os';
import {
  answerClusterScrapes,
  frameworkErrors,
  loggerOptions,
  registerApi,
  requestIdOptions,
} from '@cabas/api';
import { bootDatabase } from '@cabas/api/boot';
import { loadConfigOrExit, parseTrustProxy } from '@cabas/api/config';
import { importStorefrontBuild, loadWebConfig, registerWeb, storefrontClientDir } from '@cabas/web/server';
import Fastify from 'fastify';
import { inProcessApiFetch } from './in-process-api.ts';
import { workerPlan } from './workers.ts';

const config = loadConfigOrExit();
const trustProxy = trustProxyOrExit();
const plan = workerPlan(process.env, os.availableParallelism());
if ('error' in plan) {
  console.error(plan.error);
  process.exit(1);
}
if (plan.workers > 1 && cluster.isPrimary) await runPrimary(plan.workers);
else await runServer();

/** Migrates and seeds once, then keeps `count` workers running until a stop signal. */
async function runPrimary(count: number) {
  const database = await bootDatabase(config, { info: (message) => console.log(message) });
  await database.destroy();
  // `/metrics` taken by any worker reports them all (decision 131).
  if (config.metricsToken) answerClusterScrapes();
  let stopping = false;
  const fork = () =>
    cluster.fork().on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`Processus de la boutique arrêté (${signal ?? code}) : relancé.`);
      fork();
    });
  for (let i = 0; i < count; i++) fork();
  console.log(`Boutique servie par ${count} processus sur le port ${config.port}.`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      cluster.once('exit', function waitAll() {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
        else cluster.once('exit', waitAll);
      });
    });
}

/** Behind a TLS proxy TRUST_PROXY names it (addresses, networks or a hop count); `true` is refused. */
function trustProxyOrExit() {
  try {
    return parseTrustProxy(process.env.TRUST_PROXY);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

async function runServer() {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    ...requestIdOptions(),
    // A path that cannot be decoded gets the API's French 400, not Fastify's English one.
    frameworkErrors,
    // The shopper's address (limits, lockouts) and HTTPS come from X-Forwarded-* of trusted proxies only.
    trustProxy,
  });

  const database = await bootDatabase(config, { info: (message) => app.log.info(message) });
  await registerApi(app, { database, config });

  const { build, setApiTransport } = await importStorefrontBuild();
  // The API is served here too (no API_URL): the storefront calls it in-process.
  if (!process.env.API_URL) setApiTransport(inProcessApiFetch(app, loadWebConfig().apiUrl));
  await registerWeb(app, { build, clientDir: storefrontClientDir, mode: process.env.NODE_ENV });

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
}
