import type { PaymentProvider } from './provider.ts';
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
    return `${origin}/api/paiement-sandbox/${encodeURIComponent(sessionId)}`;
  }

  sign(rawBody: string): string {
    return signBody(this.secret, rawBody);
  }

  verifyNotification(rawBody: string, signatureHeader: string | undefined): boolean {
    return isSignatureValid(this.secret, rawBody, signatureHeader);
  }
}
