import { buildApp } from './app.ts';
import { bootDatabase } from './boot.ts';
import { loadConfig } from './config.ts';

/** Runs the API alone (the shop's web server mounts the same API itself). */
const config = loadConfig();
const database = await bootDatabase(config);
const app = await buildApp({ database, config, logLevel: config.logLevel });
await app.listen({ port: config.port, host: config.host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.destroy();
    process.exit(0);
  });
}
