import {
  API_ERROR_CODES,
  accountMessages,
  linkOrigin,
  SHOP_ORIGIN_HEADER,
  type ShopOrigins,
} from '@cabas/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Captcha, type CaptchaDifficulty, DEFAULT_CAPTCHA_DIFFICULTY } from '../captcha/captcha.ts';
import { HttpError } from '../errors.ts';
import { type AccessClaims, AccessTokens } from './access-tokens.ts';
import { type AttemptStore, MemoryAttemptStore, RedisAttemptStore } from './attempt-store.ts';
import { DEFAULT_LOGIN_LIMITS, LoginGuard, type LoginLimits } from './login-guard.ts';
import { loadSecrets } from './secrets.ts';
import type { AuthenticatedClient } from './session-lookup.ts';
import type { AuthenticatedStaff } from './staff-principal.ts';
import { endUserAddress, type StorefrontClient, shopperKey } from './storefront-client.ts';

/** Settings of the accounts and security features, from the configuration (config.ts). */
export interface SecurityConfig {
  publicUrl: string;
  /** The shop's origins (config.ts); without them every link uses `publicUrl`. */
  shopOrigins?: ShopOrigins;
  dataDir?: string;
  redisUrl?: string;
  authSecret?: string;
  captchaSecret?: string;
  storefrontClientId?: string;
  storefrontClientSecret?: string;
  paymentSecret?: string;
  smtpUrl?: string;
  mailFrom?: string;
  authRateLimitMax?: number;
}

/** Tuning for tests and benchmarks. */
export interface SecurityOptions {
  captcha?: Partial<CaptchaDifficulty>;
  login?: Partial<LoginLimits>;
  /** Redis key prefix of the attempt counters (separate runs count separately). */
  attemptsPrefix?: string;
}

export const DEFAULT_AUTH_RATE_LIMIT_MAX = 20;

export interface Security {
  clock: () => Date;
  publicUrl: string;
  /**
   * The origin of a link for this request's shopper (payment return, e-mail): `PUBLIC_URL`, else
   * the origin the storefront says she is on (SHOP_ORIGIN_HEADER) or the one she called on, when
   * its host is trusted; else `publicUrl`. An unknown host never ends up in a link.
   */
  shopOrigin: (request: Pick<FastifyRequest, 'headers' | 'protocol' | 'host'>) => string;
  tokens: AccessTokens;
  storefront: StorefrontClient;
  loginGuard: LoginGuard;
  attempts: AttemptStore;
  captcha: Captcha;
  /** Route-level `config.rateLimit` of the sensitive calls: bursts get 429. */
  burstLimit: {
    max: number;
    timeWindow: string;
    keyGenerator: (request: FastifyRequest) => string;
  };
  /** Key of the global rate limit: the logged-in shopper's account, else the shopper's address. */
  shopperKey: (request: FastifyRequest) => string;
}

declare module 'fastify' {
  interface FastifyInstance {
    security: Security;
  }
  interface FastifyRequest {
    /** What the bearer token speaks for, checked on every call; null without a token. */
    auth: AccessClaims | null;
    /** The logged-in shopper, set by the `requireClient` and `authenticate` guards (preValidation, before the body is validated). */
    client: AuthenticatedClient | null;
    /** The logged-in staff member, set by the `requireStaff` guard (decision 108). */
    staff: AuthenticatedStaff | null;
  }
  interface FastifyContextConfig {
    /** The route takes calls whose access token has expired (logout). */
    acceptExpiredToken?: boolean;
  }
}

export interface SecurityPluginOptions {
  config: SecurityConfig;
  clock: () => Date;
  options?: SecurityOptions;
}

async function securityPlugin(api: FastifyInstance, { config, clock, options = {} }: SecurityPluginOptions) {
  const secrets = loadSecrets(config);
  const storefront = { id: config.storefrontClientId ?? 'cabas-web', secret: secrets.storefrontClientSecret };
  const attempts: AttemptStore = config.redisUrl
    ? new RedisAttemptStore(config.redisUrl, options.attemptsPrefix)
    : new MemoryAttemptStore(clock);
  const publicUrl = config.publicUrl.replace(/\/+$/, '');
  const origins = config.shopOrigins ?? { canonical: publicUrl, trustedHosts: [], fallback: publicUrl };
  const security: Security = {
    clock,
    publicUrl,
    shopOrigin: (request) => {
      const said = request.headers[SHOP_ORIGIN_HEADER];
      return linkOrigin(
        origins,
        typeof said === 'string' ? said : null,
        `${request.protocol}://${request.host}`,
      );
    },
    tokens: new AccessTokens(secrets.authSecret, clock),
    storefront,
    attempts,
    loginGuard: new LoginGuard(attempts, { ...DEFAULT_LOGIN_LIMITS, ...options.login }, api.log),
    captcha: new Captcha(secrets.captchaSecret, clock, { ...DEFAULT_CAPTCHA_DIFFICULTY, ...options.captcha }),
    burstLimit: {
      max: config.authRateLimitMax ?? DEFAULT_AUTH_RATE_LIMIT_MAX,
      timeWindow: '1 minute',
      keyGenerator: (request) => endUserAddress(request, storefront),
    },
    shopperKey: (request) => shopperKey(request, storefront),
  };
  api.decorate('security', security);
  api.decorateRequest('auth', null);
  api.decorateRequest('client', null);
  api.decorateRequest('staff', null);

  api.addHook('onRequest', async (request, reply) => {
    const header = request.headers.authorization;
    if (!header || !/^bearer /i.test(header)) return;
    const check = await security.tokens.check(header.slice(7).trim());
    if (check.ok) {
      request.auth = check.claims;
      return;
    }
    if (request.routeOptions.config?.acceptExpiredToken) return;
    reply.header('www-authenticate', 'Bearer error="invalid_token"');
    throw new HttpError(401, accountMessages.sessionExpired, undefined, API_ERROR_CODES.sessionExpired);
  });

  api.addHook('onClose', async () => {
    await attempts.close();
  });
}

/** Tokens, guards, lockouts, mail and captcha for the API scope it is registered in. */
export default fp(securityPlugin, { name: 'cabas-security' });
