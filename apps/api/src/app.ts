import { randomUUID } from 'node:crypto';
import { API_HEADERS, API_PREFIX } from '@cabas/contracts';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiConfig } from './config.ts';
import { accountRoutes } from './modules/accounts/accounts.routes.ts';
import { addressRoutes } from './modules/addresses/addresses.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { captchaRoutes } from './modules/auth/captcha.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { categoryRoutes } from './modules/categories/categories.routes.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { instalmentRoutes } from './modules/checkout/instalments.routes.ts';
import { cmsRoutes } from './modules/cms/cms.routes.ts';
import { communeRoutes } from './modules/communes/communes.routes.ts';
import { formRoutes } from './modules/forms/forms.routes.ts';
import { handOverRoutes } from './modules/hand-over/hand-over.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { imageRoutes } from './modules/images/images.routes.ts';
import { leafletRoutes } from './modules/leaflets/leaflets.routes.ts';
import { listRoutes } from './modules/lists/lists.routes.ts';
import { loyaltyRoutes } from './modules/loyalty/loyalty.routes.ts';
import { loyaltyConversionRoutes } from './modules/loyalty/loyalty-conversion.routes.ts';
import { loyaltyChallengeRoutes } from './modules/loyalty-challenges/loyalty-challenges.routes.ts';
import { loyaltyExpiryJob } from './modules/loyalty-ledger/loyalty-expiry.job.ts';
import { loyaltyLedgerRoutes } from './modules/loyalty-ledger/loyalty-ledger.routes.ts';
import { newsletterRoutes } from './modules/newsletters/newsletters.routes.ts';
import { clientErrorRoutes } from './modules/operations/client-errors.routes.ts';
import { metricsRoutes } from './modules/operations/metrics.routes.ts';
import { registerMetrics } from './modules/operations/metrics.ts';
import { orderChangeRoutes } from './modules/order-changes/order-changes.routes.ts';
import { orderClosingRoutes } from './modules/order-closing/order-closing.routes.ts';
import { orderDocumentRoutes } from './modules/order-documents/order-documents.routes.ts';
import { orderRoutes } from './modules/orders/orders.routes.ts';
import { paymentAliasRoutes } from './modules/payment-aliases/payment-aliases.routes.ts';
import { paymentRoutes } from './modules/payments/payments.routes.ts';
import { preparationRoutes } from './modules/preparation/preparation.routes.ts';
import { proCheckoutRoutes } from './modules/pro-checkout/pro-checkout.routes.ts';
import { proSpaceRoutes } from './modules/pro-space/pro-space.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { recipeRoutes } from './modules/recipes/recipes.routes.ts';
import { slotRoutes } from './modules/slots/slots.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { teamRoutes } from './modules/staff/team.routes.ts';
import { staffOrderRoutes } from './modules/staff-orders/staff-orders.routes.ts';
import { staffProInvoiceRoutes } from './modules/staff-pro-invoices/staff-pro-invoices.routes.ts';
import { storePageRoutes } from './modules/store-pages/store-pages.routes.ts';
import { storeRoutes } from './modules/stores/stores.routes.ts';
import { subscriptionRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { substitutionRoutes } from './modules/substitutions/substitutions.routes.ts';
import { tillReceiptRoutes } from './modules/till-receipts/till-receipts.routes.ts';
import { usualProductRoutes } from './modules/usual-products/usual-products.routes.ts';
import { loadSecrets } from './platform/auth/secrets.ts';
import securityPlugin, {
  type SecurityConfig,
  type SecurityOptions,
} from './platform/auth/security-plugin.ts';
import type { Database } from './platform/database.ts';
import { frameworkErrors, setJsonErrorHandler, setJsonNotFoundHandler } from './platform/errors.ts';
import { refuseNulCharacters } from './platform/nul-characters.ts';
import { DOCS_PREFIX, openApiOptions } from './platform/openapi.ts';
import { type OutboxSettings, registerOutbox } from './platform/outbox/register.ts';
import {
  defaultJobs,
  pendingCardOperationsJobs,
  pendingRefundsJob,
} from './platform/outbox/scheduled-jobs.ts';
import { registerRateLimit } from './platform/rate-limit.ts';
import { setApiSecurityHeaders } from './platform/security-headers.ts';
import { buildServices } from './services.ts';

/** For the shop's primary process: `/metrics` of several workers (decision 131). */
export { answerClusterScrapes } from './modules/operations/cluster-metrics.ts';
/** For the Fastify server the API is mounted on: its router's own errors in the API's error body. */
export { frameworkErrors } from './platform/errors.ts';
export { loadSecrets };

export interface ApiDeps {
  database: Database;
  config: Pick<ApiConfig, 'publicUrl'> &
    Partial<Pick<ApiConfig, 'payments' | 'tillTokens'>> & {
      redisUrl?: string;
      rateLimitMax?: number;
      newsletterUnconfirmedDays?: number;
      /** METRICS_TOKEN: `/metrics` is served only with one (decision 131). */
      metricsToken?: string;
    } & Partial<SecurityConfig>;
  rateLimit?: { max?: number; timeWindow?: number | string; nameSpace?: string };
  /** The time for tokens, lockouts and reset links; tests move it. */
  clock?: () => Date;
  /** Tuning of captcha difficulty, lockout limits and attempt-counter prefix (tests, benchmarks). */
  security?: SecurityOptions;
  /** Tuning of the e-mail outbox and its worker (tests). */
  outbox?: OutboxSettings;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: ApiDeps;
  }
}

const JSON_TYPES = /^application\/(?:vnd\.[\w.-]+\+)?json\b/;

