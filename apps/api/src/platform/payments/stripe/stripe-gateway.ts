import Stripe from 'stripe';
import { AccountsByStore } from '../accounts-by-store.ts';
import type {
  GatewayNotification,
  HostedSession,
  HostedSessionRequest,
  PaymentGateway,
  ProviderReferences,
  SavedCard,
  SavedCardReference,
  WebhookHeaders,
  WebhookParse,
} from '../gateway.ts';
import type {
  AuthorisationRefusal,
  AuthorisationState,
  CaptureRequest,
  CaptureResult,
  RefundRequest,
  RefundResult,
  ReleaseRequest,
  ReleaseResult,
} from '../provider.ts';
import type { StripeConfig } from './stripe-config.ts';
import { customerOf, customerOn, customerReference } from './stripe-customers.ts';
import { checkoutSessionParams } from './stripe-hosted-session.ts';
import { notificationsOf } from './stripe-webhook.ts';

/** Stripe's own advice for the age of a signed delivery (the library's default, in seconds). */
const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeGatewayOptions {
  /**
   * Another Stripe API origin (a local fake of Stripe in the journeys, e.g. `http://127.0.0.1:12111`);
   * default `https://api.stripe.com`.
   */
  apiOrigin?: string;
  clock?: () => Date;
  /** Seconds a request may take before it is given up (thrown: the shop asks again with its key). */
  timeoutSeconds?: number;
}

/**
 * Stripe behind the shop's payment seam (issue #39, decision 121): Checkout for the hosted page,
 * PaymentIntents in manual capture for an order's authorisation, captured at the store's closing.
 * Stripe Connect: a store with its own connected account (`storeAccounts`) takes its payments as
 * direct charges, every call about its sessions carrying `Stripe-Account`.
 */
