import { AccountsByStore } from '../accounts-by-store.ts';
import type {
  HostedSession,
  HostedSessionRequest,
  PaymentGateway,
  ProviderReferences,
  SavedCardReference,
  WebhookHeaders,
  WebhookParse,
} from '../gateway.ts';
import type {
  AuthorisationState,
  CaptureRequest,
  CaptureResult,
  RefundRequest,
  RefundResult,
  ReleaseRequest,
  ReleaseResult,
} from '../provider.ts';
import { type AdyenCheckout, adyenCheckout } from './adyen-client.ts';
import type { AdyenConfig } from './adyen-config.ts';
import { isNotFound, refusalOf } from './adyen-refusals.ts';
import { type ReturnPage, returnPageOf } from './adyen-return.ts';
import { sessionRequestOf } from './adyen-session-request.ts';
import { parseAdyenWebhook } from './adyen-webhook.ts';

/**
 * What the shop recorded of a session's Adyen payment. Adyen has no call that reads a payment's
 * amounts: its AUTHORISATION webhook gives the authorised amount, and captures, cancels and refunds
 * are answered `received` (their outcome comes later, in webhooks). So the amounts come from the shop:
 * the authorised amount of the AUTHORISATION it applied, and the operations this adapter answered
 * `effectue` once the shop recorded that answer (never an operation still asked: asked again with
 * its key, it must not be counted against itself).
 */
export interface AdyenPaymentRecords extends ProviderReferences {
  authorisationOf(sessionId: string): Promise<AuthorisationState | null>;
}

export interface AdyenGatewayOptions {
  /**
   * Adyen's page has one return URL for every outcome: the shop's route it sends the shopper back to
   * (see README.md), which reads `sessionId` and `sessionResult` from its query.
   */
  returnUrl: (request: HostedSessionRequest) => string;
  /** The library's Checkout API; built from the config when not given. */
  checkout?: AdyenCheckout;
  /**
   * Another Checkout API origin (a local fake of Adyen in the journeys, e.g. `http://127.0.0.1:12112`);
   * default Adyen's TEST or LIVE host.
   */
  apiOrigin?: string;
}

/**
 * Adyen (Checkout API of `@adyen/api-library`) behind the shop's payment gateway. A store with its own
 * merchant account (`storeMerchantAccounts`) has its sessions opened, captured, cancelled and refunded
 * on that account; the API key is the company's, so one client serves every account.
 */
export class AdyenGateway implements PaymentGateway {
  readonly name = 'adyen';
  private readonly checkout: AdyenCheckout;
  private readonly accounts: AccountsByStore;

  constructor(
    private readonly config: AdyenConfig,
    private readonly records: AdyenPaymentRecords,
    private readonly options: AdyenGatewayOptions,
  ) {
    this.checkout = options.checkout ?? adyenCheckout(config, options.apiOrigin);
    this.accounts = new AccountsByStore(config.storeMerchantAccounts, records, 'Adyen');
  }

  async openHostedSession(request: HostedSessionRequest): Promise<HostedSession> {
    const merchantAccount = this.accounts.ofStore(request.storeId) ?? this.config.merchantAccount;
    const body = sessionRequestOf(request, merchantAccount, this.options.returnUrl(request));
    // Our session id as the key: a retried call gets the same Adyen session, not a second one.
    const session = await this.checkout.PaymentsApi.sessions(body, { idempotencyKey: request.sessionId });
    if (!session.url) throw new Error(`Adyen session ${session.id} without a hosted page url`);
    return {
      providerReference: session.id,
      url: session.url,
      account: this.accounts.ofStore(request.storeId) ?? null,
    };
  }

  parseWebhook(rawBody: string, headers: WebhookHeaders): WebhookParse {
    return parseAdyenWebhook(this.config, rawBody, headers);
  }

