import type { PaidMeans } from '@cabas/domain';
import type { OutboxMail } from '../../../platform/outbox/outbox.ts';
import { orderChangeMail } from '../order-change-mail.ts';
import type { Order } from './context.ts';

type Addressee = Pick<Order, 'id' | 'email' | 'order_draft' | 'code' | 'store_name' | 'store_telephone'>;

function mailBase(order: Addressee) {
  const draft = JSON.parse(order.order_draft) as { prenom?: string };
  return {
    to: order.email,
    prenom: draft.prenom ?? '',
    code: order.code,
    store: { name: order.store_name, telephone: order.store_telephone },
  };
}

/** The e-mail of a cancelled order, sent once (its key). */
export const cancelMail = (order: Addressee, refund: PaidMeans, cardNotChargedCents = 0): OutboxMail => ({
  kind: 'commande-annulation',
  key: `annulation:${order.id}`,
  message: orderChangeMail({ ...mailBase(order), kind: 'annulation', refund, cardNotChargedCents }),
});

/** The e-mail of an applied change: the new total, what was paid more and what goes back. */
export const changeMail = (
  order: Addressee,
  change: {
    id: number;
    refund: PaidMeans;
    /** Of `refund.card`, what an authorisation not captured yet will not take (decision 109). */
    cardNotChargedCents?: number;
    newTotalCents: number;
    extraCardCents: number;
  },
): OutboxMail => ({
  kind: 'commande-modification',
  key: `modification:${change.id}`,
  message: orderChangeMail({
    ...mailBase(order),
    kind: 'modification',
    refund: change.refund,
    cardNotChargedCents: change.cardNotChargedCents ?? 0,
    newTotalCents: change.newTotalCents,
    extraCardCents: change.extraCardCents,
  }),
});
