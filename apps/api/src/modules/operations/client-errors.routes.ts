import { endpoints } from '@cabas/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';

/** Reports one address may send a minute, whatever its pages (each page sends 20 at most). */
export const CLIENT_ERROR_REPORTS_PER_MINUTE = 60;
/** Room for the longest report the schema takes (about 5 kB of text) and its JSON escapes. */
const REPORT_BODY_LIMIT = 16 * 1024;

/**
 * `POST /api/erreurs-client`: a browser's error report (document 1 §8), logged at `warn` with the
 * request's id and counted in `/metrics`. No session needed; limited per shopper's address (the
 * connection's, or the one the storefront signs), as the login's burst limit is.
 */
export const clientErrorRoutes: FastifyPluginAsync = async (app) => {
  const metrics = app.metrics;
  const route = endpointRoutes(app);
  route(
    endpoints.clientErrors.report,
    {
      bodyLimit: REPORT_BODY_LIMIT,
      config: {
        rateLimit: {
          max: CLIENT_ERROR_REPORTS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: app.security.burstLimit.keyGenerator,
          onExceeded: () => metrics.clientErrorLimited(),
        },
      },
    },
    async (request) => {
      const report = request.body;
      metrics.clientErrorReported(report.type);
      request.log.warn(
        {
          rapport: {
            type: report.type,
            page: report.page,
            version: report.version,
            message: report.message,
            pile: report.pile,
          },
        },
        'client error report',
      );
      return undefined;
    },
  );
};
