import { API_ERROR_CODES, apiPath, endpoints, paymentMessages } from '@cabas/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError } from '../../platform/domain-error.ts';
import type { HostedSessionRequest, PaymentGateway } from '../../platform/payments/gateway.ts';
import type { SandboxProvider } from '../../platform/payments/sandbox-provider.ts';
import * as records from './provider-records.repository.ts';

/**
 * Where the browser pays a session: the sandbox's own page, or a real provider's hosted page opened
 * for it (an API call). `origin` is the storefront's origin the shopper is on: the sandbox's page is
 * served under its /api, and a provider sends the shopper back there (same cookies).
 */
export interface PaymentPages {
  /** The provider's name, kept with the sessions it takes. */
  readonly name: string;
  urlFor(sessionId: string, origin?: string): Promise<string>;
}

export const sandboxPages = (sandbox: SandboxProvider): PaymentPages => ({
  name: sandbox.name,
  urlFor: async (sessionId, origin) => sandbox.paymentPageUrl(sessionId, origin),
});

/** The return route of a session: every outcome comes back there, which reads the session (decision 122). */
export function paymentReturnUrl(origin: string, sessionId: string, resultat?: string): string {
  const url = `${origin}${apiPath(endpoints.payments.providerReturn, { session: sessionId })}`;
  return resultat ? `${url}?resultat=${resultat}` : url;
}

const SUBSCRIPTION = 'abonnement';

/** A real provider's hosted page, opened once per session (the provider keeps our id as its key). */
export class GatewayPages implements PaymentPages {
  readonly name: string;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly gateway: PaymentGateway,
    private readonly defaultOrigin: string,
    private readonly maySaveCard: (sessionId: string) => Promise<boolean>,
  ) {
    this.name = gateway.name;
  }

  async urlFor(sessionId: string, origin = this.defaultOrigin): Promise<string> {
    const request = await this.requestFor(sessionId, origin);
    let opened: Awaited<ReturnType<PaymentGateway['openHostedSession']>>;
    try {
      opened = await this.gateway.openHostedSession(request);
    } catch (error) {
      // Nothing is paid: the session stays open until it expires; the shopper can ask again.
      console.error(`${this.gateway.name}: hosted session of ${sessionId} not opened`, error);
      throw new DomainError(API_ERROR_CODES.serviceUnavailable, paymentMessages.providerUnavailable);
    }
    if (opened.customer)
      await records.keepProviderCustomer(
        this.db,
        request.customer.clientId,
        this.name,
        opened.customer,
        new Date().toISOString(),
      );
    await records.keepHostedSession(this.db, sessionId, {
      reference: opened.providerReference,
      account: opened.account,
    });
    return opened.url;
  }

  private async requestFor(sessionId: string, origin: string): Promise<HostedSessionRequest> {
    const s = await records.hostedSessionFacts(this.db, sessionId, this.gateway.name);
    if (!s) throw new DomainError(API_ERROR_CODES.paymentSessionNotFound, paymentMessages.sessionUnknown);
    const back = (resultat: string) => paymentReturnUrl(origin, sessionId, resultat);
    return {
      sessionId,
      amountCents: s.card_cents,
      currency: 'EUR',
      captureMode: s.capture_mode,
      description: `${s.type_panier === SUBSCRIPTION ? 'Abonnement' : 'Commande'} Cabas ${s.store_name}`,
      customer: { clientId: s.client_id, email: s.email, providerReference: s.customer_reference },
      storeId: s.store_id,
      returnUrls: {
        ok: back('ok'),
        enAttente: back('en-attente'),
        refus: back('refus'),
        annulation: back('annulation'),
        erreur: back('erreur'),
      },
      saveCard: await this.maySaveCard(sessionId),
      savedCard:
        s.alias_token && s.alias_customer ? { customer: s.alias_customer, token: s.alias_token } : null,
      expiresAt: new Date(s.expires_at),
    };
  }
}
