import { HOME_DELIVERY_ORDER_TYPE } from '@cabas/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import * as repo from './order-closing.repository.ts';
import {
  type ClosedAmounts,
  orderStatusMail,
  type StatusMail,
  type StatusMailOrder,
  type SubstitutesForMail,
} from './order-status-mail.ts';

type Db = Kysely<DB> | Transaction<DB>;

const KINDS = {
  VALIDEE: 'commande-en-preparation',
  EN_ATTENTE: 'commande-prete',
  RETIREE: 'commande-retiree',
  LIVREE: 'commande-livree',
} as const;

/** The idempotency key of a status e-mail: one per order and status, whoever enqueues it and however often. */
export const statusMailKey = (orderId: number, status: keyof typeof KINDS) => `statut:${orderId}:${status}`;

function parsed<T>(json: string | null): T | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as T;
  } catch {
    return null;
  }
}

function addressee(order: repo.ClosingOrderRow): StatusMailOrder {
  const delivery = order.code_type_commande.toUpperCase() === HOME_DELIVERY_ORDER_TYPE;
  const home = parsed<{ adresse: string; code_postal: string; ville: string }>(order.adresse);
  const pickup = parsed<{ adresse: string; cp: string; ville: string }>(order.adresse_retrait);
  const place =
    delivery && home
      ? `Livraison : ${home.adresse}, ${home.code_postal} ${home.ville}`
      : pickup
        ? `Retrait : ${pickup.adresse}, ${pickup.cp} ${pickup.ville}`
        : null;
  return {
    to: order.email,
    prenom: order.prenom ?? '',
    code: order.code,
    codeTypeCommande: order.code_type_commande,
    store: { name: order.store_name, telephone: order.store_telephone },
    slot: order.date_de_retrait ? { start: order.date_de_retrait, end: order.date_de_retrait_max } : null,
    place,
    isPro: order.is_pro === 1,
  };
}

/**
 * The customer's e-mail at each status the store gives an order (decision 114), written through the
 * outbox in the caller's transaction — the one that changes the status — so that it leaves once the
 * change is committed and never twice (one key per order and status).
 *
 * The preparation calls `enqueue(trx, orderId, 'VALIDEE')` when it starts and
 * `enqueue(trx, orderId, 'EN_ATTENTE')` when it ends; the closing writes the handed-over one with
 * what was captured (`enqueueHandedOver`).
 */
export class OrderStatusMails {
  constructor(
    private readonly outbox: Pick<Outbox, 'enqueueMail' | 'nudge'>,
    /** The shop's origin, for the link to the customer's order page (decision 115); none: no link. */
    private readonly shopUrl: string | null = null,
  ) {}

  /** After the commit of a transaction that enqueued one: the worker sends it now. */
  sendNow(): void {
    this.outbox.nudge();
  }

  /**
   * « Votre commande est en préparation » (VALIDEE) or « Votre commande est prête » (EN_ATTENTE); the
   * latter lists the substitutes, if any, for the customer to answer from her order page (decision 115).
   */
  async enqueue(
    trx: Db,
    orderId: number,
    status: 'VALIDEE' | 'EN_ATTENTE',
    substitutes?: Omit<SubstitutesForMail, 'orderUrl'>,
  ): Promise<void> {
    if (status === 'VALIDEE' || !substitutes?.substitutes.length) {
      await this.write(trx, orderId, { status });
      return;
    }
    const orderUrl = this.shopUrl
      ? `${this.shopUrl.replace(/\/+$/, '')}/mon-compte/mes-commandes/${orderId}`
      : undefined;
    await this.write(trx, orderId, { status, ...substitutes, orderUrl });
  }

  /** « Votre commande a été retirée / livrée »: the final amount, what was taken and what was not debited. */
  async enqueueHandedOver(
    trx: Db,
    orderId: number,
    status: 'RETIREE' | 'LIVREE',
    amounts: ClosedAmounts,
  ): Promise<void> {
    await this.write(trx, orderId, { status, amounts });
  }

  private async write(trx: Db, orderId: number, mail: StatusMail): Promise<void> {
    const order = await repo.findOrder(trx, orderId);
    if (!order) throw new Error(`order ${orderId} not found for its status e-mail`);
    await this.outbox.enqueueMail(trx, {
      kind: KINDS[mail.status],
      key: statusMailKey(orderId, mail.status),
      message: orderStatusMail(addressee(order), mail),
    });
  }
}
