import { type PaymentResult, paymentReturnPath, proPaymentReturnPath } from '@cabas/contracts';
import type { OtherPayments } from './other-payments.ts';

/**
 * The storefront's page a shopper comes back to after a payment page: a subscription's or an order
 * change's own page, the pro checkout's (a pro pays only there, decision 119), else the order's.
 */
export async function storefrontReturnPath(
  otherPayments: OtherPayments,
  session: { id: string; client_is_pro: number; type_panier: string },
  result: PaymentResult,
  orderId: number | null,
): Promise<string> {
  return (
    (await otherPayments.returnPath(session.id, result)) ??
    (session.client_is_pro === 1
      ? proPaymentReturnPath(result, orderId)
      : paymentReturnPath(result, orderId, session.type_panier))
  );
}
