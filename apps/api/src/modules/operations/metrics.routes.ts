import { createHash, timingSafeEqual } from 'node:crypto';
import { API_ERROR_CODES, apiMessages } from '@cabas/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../platform/errors.ts';

export const METRICS_PATH = '/metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether an `Authorization` header carries the token (`Bearer <token>`), compared in constant time. */
export function bearerMatches(header: unknown, token: string): boolean {
  if (typeof header !== 'string') return false;
  const match = /^bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  if (!match?.[1]) return false;
  return timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * `GET /metrics` in the Prometheus text format, beside `/healthz` and `/readyz` (decision 131), for
 * the holder of METRICS_TOKEN only: any other caller gets 401 in the API's error shape. Without a
 * token configured the route does not exist (404).
 */
export const metricsRoutes: FastifyPluginAsync<{ token: string }> = async (app, { token }) => {
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new HttpError(401, apiMessages.metricsUnauthorized, undefined, API_ERROR_CODES.unauthenticated);
    }
    const { contentType, body } = await app.metrics.scrape(request.log);
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
};
