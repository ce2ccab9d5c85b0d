/**
 * The order change calls as the storefront reads them: refunds, lines, totals and slot prices in
 * integer cents (the wire's euros decoded once, here).
 */
import {
  type CancellationPreview,
  endpoints,
  type OrderChangeSlot,
  type OrderChangeView,
  type RefundAmounts,
} from '@cabas/contracts';
import { eurosToCents } from '@cabas/domain';
import { decodedCall } from '../../lib/decoded-call.server.ts';

/** What goes back to each means of payment. */
export interface RefundCents {
  cardCents: number;
  /** The part of `cardCents` never debited (an authorisation lowered or released), not refunded. */
  cardNotChargedCents: number;
  giftCardCents: number;
  walletCents: number;
  totalCents: number;
}

export type ShopCancellationPreview = Omit<CancellationPreview, 'remboursement'> & { refund: RefundCents };

type WireLine = OrderChangeView['lignes'][number];
export type ShopOrderChangeLine = Omit<WireLine, 'prix_unitaire' | 'montant_ttc'> & {
  unitCents: number;
  totalCents: number;
};

export type ShopOrderChange = Omit<
  OrderChangeView,
  'lignes' | 'frais' | 'reductions' | 'total_ttc' | 'total_paye' | 'difference' | 'remboursement'
> & {
  lignes: ShopOrderChangeLine[];
  feesCents: number;
  /** Immediate reductions (already in the lines' amounts) and order reductions. */
  reductionsCents: number;
  totalCents: number;
  paidCents: number;
  /** New total minus the paid one: positive is paid by card, negative is refunded. */
  differenceCents: number;
  refund: RefundCents;
};

export type ShopOrderChangeSlot = Omit<OrderChangeSlot, 'prix'> & { priceCents: number };

export const decodeRefund = (r: RefundAmounts): RefundCents => ({
  cardCents: eurosToCents(r.carte),
  cardNotChargedCents: eurosToCents(r.carte_non_debitee),
  giftCardCents: eurosToCents(r.carte_cadeau),
  walletCents: eurosToCents(r.tirelire),
  totalCents: eurosToCents(r.total),
});

export function decodeOrderChange(view: OrderChangeView): ShopOrderChange {
  const { lignes, frais, reductions, total_ttc, total_paye, difference, remboursement, ...rest } = view;
  return {
    ...rest,
    lignes: lignes.map(({ prix_unitaire, montant_ttc, ...line }) => ({
      ...line,
      unitCents: eurosToCents(prix_unitaire),
      totalCents: eurosToCents(montant_ttc),
    })),
    feesCents: eurosToCents(frais),
    reductionsCents: eurosToCents(reductions),
    totalCents: eurosToCents(total_ttc),
    paidCents: eurosToCents(total_paye),
    differenceCents: eurosToCents(difference),
    refund: decodeRefund(remboursement),
  };
}

export const orderChangeCalls = {
  cancelPreview: decodedCall(endpoints.orderChanges.cancelPreview, ({ data }) => {
    const { remboursement, ...rest } = data;
    return { ...rest, refund: decodeRefund(remboursement) } satisfies ShopCancellationPreview;
  }),
  getChange: decodedCall(endpoints.orderChanges.getChange, ({ data }) => decodeOrderChange(data)),
  changeSlots: decodedCall(endpoints.orderChanges.changeSlots, ({ data }) =>
    data.map(({ prix, ...slot }): ShopOrderChangeSlot => ({ ...slot, priceCents: eurosToCents(prix) })),
  ),
};
