import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import * as repo from './stock.repository.ts';

/**
 * A store's stock of a product, taken by orders and given back when they are refused, cancelled or
 * edited: always in the caller's transaction, with one conditional update (never below zero).
 */
export class StockService {
  /** Takes `units` of the offer; false when not enough is left (nothing changes then). */
  reserve(trx: Kysely<DB>, storeId: number, productId: number, units: number): Promise<boolean> {
    return repo.reserveStock(trx, storeId, productId, units);
  }

  release(trx: Kysely<DB>, storeId: number, productId: number, units: number): Promise<void> {
    return repo.releaseStock(trx, storeId, productId, units);
  }
}
