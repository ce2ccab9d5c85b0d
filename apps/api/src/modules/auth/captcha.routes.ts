import { endpoints } from '@cabas/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';

export const captchaRoutes: FastifyPluginAsync = async (app) => {
  endpointRoutes(app)(endpoints.accounts.captchaChallenge, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return app.security.captcha.challenge();
  });
};
