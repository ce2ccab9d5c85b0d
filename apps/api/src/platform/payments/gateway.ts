import type { PaymentNotification } from '@cabas/contracts';
import type { PaymentProvider } from './provider.ts';

/**
 * What a real acquirer's adapter adds to the sandbox's `PaymentProvider` (issue #39): its hosted page
 * is a session the provider creates (an API call, not a URL we can write), and its webhooks speak its
 * own language, translated here into the shop's one `PaymentNotification`. Capture, release, refund
 * and authorisation keep the sandbox's contract (`provider.ts`), idempotency keys included.
 */
export interface PaymentGateway extends Omit<PaymentProvider, 'paymentPageUrl' | 'verifyNotification'> {
  /** Creates the provider's hosted payment session for one of our sessions. */
  openHostedSession(request: HostedSessionRequest): Promise<HostedSession>;
  /**
   * Verifies a webhook delivery with the provider's documented scheme over exactly these bytes, then
   * translates it: `signature_invalide` changes nothing; an event the shop does not act on gives no
   * notification (an empty list), never an error, so that the provider stops resending it.
   */
  parseWebhook(rawBody: string, headers: WebhookHeaders): WebhookParse;
  /** Forgets a saved card at the provider (the account page's deletion). */
  deleteSavedCard(card: SavedCardReference): Promise<void>;
}

export type WebhookHeaders = Readonly<Record<string, string | string[] | undefined>>;

export interface HostedSessionRequest {
  /** Our session's id: the provider keeps it as its reference and sends it back in its webhooks. */
  sessionId: string;
  amountCents: number;
  currency: 'EUR';
  /** `autorisation`: authorised now, captured when the store closes the order (decision 109). */
  captureMode: 'autorisation' | 'vente';
  /** Shown on the provider's page (e.g. « Commande drive Cabas Lyon Part-Dieu »). */
  description: string;
  /** `providerReference`: her customer at the provider when she has one (her saved cards are there). */
  customer: { clientId: number; email: string; providerReference?: string | null };
  storeId: number;
  /** The shop's return pages of doc 1 (ok, en attente, refus, annulation, erreur) for this session. */
  returnUrls: Record<'ok' | 'enAttente' | 'refus' | 'annulation' | 'erreur', string>;
  /** Offer to keep the card as a provider token for next time (never a card number with us). */
  saveCard: boolean;
  /** Pay with a card kept before: the provider's page asks its CVC again. */
  savedCard: SavedCardReference | null;
  /** The moment our session expires: the provider's session must not outlive it. */
  expiresAt: Date;
}

export interface HostedSession {
  /** The provider's id of its session (Stripe `cs_…`, Adyen `CS…`). */
  providerReference: string;
  /** Where the browser goes to pay. */
  url: string;
  /** The store's own account that takes it (Stripe `acct_…`, Adyen merchant account); null: the default. */
  account: string | null;
  /** Her customer, created at the provider to open this page: the shop keeps it for next time. */
  customer?: string | null;
}

/** A card kept at the provider for one customer. */
export interface SavedCardReference {
  /**
   * The provider's customer (Stripe `cus_…`, or `acct_…/cus_…` on a store's connected account; Adyen
   * shopper reference).
   */
  customer: string;
  /** The provider's token of the card (Stripe `pm_…`, Adyen stored payment method id). */
  token: string;
  /** The store the card was kept for: its account at the provider keeps the card (Adyen). */
  storeId?: number | null;
}

/** A card the provider kept during a payment, to list on the account page. */
export interface SavedCard extends SavedCardReference {
  brand: string;
  last4: string;
  /** MM/YY. */
  expiry: string;
}

export type WebhookParse =
  | { ok: false; reason: 'signature_invalide' | 'corps_invalide' }
  | { ok: true; notifications: GatewayNotification[]; operations?: OperationOutcome[] };

/**
 * The provider's later word on a capture, release or refund it had answered at once (Adyen answers
 * `received`, then a CAPTURE, CANCELLATION or REFUND webhook, or CAPTURE_FAILED days later).
 */
export interface OperationOutcome {
  /** The operation's reference as the provider answered it when asked. */
  reference: string;
  kind: 'capture' | 'liberation' | 'remboursement';
  success: boolean;
  /** The provider's reason when it failed. */
  reason: string | null;
}

/** One provider event in the shop's language, with the card it kept when it kept one. */
export interface GatewayNotification {
  notification: PaymentNotification;
  /** The provider's payment (Stripe `pi_…`, Adyen `pspReference`): what its capture, release and refund act on. */
  paymentReference: string | null;
  savedCard: SavedCard | null;
}

/**
 * Where an adapter finds the provider's payment of one of our sessions (kept by the shop when the
 * webhook that authorised it came): capture, release, refund and authorisation name our session.
 */
export interface ProviderReferences {
  paymentOf(sessionId: string): Promise<string | null>;
  /**
   * The store of one of our sessions: its account at the provider took the payment (per-store
   * accounts, issue #39 item 5). Needed only when the configuration gives a store its own account.
   */
  storeOf?(sessionId: string): Promise<number | null>;
  /**
   * The account recorded when the session's page was opened: '' for the default account, undefined
   * when none was recorded. A store given its own account later keeps its older payments where they
   * were taken (their captures and refunds go there).
   */
  accountOf?(sessionId: string): Promise<string | undefined>;
}

/** A provider that tells the card it kept only on request (Stripe: one call after the webhook). */
export interface SavedCardsOnRequest {
  withSavedCards(notifications: GatewayNotification[]): Promise<GatewayNotification[]>;
}
