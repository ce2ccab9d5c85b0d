import { buildApp } from './app.ts';
import { bootDatabase } from './boot.ts';
import { loadConfigOrExit, parseTrustProxy } from './config.ts';

/** Runs the API alone (the shop's web server mounts the same API itself). */
const config = loadConfigOrExit();
let trustProxy: ReturnType<typeof parseTrustProxy>;
try {
  trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const database = await bootDatabase(config);
const app = await buildApp({ database, config, logLevel: config.logLevel, fastify: { trustProxy } });
await app.listen({ port: config.port, host: config.host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.destroy();
    process.exit(0);
  });
}
