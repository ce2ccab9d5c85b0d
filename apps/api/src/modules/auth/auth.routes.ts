import { logoutBody, tokenRequestBody } from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { basicCredentials } from '../../platform/auth/storefront-client.ts';
import { clientCredentials, login, logout, purgeExpiredEvery, refresh } from './auth.service.ts';

const tags = ['authentification'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { security } = app;
  purgeExpiredEvery(app, db, security.clock);

  app.post(
    '/auth/token',
    {
      schema: {
        tags,
        summary:
          'Jetons : client_credentials (la boutique, en HTTP Basic ou client_id/client_secret), password (connexion), refresh_token (renouvellement avec rotation)',
        body: tokenRequestBody,
      },
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

  app.post(
    '/auth/logout',
    {
      schema: {
        tags,
        summary: 'Déconnexion : la session du jeton d’accès, ou du jeton de renouvellement, est révoquée',
        body: logoutBody,
      },
      config: { acceptExpiredToken: true },
    },
    async (request, reply) => {
      const sessionId = request.auth?.kind === 'client' ? request.auth.sessionId : undefined;
      await logout(db, security, { sessionId, refreshToken: request.body?.refresh_token });
      return reply.status(204).send();
    },
  );
};
