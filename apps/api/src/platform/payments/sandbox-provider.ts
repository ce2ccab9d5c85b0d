import { createHash } from 'node:crypto';
import { apiPath, endpoints } from '@cabas/contracts';
import type {
  AuthorisationState,
  CaptureRequest,
  CaptureResult,
  PaymentProvider,
  RefundRequest,
  RefundResult,
  ReleaseRequest,
  ReleaseResult,
} from './provider.ts';
import { MemorySandboxBook, type SandboxBook, type SandboxOperationKind } from './sandbox-book.ts';
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
    /** Its books of authorisations and operations (the database's in the shop: they outlive a crash). */
    private readonly book: SandboxBook = new MemorySandboxBook(),
    private readonly clock: () => Date = () => new Date(),
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
    const answer = await this.book.operate(
      request.idempotencyKey,
      'remboursement',
      request.sessionId,
      request.amountCents,
      this.clock(),
    );
    // More than the session holds: the sandbox does not answer, as a provider that refuses would
    // leave the refund asked (the shop's worker asks again and its operators see the error).
    if (answer.status === 'refusee') throw new Error(`sandbox refund refused: ${answer.reason}`);
    return { status: 'effectue', reference: reference('rf', request.idempotencyKey) };
  }

  /**
   * The hosted page accepted the card (or the bank is still checking it): the sandbox holds the
   * session's card amount, authorised only (`autorisation`) or taken at once (`vente`).
   */
  authorise(sessionId: string, cents: number, mode: 'vente' | 'autorisation'): Promise<void> {
    return this.book.authorise(sessionId, cents, mode, this.clock());
  }

  async capture(request: CaptureRequest): Promise<CaptureResult> {
    const answer = await this.operate(
      'capture',
      request.idempotencyKey,
      request.sessionId,
      request.amountCents,
    );
    return answer.status === 'refusee'
      ? answer
      : {
          status: 'effectue',
          reference: reference('cp', request.idempotencyKey),
          amountCents: answer.amountCents,
        };
  }

  async release(request: ReleaseRequest): Promise<ReleaseResult> {
    const answer = await this.operate('liberation', request.idempotencyKey, request.sessionId, 0);
    return answer.status === 'refusee'
      ? answer
      : {
          status: 'effectue',
          reference: reference('rl', request.idempotencyKey),
          releasedCents: answer.amountCents,
        };
  }

  authorisation(sessionId: string): Promise<AuthorisationState | null> {
    return this.book.find(sessionId);
  }

  private operate(kind: SandboxOperationKind, key: string, sessionId: string, cents: number) {
    return this.book.operate(key, kind, sessionId, cents, this.clock());
  }
}

/** The sandbox's reference of an operation comes from its key: the same key, the same reference. */
const reference = (prefix: string, key: string) =>
  `sbx_${prefix}_${createHash('sha256').update(key).digest('hex').slice(0, 20)}`;
