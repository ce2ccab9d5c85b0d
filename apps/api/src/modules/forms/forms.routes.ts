import { endpoints } from '@cabas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, clientOf, requireAppToken, requireClient } from '../../platform/auth/guards.ts';
import { loadSecrets } from '../../platform/auth/secrets.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';
import { ConfirmationTokens } from './confirmation-token.ts';
import type { FormContext } from './forms.service.ts';
import { newsletterPurgeJob, UNCONFIRMED_NEWSLETTER_DAYS_MIN } from './newsletter-purge.ts';

const calls = endpoints.forms;

/**
 * The form pages (declared in packages/contracts, `endpoints.forms`). The anonymous forms need a
 * client token (the storefront's or a shopper's) and the ALTCHA proof of work; every form is limited
 * per end user's address like the login calls, so a script cannot fill the service's mailbox.
 */
export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  const { forms } = app.services;
  const { security } = app;
  const route = endpointRoutes(app);
  const tokens = new ConfirmationTokens(loadSecrets(app.deps.config).authSecret);
  const limited = { config: { rateLimit: security.burstLimit } };
  const anonymous = { ...limited, onRequest: requireAppToken, preValidation: authenticate };
  const shopper = { ...limited, preValidation: requireClient };
  const context = (request: Parameters<typeof security.shopOrigin>[0]): FormContext => ({
    security,
    outbox: app.outbox,
    origin: security.shopOrigin(request),
    tokens,
  });
  // Unconfirmed newsletter addresses are forgotten after NEWSLETTER_UNCONFIRMED_DAYS (GDPR).
  app.outbox.schedule(
    newsletterPurgeJob(forms, app.deps.config.newsletterUnconfirmedDays ?? UNCONFIRMED_NEWSLETTER_DAYS_MIN),
  );
  const clientId = (request: { client?: { id: number } | null }) => request.client?.id ?? null;

  route(calls.contact, anonymous, async (request) => ({
    data: await forms.contact(context(request), request.body, clientId(request)),
  }));
  route(calls.cardRequest, anonymous, async (request) => ({
    data: await forms.cardRequest(context(request), request.body, clientId(request)),
  }));
  route(calls.cardActivation, anonymous, async (request) => ({
    data: await forms.cardActivation(context(request), request.body, clientId(request)),
  }));
  route(calls.loyaltyCancellation, anonymous, async (request) => ({
    data: await forms.loyaltyCancellation(context(request), request.body, clientId(request)),
  }));
  route(calls.productQuestion, anonymous, async (request) => ({
    data: await forms.productQuestion(context(request), request.body, clientId(request)),
  }));
  route(calls.anonymousNewsletter, anonymous, async (request) => ({
    data: await forms.anonymousNewsletter(context(request), request.body),
  }));
  route(calls.confirmNewsletter, { ...limited, onRequest: requireAppToken }, async (request) => ({
    data: await forms.confirmNewsletter(tokens, request.body.token, security.clock()),
  }));
  route(calls.withdrawableOrders, { preValidation: requireClient }, async (request) => ({
    data: await forms.withdrawableOrders(clientOf(request).id, security.clock()),
  }));
  route(calls.withdrawal, shopper, async (request) => ({
    data: await forms.withdrawal(context(request), clientOf(request).id, request.body),
  }));
};
