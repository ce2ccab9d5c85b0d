import os from 'node:os';
import { type ShopOrigins, shopOriginsFrom } from '@cabas/contracts';
import { storefrontClientSettings } from '@cabas/secrets';
import { unconfirmedNewsletterDays } from './modules/forms/newsletter-purge.ts';
import { type TillTokens, TillTokensError, tillTokensFrom } from './modules/till-receipts/till-tokens.ts';
import {
  type PaymentSettings,
  PaymentSettingsError,
  paymentSettingsFrom,
} from './platform/payments/payment-settings.ts';

export { parseTrustProxy, type TrustProxy, TrustProxyError } from './platform/trust-proxy.ts';

export interface ApiConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL: hot queries as named prepared statements (DATABASE_PREPARED_STATEMENTS=0 turns them off). */
  databasePreparedStatements: boolean;
  redisUrl: string | undefined;
  logLevel: string;
  /** Public origin of the shop (`PUBLIC_URL`, else `http://localhost:PORT`): links when no better one is known. */
  publicUrl: string;
  /** `PUBLIC_URL`, else the hosts the shop may be reached on (`ALLOWED_HOSTS`, loopback, this machine). */
  shopOrigins: ShopOrigins;
  /** Global rate limit per client address and minute (RATE_LIMIT_MAX; default 1200). */
  rateLimitMax: number | undefined;
  /** Burst limit of the login, sign-up and password calls per address and minute (AUTH_RATE_LIMIT_MAX). */
  authRateLimitMax: number | undefined;
  /** Signing key of the access tokens (AUTH_SECRET); generated and kept under DATA_DIR when unset. */
  authSecret: string | undefined;
  /** HMAC key of the ALTCHA challenges (CAPTCHA_SECRET); generated and kept under DATA_DIR when unset. */
  captchaSecret: string | undefined;
  /** Client credentials of the storefront server (STOREFRONT_CLIENT_ID, STOREFRONT_CLIENT_SECRET). */
  storefrontClientId: string;
  storefrontClientSecret: string | undefined;
  /** HMAC key of the payment notifications (PAYMENT_SECRET); generated and kept under DATA_DIR when unset. */
  paymentSecret: string | undefined;
  /** PAYMENT_PROVIDER (sandbox, stripe, adyen) and the provider's keys, checked at start-up. */
  payments: PaymentSettings;
  /** Outgoing mail: SMTP when SMTP_URL is set, else .eml files under DATA_DIR/mail. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Days an unconfirmed newsletter address is kept (NEWSLETTER_UNCONFIRMED_DAYS; default 7, at least 7). */
  newsletterUnconfirmedDays: number;
  /** Bearer token of `/metrics` (METRICS_TOKEN); unset: `/metrics` is not served (decision 131). */
  metricsToken: string | undefined;
  /** The stores' till tokens (TILL_TOKENS, decision 128): who may post till receipts. */
  tillTokens: TillTokens;
}

function positiveInt(value: string | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
}

/** This machine's interface addresses (trusted hosts when the shop listens on every address). */
function machineAddresses(): string[] {
  return Object.values(os.networkInterfaces()).flatMap((list) => (list ?? []).map((i) => i.address));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number(env.PORT ?? 3000);
  const shopOrigins = shopOriginsFrom(env, machineAddresses());
  const storefront = storefrontClientSettings(env);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: storefront.dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePreparedStatements: env.DATABASE_PREPARED_STATEMENTS !== '0',
    redisUrl: env.REDIS_URL || undefined,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    publicUrl: env.PUBLIC_URL || `http://localhost:${port}`,
    shopOrigins,
    rateLimitMax: positiveInt(env.RATE_LIMIT_MAX),
    authRateLimitMax: positiveInt(env.AUTH_RATE_LIMIT_MAX),
    authSecret: env.AUTH_SECRET || undefined,
    captchaSecret: env.CAPTCHA_SECRET || undefined,
    storefrontClientId: storefront.id,
    storefrontClientSecret: storefront.secret,
    paymentSecret: env.PAYMENT_SECRET || undefined,
    payments: paymentSettingsFrom(env),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Cabas <ne-pas-repondre@cabas.example>',
    newsletterUnconfirmedDays: unconfirmedNewsletterDays(env.NEWSLETTER_UNCONFIRMED_DAYS),
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    tillTokens: tillTokensFrom(env.TILL_TOKENS),
  };
}

/** The configuration, or the process stops with its French message (a start-up check). */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof PaymentSettingsError) && !(error instanceof TillTokensError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
