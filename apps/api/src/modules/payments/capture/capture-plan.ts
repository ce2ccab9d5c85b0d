import { allocateCapture, type FinalSplit, finalSplit } from '@cabas/domain';
import type { CardOperationKind } from '../../../db/schema-card-captures.ts';

/** One card payment of the order as the capture plans it. */
export interface CardPayment {
  id: string;
  provider: string;
  card_cents: number;
  capture_mode: 'vente' | 'autorisation';
  /** What the order's changes refunded of it before the capture (asked of the provider). */
  refundedCents: number;
  /**
   * What the order's changes lowered of its authorisation before the capture (decision 109): never
   * asked of the provider, which still holds it; the capture's release gives it back.
   */
  reducedCents: number;
}

export interface PlannedOperation {
  key: string;
  kind: CardOperationKind;
  provider: string;
  sessionId: string;
  cents: number;
}

export interface CapturePlan {
  split: FinalSplit;
  /** What the card payments still allowed. */
  authorisedCents: number;
  operations: PlannedOperation[];
}

/**
 * The capture of an order's final amount (pure): the split of the order-time rule over what the
 * order holds; per card payment, the capture of its part and the release of the rest — or, for a
 * payment taken as a sale (before decision 109), the refund of what it does not keep.
 */
export function planCapture(
  orderId: number,
  finalCents: number,
  held: { giftCard: number; tirelire: number },
  payments: readonly CardPayment[],
): CapturePlan {
  const holds = payments.map((p) => ({
    id: p.id,
    capturable: Math.max(0, p.card_cents - p.refundedCents - p.reducedCents),
  }));
  const authorisedCents = holds.reduce((s, h) => s + h.capturable, 0);
  const split = finalSplit(finalCents, { ...held, card: authorisedCents });
  const operations: PlannedOperation[] = [];
  allocateCapture(split.kept.card, holds).forEach((part, i) => {
    const p = payments[i]!;
    const base = { provider: p.provider, sessionId: p.id };
    if (p.capture_mode === 'vente') {
      if (part.release > 0)
        operations.push({
          ...base,
          key: `cloture:${orderId}:${p.id}`,
          kind: 'remboursement',
          cents: part.release,
        });
      return;
    }
    if (part.capture > 0)
      operations.push({ ...base, key: `capture:${orderId}:${p.id}`, kind: 'capture', cents: part.capture });
    operations.push({
      ...base,
      key: `liberation:${orderId}:${p.id}`,
      kind: 'liberation',
      cents: part.release,
    });
  });
  return { split, authorisedCents, operations };
}
