import { API_ERROR_CODES, orderChangeMessages as m, type OrderChangeBody } from '@cabas/contracts';
import type { OrderChangeRow } from '../../../db/schema-order-changes.ts';
import { DomainError } from '../../../platform/domain-error.ts';
import type { OrderFacts, WantedLine } from '../order-change-pricing.ts';
import type { Order } from './context.ts';

/** The lines an edit asks for, one per product (the quantities of a product sent twice added up). */
export function wantedLines(body: Pick<OrderChangeBody, 'lignes'>): WantedLine[] {
  const byProduct = new Map<number, number>();
  for (const l of body.lignes) byProduct.set(l.produit_id, (byProduct.get(l.produit_id) ?? 0) + l.quantite);
  const wanted = [...byProduct].map(([productId, quantity]) => ({ productId, quantity }));
  if (!wanted.length)
    throw new DomainError(API_ERROR_CODES.orderChangeEmpty, m.changeEmpty, { lignes: [m.changeEmpty] });
  return wanted;
}

/** The slot an edit moves the order to: null when it keeps its own. */
export const slotAsked = (body: Pick<OrderChangeBody, 'creneau_id'>, order: Pick<Order, 'slot_id'>) =>
  body.creneau_id && body.creneau_id !== order.slot_id ? body.creneau_id : null;

/** The lines of a saved draft. */
export const draftLines = (change: Pick<OrderChangeRow, 'lines'>) => JSON.parse(change.lines) as WantedLine[];

/** The order's lines as placed, as wanted lines (the view of an order without a draft). */
export const placedLines = (facts: OrderFacts): WantedLine[] =>
  facts.lines.map((l) => ({ productId: l.product_id, quantity: l.quantity }));