export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe';
  private readonly stripe: Stripe;
  private readonly clock: () => Date;
  private readonly accounts: AccountsByStore;

  constructor(
    private readonly config: StripeConfig,
    private readonly references: ProviderReferences,
    options: StripeGatewayOptions = {},
  ) {
    this.clock = options.clock ?? (() => new Date());
    this.stripe = new Stripe(config.secretKey, {
      httpClient: Stripe.createNodeHttpClient(),
      // The shop retries with its own idempotency keys (its workers' backoff): one attempt here.
      maxNetworkRetries: 0,
      timeout: (options.timeoutSeconds ?? 20) * 1000,
      telemetry: false,
      appInfo: { name: 'Cabas' },
      ...apiAddress(options.apiOrigin),
    });
    this.accounts = new AccountsByStore(config.storeAccounts, references, 'Stripe');
  }

  async openHostedSession(request: HostedSessionRequest): Promise<HostedSession> {
    const account = this.accounts.ofStore(request.storeId);
    const known =
      customerOn(request.savedCard?.customer, account) ??
      customerOn(request.customer.providerReference, account);
    // Checkout offers to keep a card (her consent, a box on its page) only for an existing Customer.
    const created = !known && request.saveCard ? await this.createCustomer(request, account) : undefined;
    const session = await this.stripe.checkout.sessions.create(
      checkoutSessionParams(request, this.clock(), known ?? created),
      // Opening the same session again answers the same Checkout Session (Stripe keeps keys 24 hours).
      { idempotencyKey: request.sessionId, ...on(account) },
    );
    if (!session.url) throw new Error(`Stripe Checkout Session ${session.id} has no URL`);
    return {
      providerReference: session.id,
      url: session.url,
      account: account ?? null,
      customer: created ? customerReference(created, account) : null,
    };
  }

  /** Her Customer at Stripe, once per client and account (the key: asked again, the same Customer). */
  private async createCustomer(request: HostedSessionRequest, account: string | undefined) {
    const { clientId, email } = request.customer;
    const customer = await this.stripe.customers.create(
      { email, metadata: { client_id: String(clientId) } },
      { idempotencyKey: `client-${clientId}${account ? `-${account}` : ''}`, ...on(account) },
    );
    return customer.id;
  }

  /**
   * A delivery signed with the account endpoint's secret (the platform's own events) or, with
   * Connect, with the Connect endpoint's (its connected accounts' events, which name their `account`).
   */
  parseWebhook(rawBody: string, headers: WebhookHeaders): WebhookParse {
    const signature = headerValue(headers, 'stripe-signature');
    if (!signature) return { ok: false, reason: 'signature_invalide' };
    const secrets = [this.config.webhookSecret, this.config.connectWebhookSecret ?? null].filter(
      (secret): secret is string => Boolean(secret),
    );
    let event: Stripe.Event | null = null;
    for (const secret of secrets) {
      try {
        event = this.stripe.webhooks.constructEvent(
          rawBody,
          signature,
          secret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          this.clock().getTime(),
        );
        break;
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeSignatureVerificationError))
          return { ok: false, reason: 'corps_invalide' };
      }
    }
    if (!event) return { ok: false, reason: 'signature_invalide' };
    if (typeof event?.id !== 'string' || typeof event.data?.object !== 'object')
      return { ok: false, reason: 'corps_invalide' };
    return { ok: true, notifications: this.isOurs(event) ? notificationsOf(event) : [] };
  }

  /**
   * A Connect endpoint receives every connected account's events, and in live mode their test-mode
   * events too (Stripe's advice: check `livemode`): only our stores' accounts, in our key's mode.
   */
  private isOurs(event: Stripe.Event): boolean {
    if (typeof event.livemode === 'boolean' && event.livemode !== this.config.live) return false;
    return event.account === undefined || this.accounts.accounts.has(event.account);
  }

  /**
   * The card Checkout kept during a payment (her tick in its box: `allow_redisplay` always): one
   * extra call, as the webhook names the PaymentIntent's PaymentMethod only by its id. Null when no
   * card was kept on a Customer. `account`: the connected account that took the payment (its Customer is kept there).
   */
  async savedCardOf(paymentReference: string, account?: string): Promise<SavedCard | null> {
    const intent = await this.stripe.paymentIntents.retrieve(
      paymentReference,
      { expand: ['payment_method'] },
      on(account),
    );
    const method = intent.payment_method;
    // Kept with her consent (the box of Checkout's page): `allow_redisplay` always (Stripe's rule).
    if (!method || typeof method === 'string' || !method.card || method.allow_redisplay !== 'always')
      return null;
    const customer = idOf(method.customer);
    if (!customer) return null;
    const { brand, last4, exp_month, exp_year } = method.card;
    return {
      customer: customerReference(customer, account),
      token: method.id,
      brand,
      last4,
      expiry: `${String(exp_month).padStart(2, '0')}/${String(exp_year % 100).padStart(2, '0')}`,
    };
  }

  /** The notifications of a delivery, each completed with the card Checkout kept (see `savedCardOf`). */
  async withSavedCards(notifications: GatewayNotification[]): Promise<GatewayNotification[]> {
    return Promise.all(
      notifications.map(async (n) =>
        n.notification.resultat === 'acceptee' && n.paymentReference
          ? {
              ...n,
              savedCard: await this.savedCardOf(
                n.paymentReference,
                await this.accounts.ofSession(n.notification.session_id),
              ),
            }
          : n,
      ),
    );
  }

  /** Detached on the account that keeps its Customer (named by the shop's reference of that Customer). */
  async deleteSavedCard(card: SavedCardReference): Promise<void> {
    try {
      await this.stripe.paymentMethods.detach(card.token, {}, on(customerOf(card.customer).account));
    } catch (error) {
      // Already detached or unknown: the card is forgotten, which is what was asked.
      if (isInvalidRequest(error) && (error.code === 'resource_missing' || notAttached(error))) return;
      throw error;
    }
  }

  async capture(request: CaptureRequest): Promise<CaptureResult> {
    const intentId = await this.references.paymentOf(request.sessionId);
    if (!intentId) return refused('autorisation_inconnue');
    if (request.amountCents <= 0) return refused('montant_superieur_autorise');
    const account = on(await this.accounts.ofSession(request.sessionId));
    try {
      const intent = await this.stripe.paymentIntents.capture(
        intentId,
        { amount_to_capture: request.amountCents },
        { idempotencyKey: request.idempotencyKey, ...account },
      );
      return captured(intent);
    } catch (error) {
      if (!isInvalidRequest(error)) throw error;
      if (error.code === 'resource_missing') return refused('autorisation_inconnue');
      if (error.code === 'payment_intent_unexpected_state') {
        const intent =
          error.payment_intent ?? (await this.stripe.paymentIntents.retrieve(intentId, {}, account));
        return afterUnexpectedState(intent, request.amountCents);
      }
      if (error.code === 'amount_too_large' || error.param === 'amount_to_capture')
        return refused('montant_superieur_autorise');
      throw error;
    }
  }

  async release(request: ReleaseRequest): Promise<ReleaseResult> {
    const intentId = await this.references.paymentOf(request.sessionId);
    if (!intentId) return refused('autorisation_inconnue');
    const account = on(await this.accounts.ofSession(request.sessionId));
    const before = await this.stripe.paymentIntents.retrieve(intentId, {}, account);
    // Captured (Stripe released the rest with the capture) or cancelled (by us or at expiry): nothing
    // is left to cancel; the answer is what the authorisation no longer holds.
    if (before.status === 'succeeded' || before.status === 'canceled') return released(before);
    if (before.status !== 'requires_capture') return refused('autorisation_inconnue');
    try {
      const intent = await this.stripe.paymentIntents.cancel(
        intentId,
        {},
        { idempotencyKey: request.idempotencyKey, ...account },
      );
      return { status: 'effectue', reference: intent.id, releasedCents: before.amount_capturable };
    } catch (error) {
      if (!isInvalidRequest(error) || error.code !== 'payment_intent_unexpected_state') throw error;
      // Captured or cancelled between our two calls.
      return released(await this.stripe.paymentIntents.retrieve(intentId, {}, account));
    }
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    const intentId = await this.references.paymentOf(request.sessionId);
    // The contract has no refusal for a refund: the shop's worker asks again and its operators see it.
    if (!intentId) throw new Error(`Stripe refund: no PaymentIntent known for session ${request.sessionId}`);
    const refund = await this.stripe.refunds.create(
      { payment_intent: intentId, amount: request.amountCents },
      { idempotencyKey: request.idempotencyKey, ...on(await this.accounts.ofSession(request.sessionId)) },
    );
    if (refund.status === 'failed' || refund.status === 'canceled')
      throw new Error(`Stripe refund ${refund.id} is ${refund.status}`);
    return { status: 'effectue', reference: refund.id };
  }

  async authorisation(sessionId: string): Promise<AuthorisationState | null> {
    const intentId = await this.references.paymentOf(sessionId);
    if (!intentId) return null;
    const intent = await this.stripe.paymentIntents.retrieve(
      intentId,
      { expand: ['latest_charge'] },
      on(await this.accounts.ofSession(sessionId)),
    );
    // No charge: the card was never authorised (a PaymentIntent still waiting for a card, or cancelled before).
    const charge = intent.latest_charge;
    if (!charge || typeof charge === 'string') return null;
    if (!['requires_capture', 'succeeded', 'canceled'].includes(intent.status)) return null;
    const capturedCents = intent.amount_received;
    const closed = intent.status !== 'requires_capture';
    return {
      authorisedCents: intent.amount,
      capturedCents,
      refundedCents: charge.amount_refunded,
      releasedCents: closed ? intent.amount - capturedCents : 0,
      closed,
    };
  }
}

