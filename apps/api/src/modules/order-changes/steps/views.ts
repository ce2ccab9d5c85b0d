import {
  type Cancellation,
  type CancellationPreview,
  orderChangeMessages as m,
  type OrderChangeConfirmation,
  type OrderChangeSlot,
  type OrderChangeView,
  type RefundAmounts,
} from '@cabas/contracts';
import { centsToEuros, type OrderChangeRefusal } from '@cabas/domain';
import type { OrderChangeRow } from '../../../db/schema-order-changes.ts';
import type { PricedChange } from '../order-change-pricing.ts';
import type { GivenBack } from './card-refunds.ts';
import { cancelRefusalMessage } from './changeability.ts';
import type { NewSlot, Order } from './context.ts';

const NO_REFUND: GivenBack = { card: 0, giftCard: 0, tirelire: 0, cardNotCharged: 0 };

/** What goes back to each means, in euros. */
export const amounts = (r: GivenBack): RefundAmounts => ({
  carte: centsToEuros(r.card),
  carte_non_debitee: centsToEuros(r.cardNotCharged),
  carte_cadeau: centsToEuros(r.giftCard),
  tirelire: centsToEuros(r.tirelire),
  total: centsToEuros(r.card + r.giftCard + r.tirelire),
});

export const slotOf = (order: Pick<Order, 'slot_id' | 'starts_at' | 'ends_at'>): NewSlot | null =>
  order.slot_id !== null && order.starts_at && order.ends_at
    ? { id: order.slot_id, debut: order.starts_at, fin: order.ends_at }
    : null;

export const cancellationPreview = (
  order: Order,
  refusal: OrderChangeRefusal | null,
  refund: GivenBack,
): CancellationPreview => ({
  commande_id: order.id,
  code: order.code,
  statut_code: order.statut_code,
  annulable: refusal === null,
  motif: refusal === null ? null : cancelRefusalMessage(refusal),
  date_limite: order.cutoff_at,
  remboursement: amounts(refund),
  creneau: slotOf(order),
});

export const cancellation = (cancelled: Order, refund: GivenBack): Cancellation => ({
  commande_id: cancelled.id,
  code: cancelled.code,
  statut_code: 'ANNULEE',
  date_annulation: cancelled.updated_at,
  remboursement: amounts(refund),
  creneau_libere: cancelled.slot_id !== null,
});

/** The order as the change (or its draft) would make it, and what the difference pays or gives back. */
export function changeView(
  order: Order,
  open: OrderChangeRow | null,
  priced: PricedChange,
  slot: NewSlot | null,
  refund: GivenBack,
): OrderChangeView {
  const difference = priced.totalCents - order.total_cents;
  return {
    id: open?.id ?? null,
    commande_id: order.id,
    code: order.code,
    magasin_id: order.store_id,
    statut: open ? (open.status === 'en_paiement' ? 'en_paiement' : 'brouillon') : 'aucune',
    lignes: priced.lines.map((l) => ({
      produit_id: l.productId,
      designation: l.designation,
      quantite: l.quantity,
      prix_unitaire: centsToEuros(l.unitPriceCents),
      montant_ttc: centsToEuros(l.totalCents),
    })),
    creneau: slot ?? slotOf(order),
    frais: centsToEuros(priced.feesCents),
    reductions: centsToEuros(priced.reductionsCents),
    avertissements: priced.droppedCodes.map(m.promoDropped),
    total_ttc: centsToEuros(priced.totalCents),
    total_paye: centsToEuros(order.total_cents),
    difference: centsToEuros(difference),
    remboursement: amounts(refund),
    date_limite: order.cutoff_at,
  };
}

export const appliedConfirmation = (orderId: number, refund: GivenBack): OrderChangeConfirmation => ({
  commande_id: orderId,
  resultat: 'appliquee',
  url_webview_paiement: null,
  session_id: null,
  remboursement: amounts(refund),
  a_payer: 0,
});

export const paymentConfirmation = (
  orderId: number,
  payment: { sessionId: string; url: string; cents: number },
): OrderChangeConfirmation => ({
  commande_id: orderId,
  resultat: 'paiement',
  url_webview_paiement: payment.url,
  session_id: payment.sessionId,
  remboursement: amounts(NO_REFUND),
  a_payer: centsToEuros(payment.cents),
});

type SlotChoice = {
  id: number;
  starts_at: string;
  ends_at: string;
  price_cents: number;
  reserved: number;
  capacity: number;
};

/** The next slots of the order's service; the order's own is available to it even when full. */
export const slotChoices = (rows: readonly SlotChoice[], order: Pick<Order, 'slot_id'>): OrderChangeSlot[] =>
  rows.map((s) => ({
    id: s.id,
    debut: s.starts_at,
    fin: s.ends_at,
    prix: centsToEuros(s.price_cents),
    disponible: s.id === order.slot_id || s.reserved < s.capacity,
  }));

/** Where the payment page sends the shopper back after paying a change's difference. */
export function returnPathOf(orderId: number, result: string): string {
  const outcome = result === 'ok' || result === 'deja-traitee' ? 'ok' : result;
  return `/mon-compte/mes-commandes/${orderId}/modifier?paiement=${encodeURIComponent(outcome)}`;
}
