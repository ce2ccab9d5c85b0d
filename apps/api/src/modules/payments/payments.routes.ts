import {
  PAYMENT_SIGNATURE_HEADER,
  paymentMessages,
  paymentNotification,
  paymentNotificationResponse,
} from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadSecrets } from '../../platform/auth/secrets.ts';
import { HttpError } from '../../platform/errors.ts';
import { SandboxProvider } from '../../platform/payments/sandbox-provider.ts';
import { NotificationService } from './notifications.service.ts';
import { sandboxRoutes } from './sandbox.routes.ts';

const tags = ['paiement'];
const NOTIFICATION_BODY_LIMIT = 8192;

/** Payment: processPaiement, the provider's notifications and the sandbox's hosted page. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const config = app.deps.config;
  const secrets = loadSecrets({ dataDir: config.dataDir, paymentSecret: config.paymentSecret });
  const storefrontUrl = app.security.publicUrl;
  const provider = new SandboxProvider(secrets.paymentSecret, storefrontUrl);
  const notifications = new NotificationService(db, app.security.mailer);

  await app.register(sandboxRoutes, { provider, storefrontUrl });

  // The signature covers the raw bytes: this scope keeps the JSON body as text until it is checked.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: NOTIFICATION_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>().post(
      '/paiements/notifications',
      {
        schema: {
          tags,
          summary: `Notification signée du prestataire de paiement (en-tête ${PAYMENT_SIGNATURE_HEADER})`,
          body: z.string(),
          response: { 200: paymentNotificationResponse },
        },
        config: { rateLimit: false },
      },
      async (request, reply) => {
        const raw = request.body;
        const header = request.headers[PAYMENT_SIGNATURE_HEADER];
        if (!provider.verifyNotification(raw, Array.isArray(header) ? header[0] : header)) {
          throw new HttpError(401, paymentMessages.badSignature);
        }
        let json: unknown;
        try {
          json = JSON.parse(raw);
        } catch {
          throw new HttpError(422, paymentMessages.badNotification);
        }
        const parsed = paymentNotification.safeParse(json);
        if (!parsed.success) throw new HttpError(422, paymentMessages.badNotification);
        return reply.send(await notifications.handle(parsed.data, app.security.clock()));
      },
    );
  });
};
