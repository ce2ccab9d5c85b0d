import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ShopOrigins } from '@cabas/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { TillTokens } from '../src/modules/till-receipts/till-tokens.ts';
import type { SecurityOptions } from '../src/platform/auth/security-plugin.ts';
import type { Database } from '../src/platform/database.ts';
import type { PaymentSettings } from '../src/platform/payments/payment-settings.ts';
import { freshDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** A temporary DATA_DIR (secrets, mail/*.eml), removed on close. */
  dataDir: string;
  close(): Promise<void>;
}

/** Captchas a test can solve in a few milliseconds. */
const EASY_CAPTCHA = { cost: 1, counterMin: 10, counterMax: 50 };

/** The API on a fresh copy of the seeded test database. */
export async function createTestApp(
  options: {
    redisUrl?: string;
    rateLimit?: { max?: number; timeWindow?: number | string; nameSpace?: string };
    /** Burst limit of the login and password calls per address and minute. */
    authRateLimitMax?: number;
    clock?: () => Date;
    security?: SecurityOptions;
    /** The shop's origins (default: every link on http://localhost:3000, as with PUBLIC_URL). */
    shopOrigins?: ShopOrigins;
    /** PAYMENT_PROVIDER and its settings (default: the sandbox). */
    payments?: PaymentSettings;
    /** The stores' till tokens (TILL_TOKENS, decision 128; default: none, no till may post). */
    tillTokens?: TillTokens;
  } = {},
): Promise<TestApp> {
  const { database, drop } = await freshDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabas-test-data-'));
  const app = await buildApp({
    database,
    config: {
      redisUrl: options.redisUrl,
      publicUrl: 'http://localhost:3000',
      shopOrigins: options.shopOrigins,
      dataDir,
      authRateLimitMax: options.authRateLimitMax ?? 1000,
      payments: options.payments,
      tillTokens: options.tillTokens,
    },
    rateLimit: options.rateLimit,
    clock: options.clock,
    security: { ...options.security, captcha: { ...EASY_CAPTCHA, ...options.security?.captcha } },
  });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    close: async () => {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
