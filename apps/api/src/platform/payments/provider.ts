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
