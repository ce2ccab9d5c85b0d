import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { StockService } from '../catalogue/stock/stock.service.ts';
import * as repo from './payments.repository.ts';

type Trx = Kysely<DB> | Transaction<DB>;

/**
 * What an order took besides its slot and its stored values — stock units, payment sessions — taken
 * again or given back by a module that changes a placed order, in its own transaction. Stock moves
 * through the catalogue's stock (one conditional update, never below zero). Gift cards and cagnottes move only through the
 * stored-value ledger (modules/ledger).
 */
export class OrderLedger {
  constructor(private readonly stock: StockService) {}

  reserveStock(trx: Trx, storeId: number, productId: number, units: number): Promise<boolean> {
    return this.stock.reserve(trx, storeId, productId, units);
  }

  releaseStock(trx: Trx, storeId: number, productId: number, units: number): Promise<void> {
    return this.stock.release(trx, storeId, productId, units);
  }

  findSession(trx: Trx, id: string) {
    return repo.findSession(trx, id);
  }

  /** Moves a session from one of `from` to `status` once (the notification's conditional update). */
  moveSession(
    trx: Trx,
    id: string,
    from: Parameters<typeof repo.moveSession>[2],
    status: Parameters<typeof repo.moveSession>[3],
    nowIso: string,
    orderId?: number,
  ): Promise<boolean> {
    return repo.moveSession(trx, id, from, status, nowIso, orderId);
  }

  insertSession(trx: Trx, session: repo.NewSession): Promise<void> {
    return repo.insertSession(trx, session);
  }
}
