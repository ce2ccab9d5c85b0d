import type { PaymentNotificationResponse } from '@cabas/contracts';
import type { PaymentEventKind } from '@cabas/domain';
import type { PaymentSessionRow } from '../../db/schema-orders.ts';

/** A kind of payment that is not a new order: a subscription's, an order change's extra payment. */
export interface OtherPayment {
  ownsSession(sessionId: string): Promise<boolean>;
  applyPayment(
    session: PaymentSessionRow,
    event: PaymentEventKind,
    nowIso: string,
  ): Promise<PaymentNotificationResponse>;
  /**
   * The provider accepted a session this shop had already closed (abandoned, replaced, refused): the
   * kind gives back what the card holds for nothing. Absent: the kind never holds such money.
   */
  acceptedAfterClose?(session: PaymentSessionRow, nowIso: string): Promise<void>;
  /** Where the hosted page sends the shopper back; null for another kind's session. */
  returnPath(sessionId: string, result: string): Promise<string | null>;
}

/** The payments that are not a new order, asked in turn for the session they own. */
export class OtherPayments {
  constructor(private readonly kinds: readonly OtherPayment[]) {}

  /** The kind that owns this session; null for a new order's session. */
  async ownerOf(sessionId: string): Promise<OtherPayment | null> {
    for (const kind of this.kinds) if (await kind.ownsSession(sessionId)) return kind;
    return null;
  }

  async returnPath(sessionId: string, result: string): Promise<string | null> {
    for (const kind of this.kinds) {
      const path = await kind.returnPath(sessionId, result);
      if (path !== null) return path;
    }
    return null;
  }
}