function apiAddress(origin: string | undefined): Partial<Stripe.StripeConfig> {
  if (!origin) return {};
  const url = new URL(origin);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** The request option of a call on a store's connected account (`Stripe-Account`); none for the platform's. */
const on = (account: string | undefined): Stripe.RequestOptions =>
  account ? { stripeAccount: account } : {};

/** Node lowers header names; a test or a proxy may not. */
function headerValue(headers: WebhookHeaders, name: string): string | undefined {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value[0] : value;
}

const refused = (reason: AuthorisationRefusal) => ({ status: 'refusee' as const, reason });

function captured(intent: Stripe.PaymentIntent): CaptureResult {
  return {
    status: 'effectue',
    reference: idOf(intent.latest_charge) ?? intent.id,
    amountCents: intent.amount_received,
  };
}

/**
 * Stripe captures a PaymentIntent once (the rest is released with it). Captured already with this
 * amount: the same capture asked again after Stripe forgot its key (24 hours), answered the same.
 */
function afterUnexpectedState(intent: Stripe.PaymentIntent, amountCents: number): CaptureResult {
  if (intent.status === 'canceled') return refused('autorisation_close');
  if (intent.status === 'succeeded') {
    return intent.capture_method === 'manual' && intent.amount_received === amountCents
      ? captured(intent)
      : refused('montant_superieur_autorise');
  }
  return refused('autorisation_inconnue');
}

function released(intent: Stripe.PaymentIntent): ReleaseResult {
  return { status: 'effectue', reference: intent.id, releasedCents: intent.amount - intent.amount_received };
}

function isInvalidRequest(error: unknown): error is Stripe.errors.StripeInvalidRequestError {
  return error instanceof Stripe.errors.StripeInvalidRequestError;
}

const notAttached = (error: Stripe.errors.StripeInvalidRequestError) => /not attached/i.test(error.message);

const idOf = (value: string | { id: string } | null): string | null =>
  value === null ? null : typeof value === 'string' ? value : value.id;