/** The REST API as a plugin, to register under `/api`. */
export const apiPlugin: FastifyPluginAsync<ApiDeps> = async (api, deps) => {
  api.decorate('deps', deps);
  setJsonNotFoundHandler(api);
  api.addHook('onSend', async (request, reply) => {
    reply.header('cache-control', reply.getHeader('cache-control') ?? 'no-store');
    setApiSecurityHeaders(request, reply);
  });

  await registerRateLimit(api, {
    redisUrl: deps.config.redisUrl,
    max: deps.config.rateLimitMax,
    ...deps.rateLimit,
    // The security plugin registered below decorates `api` before any call arrives.
    keyGenerator: (request) => api.security.shopperKey(request),
  });
  await api.register(securityPlugin, {
    config: deps.config,
    clock: deps.clock ?? (() => new Date()),
    options: deps.security,
  });
  // Only JSON bodies (Fastify would hand a text/plain body to the schema as a string).
  api.removeContentTypeParser('text/plain');
  refuseNulCharacters(api);
  await api.register(swagger, openApiOptions());
  await api.register(swaggerUi, { routePrefix: DOCS_PREFIX });

  const typed = api.withTypeProvider<ZodTypeProvider>();
  await typed.register(storeRoutes);
  await typed.register(communeRoutes);
  await typed.register(categoryRoutes);
  await typed.register(catalogueRoutes);
  await typed.register(imageRoutes);
  await typed.register(authRoutes);
  await typed.register(captchaRoutes);
  await typed.register(accountRoutes);
  await typed.register(cartRoutes);
  await typed.register(slotRoutes);
  await typed.register(checkoutRoutes);
  await typed.register(addressRoutes);
  // Also under /api for storefront clients whose base URL ends in /api.
  await typed.register(instalmentRoutes, { clock: () => api.security.clock() });
  await typed.register(paymentRoutes);
  await typed.register(proCheckoutRoutes);
  await typed.register(orderRoutes);
  await typed.register(orderChangeRoutes);
  await typed.register(orderDocumentRoutes);
  await typed.register(substitutionRoutes);
  await typed.register(listRoutes);
  await typed.register(profileRoutes);
  await typed.register(paymentAliasRoutes);
  await typed.register(newsletterRoutes);
  await typed.register(formRoutes);
  await typed.register(leafletRoutes);
  await typed.register(storePageRoutes);
  await typed.register(recipeRoutes);
  await typed.register(cmsRoutes);
  await typed.register(usualProductRoutes);
  await typed.register(subscriptionRoutes);
  await typed.register(loyaltyRoutes);
  await typed.register(loyaltyChallengeRoutes);
  await typed.register(loyaltyConversionRoutes);
  await typed.register(loyaltyLedgerRoutes);
  // The stores' tills post their receipts: a machine's call, by the store's till token (decision 128).
  await typed.register(tillReceiptRoutes);
  await typed.register(proSpaceRoutes);
  // The store staff's side, under /api/gestion (decision 108).
  await typed.register(staffRoutes);
  await typed.register(teamRoutes);
  await typed.register(preparationRoutes);
  await typed.register(staffOrderRoutes);
  await typed.register(orderClosingRoutes);
  await typed.register(handOverRoutes);
  await typed.register(staffProInvoiceRoutes);
  // The browsers' error reports (document 1 §8, decision 132).
  await typed.register(clientErrorRoutes);
};

export function requestIdOptions(): Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> {
  return {
    requestIdHeader: API_HEADERS.requestId,
    genReqId: () => randomUUID(),
  };
}

export const loggerOptions = (level: string) => ({
  level,
  redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
});

/** A standalone server: health probes at the root and the API under `/api`. */
export async function buildApp(
  deps: ApiDeps & { logLevel?: string; fastify?: FastifyServerOptions },
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(deps.logLevel ?? 'silent'),
    ...requestIdOptions(),
    frameworkErrors,
    ...deps.fastify,
  });
  await registerApi(app, deps);
  return app;
}

/** Mounts health probes and the API on an existing Fastify server (used by the web server too). */
export async function registerApi(app: FastifyInstance, deps: ApiDeps) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  setJsonErrorHandler(app);
  // JSON also comes as a vendor media type (`application/vnd.…+json`).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(JSON_TYPES, { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
  app.addHook('onSend', async (request, reply) => {
    reply.header(API_HEADERS.requestId, request.id);
  });
  // With METRICS_TOKEN: every request of this server counted by route, `/metrics` served (decision 131).
  const metricsToken = deps.config.metricsToken;
  registerMetrics(app, {
    database: deps.database,
    clock: deps.clock ?? (() => new Date()),
    processMetrics: Boolean(metricsToken),
  });
  if (metricsToken) await app.register(metricsRoutes, { token: metricsToken });
  const outbox = registerOutbox(app, deps);
  // Every service once, shared by the health probe, the worker's jobs and the API's routes.
  const services = buildServices(deps.database, {
    outbox,
    paymentSecret: loadSecrets(deps.config).paymentSecret,
    publicUrl: deps.config.publicUrl.replace(/\/+$/, ''),
    linkSecret: loadSecrets(deps.config).authSecret,
    payments: deps.config.payments,
  });
  app.decorate('services', services);
  for (const job of [
    ...defaultJobs(services),
    pendingRefundsJob(services.orderChanges),
    ...pendingCardOperationsJobs(services.captures, services.orderChanges),
    loyaltyExpiryJob(services.loyaltyExpiry),
  ])
    outbox.schedule(job);
  await app.register(healthRoutes, deps);
  await app.register(apiPlugin, { ...deps, prefix: API_PREFIX });
  // The instalment simulation is also served outside /api, at /ws/v1.
  await app.register(instalmentRoutes, { clock: deps.clock ?? (() => new Date()) });
}
