/**
 * A payment service provider with a hosted payment page: the shop never
 * sees a card number (PCI SAQ A). The browser goes to the provider's page for a payment session; the
 * provider tells the API the outcome in a signed server-to-server notification, then sends the
 * browser back to the storefront.
 */
export interface PaymentProvider {
  readonly name: string;
  /** The page the browser opens to pay this session. */
  paymentPageUrl(sessionId: string): string;
  /** Whether the signature header was made with our shared secret over exactly these bytes. */
  verifyNotification(rawBody: string, signatureHeader: string | undefined): boolean;
  /**
   * Gives back part or all of what a session's card paid. The provider keeps one refund per
   * idempotency key: asked again with the same key, it answers the same refund and pays nothing more.
   */
  refund(request: RefundRequest): Promise<RefundResult>;
  /**
   * Takes part or all of what is left of a session's card authorisation (decision 109): at most the
   * authorised amount minus what was captured or released, else a refusal that takes nothing. The
   * provider keeps one capture per idempotency key: asked again with the same key, it answers the
   * same capture and takes nothing more. A thrown error means "no answer": ask again with the key.
   */
  capture(request: CaptureRequest): Promise<CaptureResult>;
  /**
   * Cancels what is left of a session's authorisation (nothing can be captured after it), once per
   * idempotency key like `capture`. What was captured stays captured.
   */
  release(request: ReleaseRequest): Promise<ReleaseResult>;
  /** What the provider holds for a session's card: null when it knows no authorisation of it. */
  authorisation(sessionId: string): Promise<AuthorisationState | null>;
}

/** What the shop asks of a provider after the hosted page: capture, release, refund, authorisation. */
export type CardOperations = Pick<
  PaymentProvider,
  'name' | 'refund' | 'capture' | 'release' | 'authorisation'
>;

export interface CaptureRequest {
  idempotencyKey: string;
  sessionId: string;
  amountCents: number;
}

/** Why a provider refused a capture or a release: nothing was taken or cancelled. */
export type AuthorisationRefusal =
  /** No authorisation of this session is known. */
  | 'autorisation_inconnue'
  /** More than the authorised amount minus what was captured or released. */
  | 'montant_superieur_autorise'
  /** The authorisation was released (or has expired): nothing more can be captured. */
  | 'autorisation_close';

export type CaptureResult =
  | {
      status: 'effectue';
      /** The provider's reference of the capture (the same for the same key). */
      reference: string;
      amountCents: number;
    }
  | { status: 'refusee'; reason: AuthorisationRefusal };

export interface ReleaseRequest {
  idempotencyKey: string;
  sessionId: string;
}

export type ReleaseResult =
  | {
      status: 'effectue';
      reference: string;
      /** What the release cancelled (0 when everything had been captured). */
      releasedCents: number;
    }
  | { status: 'refusee'; reason: AuthorisationRefusal };

/** A session's card at the provider, in cents. */
export interface AuthorisationState {
  authorisedCents: number;
  capturedCents: number;
  /** Given back after capture. */
  refundedCents: number;
  /** Cancelled before capture: refunds of uncaptured money and the final release. */
  releasedCents: number;
  /** Released: nothing more can be captured. */
  closed: boolean;
}

export interface RefundRequest {
  idempotencyKey: string;
  sessionId: string;
  amountCents: number;
}

export interface RefundResult {
  status: 'effectue';
  /** The provider's reference of the refund (the same for the same key). */
  reference: string;
}
