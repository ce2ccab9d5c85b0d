import { API_ERROR_CODES, messages } from '@cabas/contracts';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import type { AttemptStore } from './auth/attempt-store.ts';
import { HttpError } from './errors.ts';

/** The 429 of a limit reached: the specification's "too many attempts" message. */
export const tooManyRequests = () =>
  new HttpError(429, messages.tooManyAttempts, undefined, API_ERROR_CODES.tooManyRequests);

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
    errorResponseBuilder: tooManyRequests,
  });
}

/** A limit of one kind of call per logged-in account, on top of the global limit. */
export interface AccountLimit {
  /** The counter's name; calls of one name count together, whatever their route. */
  name: string;
  /** Calls per window and account. */
  max: number;
  windowMs: number;
}

/**
 * The account's PDFs (order summaries, invoices, till receipts), counted together: 30 a minute
 * (decision record 095).
 */
export const DOCUMENT_LIMIT: AccountLimit = { name: 'documents', max: 30, windowMs: 60_000 };

/**
 * A `preHandler` that counts the call for the logged-in shopper (`request.client`, set by the
 * `requireClient` guard from the token the API checked itself) in the attempt store: in memory, or
 * in Redis when REDIS_URL is set, so that every API process counts together. Past `max` in the
 * window: 429. A store outage lets calls through, as the global limit does (`skipOnError`).
 */
export function accountLimit(limit: AccountLimit, store: AttemptStore): preHandlerAsyncHookHandler {
  return async (request) => {
    const client = request.client;
    if (!client) return;
    let count: number;
    try {
      count = await store.hit(`${limit.name}:client:${client.id}`, limit.windowMs);
    } catch (error) {
      request.log.warn({ err: error }, 'attempt store unavailable');
      return;
    }
    if (count > limit.max) throw tooManyRequests();
  };
}
