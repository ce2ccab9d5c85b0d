import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/platform/database.ts';
import { freshDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The API on a fresh copy of the seeded test database. */
export async function createTestApp(
  options: {
    redisUrl?: string;
    rateLimit?: { max?: number; timeWindow?: number | string; nameSpace?: string };
  } = {},
): Promise<TestApp> {
  const { database, drop } = await freshDatabase();
  const app = await buildApp({
    database,
    config: { redisUrl: options.redisUrl, publicUrl: 'http://localhost:3000' },
    rateLimit: options.rateLimit,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
