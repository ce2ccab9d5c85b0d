import { endpoints } from '@cabas/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { basicCredentials } from '../../platform/auth/storefront-client.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';
import { clientCredentials, login, logout, purgeExpiredEvery, refresh } from './auth.service.ts';

export const authRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps.database;
  const { security } = app;
  purgeExpiredEvery(app, db, security.clock);
  const route = endpointRoutes(app);

  route(
    endpoints.accounts.token,
    {
      config: {
        // Only logins count towards the burst limit: refresh and client tokens cannot be guessed.
        rateLimit: {
          ...security.burstLimit,
          hook: 'preHandler',
          allowList: (request) => (request.body as { grant_type?: string }).grant_type !== 'password',
        },
      },
    },
    async (request) => {
      const body = request.body;
      if (body.grant_type === 'password') {
        const address = security.burstLimit.keyGenerator(request);
        return login(db, security, {
          email: body.email,
          password: body.password,
          altcha: body.altcha,
          address,
        });
      }
      if (body.grant_type === 'refresh_token') return refresh(db, security, body.refresh_token);
      const credentials =
        basicCredentials(request.headers.authorization) ??
        (body.client_id && body.client_secret ? { id: body.client_id, secret: body.client_secret } : null);
      return clientCredentials(security, credentials);
    },
  );

  route(endpoints.accounts.logout, { config: { acceptExpiredToken: true } }, async (request) => {
    const sessionId = request.auth?.kind === 'client' ? request.auth.sessionId : undefined;
    await logout(db, security, { sessionId, refreshToken: request.body?.refresh_token });
    return undefined;
  });
};
