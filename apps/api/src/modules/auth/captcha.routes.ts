import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/captcha/challenge',
    {
      schema: {
        tags: ['authentification'],
        summary: 'Défi ALTCHA (preuve de travail) pour le widget altcha : { parameters, signature }',
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.security.captcha.challenge();
    },
  );
};
