import { API_ERROR_CODES, paymentMessages } from '@cabas/contracts';
import { DomainError } from '../../../platform/domain-error.ts';
import type { OrderFacts } from '../order-change-pricing.ts';
import * as repo from '../order-changes.repository.ts';
import type { Db, Order, Trx } from './context.ts';

export const orderNotFound = () =>
  new DomainError(API_ERROR_CODES.orderNotFound, paymentMessages.orderUnknown);

/** The client's order; another client's is unknown to him (404). */
export async function loadOrder(db: Db, clientId: number, id: number): Promise<Order> {
  const order = await repo.findClientOrder(db, clientId, id);
  if (!order) throw orderNotFound();
  return order;
}

/** The order read again under the lock of its conditional update: a change applied meanwhile moved it. */
export async function reloadLocked(trx: Trx, placed: Order): Promise<Order> {
  return (await repo.findClientOrder(trx, placed.client_id, placed.id)) ?? placed;
}

/** The order's lines and fees as stored. */
export async function loadFacts(db: Db, orderId: number): Promise<OrderFacts> {
  const [lines, fees] = await Promise.all([repo.orderLines(db, orderId), repo.orderFees(db, orderId)]);
  return { lines, fees };
}
