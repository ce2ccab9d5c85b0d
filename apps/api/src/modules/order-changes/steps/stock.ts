import { API_ERROR_CODES, orderChangeMessages as m } from '@cabas/contracts';
import { stockDifference } from '@cabas/domain';
import { DomainError } from '../../../platform/domain-error.ts';
import type { OrderLedger } from '../../payments/order-ledger.ts';
import type { OrderFacts, PricedChange } from '../order-change-pricing.ts';
import * as repo from '../order-changes.repository.ts';
import type { Db, Order, Trx } from './context.ts';

export interface StockMove {
  productId: number;
  /** Units to take (positive) or to give back (negative). */
  units: number;
}

const stockMissing = (errors?: Record<string, string[]>) =>
  new DomainError(API_ERROR_CODES.stockInsufficient, m.stockMissing, errors);

/** The units each product takes or gives back when the order's lines become the priced ones. */
export function stockMoves(facts: OrderFacts, priced: Pick<PricedChange, 'lines'>): StockMove[] {
  const before = facts.lines.map((l) => ({ productId: l.product_id, units: l.reserved_units }));
  const after = priced.lines.map((l) => ({ productId: l.productId, units: l.units }));
  return stockDifference(before, after);
}

/** Enough stock now for what the change adds (checked again, and taken, when it applies). */
export async function assertStockAvailable(
  db: Db,
  order: Order,
  facts: OrderFacts,
  priced: Pick<PricedChange, 'lines'>,
): Promise<void> {
  const more = stockMoves(facts, priced).filter((d) => d.units > 0);
  const offers = await repo.storeOffers(
    db,
    order.store_id,
    more.map((d) => d.productId),
  );
  for (const d of more) {
    const offer = offers.find((o) => o.product_id === d.productId);
    if (!offer || offer.stock - offer.reserved < d.units) throw stockMissing({ lignes: [m.stockMissing] });
  }
}

/** Takes and gives back the moves' units, each with one conditional update; a unit missing refuses all. */
export async function moveStock(trx: Trx, ledger: OrderLedger, storeId: number, moves: readonly StockMove[]) {
  for (const d of moves) {
    if (d.units > 0) {
      if (!(await ledger.reserveStock(trx, storeId, d.productId, d.units))) throw stockMissing();
    } else {
      await ledger.releaseStock(trx, storeId, d.productId, -d.units);
    }
  }
}

/** Gives back every unit the order's lines hold, by product id (the order in which offers are locked). */
export async function releaseOrderStock(
  trx: Trx,
  ledger: OrderLedger,
  storeId: number,
  lines: readonly { product_id: number; reserved_units: number }[],
) {
  for (const line of [...lines].sort((a, b) => a.product_id - b.product_id)) {
    await ledger.releaseStock(trx, storeId, line.product_id, line.reserved_units);
  }
}