  /**
   * Checked against what the shop recorded, then asked of Adyen, which answers `received`: that is
   * `effectue` here (Adyen took the request; the same key answers the same capture). Whether the
   * bank took the money comes later in a CAPTURE webhook (success true, or false with a reason).
   */
  async capture(request: CaptureRequest): Promise<CaptureResult> {
    const payment = await this.records.paymentOf(request.sessionId);
    if (!payment) return { status: 'refusee', reason: 'autorisation_inconnue' };
    const state = await this.records.authorisationOf(request.sessionId);
    if (state?.closed) return { status: 'refusee', reason: 'autorisation_close' };
    if (request.amountCents <= 0 || (state && request.amountCents > openCents(state)))
      return { status: 'refusee', reason: 'montant_superieur_autorise' };
    try {
      const answer = await this.checkout.ModificationsApi.captureAuthorisedPayment(
        payment,
        {
          merchantAccount: await this.accountOfSession(request.sessionId),
          amount: { currency: 'EUR', value: request.amountCents },
          reference: request.sessionId,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return { status: 'effectue', reference: answer.pspReference, amountCents: request.amountCents };
    } catch (error) {
      const reason = refusalOf(error);
      if (reason) return { status: 'refusee', reason };
      throw error;
    }
  }

  /**
   * A partial capture already cancelled the rest (Adyen's default: multiple partial captures off):
   * nothing is asked then. Otherwise Adyen cancels the authorisation (`received`; CANCELLATION webhook).
   */
  async release(request: ReleaseRequest): Promise<ReleaseResult> {
    const payment = await this.records.paymentOf(request.sessionId);
    if (!payment) return { status: 'refusee', reason: 'autorisation_inconnue' };
    const state = await this.records.authorisationOf(request.sessionId);
    const left = state && !state.closed ? openCents(state) : 0;
    if (state && (state.closed || state.capturedCents > 0))
      return { status: 'effectue', reference: `${payment}:reste`, releasedCents: left };
    try {
      const answer = await this.checkout.ModificationsApi.cancelAuthorisedPaymentByPspReference(
        payment,
        { merchantAccount: await this.accountOfSession(request.sessionId), reference: request.sessionId },
        { idempotencyKey: request.idempotencyKey },
      );
      return { status: 'effectue', reference: answer.pspReference, releasedCents: left };
    } catch (error) {
      const reason = refusalOf(error);
      if (reason) return { status: 'refusee', reason };
      throw error;
    }
  }

  /** `received` as `effectue`; a refund the bank refuses comes back as a REFUND webhook, success false. */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const payment = await this.records.paymentOf(request.sessionId);
    // The contract has no refusal for refunds: the shop keeps it asked and its operators see this.
    if (!payment) throw new Error(`Adyen refund: no payment known for session ${request.sessionId}`);
    const answer = await this.checkout.ModificationsApi.refundCapturedPayment(
      payment,
      {
        merchantAccount: await this.accountOfSession(request.sessionId),
        amount: { currency: 'EUR', value: request.amountCents },
        reference: request.sessionId,
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return { status: 'effectue', reference: answer.pspReference };
  }

  /** Adyen has no "get payment" call: what the shop recorded (see `AdyenPaymentRecords`). */
  async authorisation(sessionId: string): Promise<AuthorisationState | null> {
    if (!(await this.records.paymentOf(sessionId))) return null;
    return this.records.authorisationOf(sessionId);
  }

  /**
   * Deleted at Adyen, on the merchant account of the store the card was kept for (Adyen keeps tokens
   * per merchant account); one Adyen no longer knows is as good as deleted.
   */
  async deleteSavedCard(card: SavedCardReference): Promise<void> {
    try {
      await this.checkout.RecurringApi.deleteTokenForStoredPaymentDetails(
        card.token,
        card.customer,
        this.accounts.ofStore(card.storeId) ?? this.config.merchantAccount,
      );
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }

  /** The page of the shopper back from Adyen (the return route's `sessionId` and `sessionResult`). */
  async returnPage(adyenSessionId: string, sessionResult: string): Promise<ReturnPage> {
    const result = await this.checkout.PaymentsApi.getResultOfPaymentSession(adyenSessionId, sessionResult);
    return returnPageOf(result.status);
  }

  /** The merchant account that took the session's payment: its store's own, else the default one. */
  private async accountOfSession(sessionId: string): Promise<string> {
    return (await this.accounts.ofSession(sessionId)) ?? this.config.merchantAccount;
  }
}

const openCents = (s: AuthorisationState) => s.authorisedCents - s.capturedCents - s.releasedCents;
