import { createHash } from 'node:crypto';
import { apiPath, endpoints } from '@cabas/contracts';
import type { PaymentProvider, RefundRequest, RefundResult } from './provider.ts';
import { isSignatureValid, signBody } from './signature.ts';

/**
 * The default provider: a hosted payment page served by the API itself under
 * `/api/paiement-sandbox/{session}` (modules/payments/sandbox.routes.ts), with test cards for each
 * outcome. It signs its notifications as a real provider would.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly secret: string,
    /** Origin the browser reaches the API on (the storefront server mounts it under /api). */
    private readonly apiOrigin: string,
  ) {}

  /** On `origin` when given: the storefront's origin the shopper is on (it serves the API under /api). */
  paymentPageUrl(sessionId: string, origin = this.apiOrigin): string {
    return origin + apiPath(endpoints.payments.sandboxPage, { session: sessionId });
  }

  sign(rawBody: string): string {
    return signBody(this.secret, rawBody);
  }

  verifyNotification(rawBody: string, signatureHeader: string | undefined): boolean {
    return isSignatureValid(this.secret, rawBody, signatureHeader);
  }

  /**
   * The sandbox accepts every refund at once; its reference comes from the idempotency key, so a
   * refund asked twice is the same refund (the shop records it in `payment_refunds`).
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const digest = createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 20);
    return { status: 'effectue', reference: `sbx_rf_${digest}` };
  }
}
