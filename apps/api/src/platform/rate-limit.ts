import { API_ERROR_CODES, messages } from '@cabas/contracts';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { HttpError } from './errors.ts';

export interface RateLimitOptions {
  redisUrl?: string;
  /** Requests per window and per shopper. */
  max?: number;
  /** Who a call counts for (default: the connection's address). */
  keyGenerator?: (request: FastifyRequest) => string;
  timeWindow?: number | string;
  /** Key prefix in Redis; separate prefixes count separately. */
  nameSpace?: string;
}

/**
 * Global rate limit: in memory on one machine, shared through Redis when REDIS_URL is set so that
 * several API processes count together. Bursts get a 429 with the French "too many attempts" message
 * and the `trop_de_requetes` code. The API counts per shopper (`keyGenerator`): storefront calls all
 * come from its own address.
 */
export async function registerRateLimit(app: FastifyInstance, options: RateLimitOptions) {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: true })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: true,
    max: options.max ?? 1200,
    timeWindow: options.timeWindow ?? '1 minute',
    nameSpace: options.nameSpace ?? 'cabas-rl:',
    skipOnError: true,
    ...(options.keyGenerator ? { keyGenerator: options.keyGenerator } : {}),
    ...(redis ? { redis } : {}),
    // Thrown by the plugin, then written by the API's error handler like every other error.
    errorResponseBuilder: () =>
      new HttpError(429, messages.tooManyAttempts, undefined, API_ERROR_CODES.tooManyRequests),
  });
}
