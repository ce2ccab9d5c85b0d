import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AdyenGateway } from '../../platform/payments/adyen/adyen-gateway.ts';
import type { PaymentGateway } from '../../platform/payments/gateway.ts';
import type { PaymentSettings } from '../../platform/payments/payment-settings.ts';
import type { CardOperations } from '../../platform/payments/provider.ts';
import { DatabaseSandboxBook } from '../../platform/payments/sandbox-book.ts';
import { SandboxProvider } from '../../platform/payments/sandbox-provider.ts';
import { StripeGateway } from '../../platform/payments/stripe/stripe-gateway.ts';
import { GatewayPages, type PaymentPages, paymentReturnUrl, sandboxPages } from './payment-pages.ts';
import { ProviderRecords } from './provider-records.ts';

/** The provider the shop runs (PAYMENT_PROVIDER): its pages, its card operations, its webhooks. */
export interface Payments {
  /** Captures, releases, refunds: the sandbox's or the gateway's. */
  provider: CardOperations;
  pages: PaymentPages;
  /** The sandbox, whose page and notifications the API serves only when it is the provider. */
  sandbox: SandboxProvider;
  /** A real provider (Stripe, Adyen), or null when the sandbox takes the cards. */
  gateway: PaymentGateway | null;
}

export interface PaymentsDeps {
  settings: PaymentSettings;
  paymentSecret: string;
  publicUrl: string;
  maySaveCard: (sessionId: string) => Promise<boolean>;
}

export function buildPayments(db: Kysely<DB>, deps: PaymentsDeps): Payments {
  // The sandbox keeps its authorisations in the database: they outlive a crash, as a provider's do.
  const sandbox = new SandboxProvider(deps.paymentSecret, deps.publicUrl, new DatabaseSandboxBook(db));
  const gateway = gatewayFor(db, deps.settings);
  if (!gateway) return { provider: sandbox, pages: sandboxPages(sandbox), sandbox, gateway: null };
  const pages = new GatewayPages(db, gateway, deps.publicUrl, deps.maySaveCard);
  return { provider: gateway, pages, sandbox, gateway };
}

function gatewayFor(db: Kysely<DB>, settings: PaymentSettings): PaymentGateway | null {
  const records = new ProviderRecords(db);
  switch (settings.provider) {
    case 'sandbox':
      return null;
    case 'stripe':
      return new StripeGateway(settings.stripe, records, { apiOrigin: settings.apiOrigin });
    case 'adyen':
      return new AdyenGateway(settings.adyen, records, {
        // Adyen has one return URL: the shop's return route reads the session and Adyen's result.
        returnUrl: (request) => paymentReturnUrl(new URL(request.returnUrls.ok).origin, request.sessionId),
        ...(settings.apiOrigin ? { apiOrigin: settings.apiOrigin } : {}),
      });
  }
}
