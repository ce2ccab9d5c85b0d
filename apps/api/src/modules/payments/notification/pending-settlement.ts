import type { PaymentEventKind } from '@cabas/domain';
import type { Transaction } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { PaymentSessionRow } from '../../../db/schema-orders.ts';
import type { OrderDraft } from '../order-draft.ts';
import * as repo from '../payments.repository.ts';
import { type PaymentModules, storedValueSpends } from './payment-modules.ts';

interface Settlement {
  trx: Transaction<DB>;
  session: PaymentSessionRow;
  orderId: number;
  nowIso: string;
}

/**
 * A pending payment ends, in one transaction: the session moves from pending once (false when another
 * notification moved it first); its order is confirmed, or refused and undone module by module in the
 * lock order of decision 093 (session, order, offers, cards, slots).
 */
export function settlePendingOrder(
  m: PaymentModules,
  session: PaymentSessionRow,
  event: PaymentEventKind,
  nowIso: string,
): Promise<boolean> {
  return m.db.transaction().execute(async (trx) => {
    if (!(await repo.moveSession(trx, session.id, ['en_attente'], event, nowIso))) return false;
    if (session.order_id === null) return true;
    const s: Settlement = { trx, session, orderId: session.order_id, nowIso };
    if (event === 'acceptee') {
      await m.orders.moveStatus(trx, s.orderId, 'EN_ATTENTE', 'COMMANDEE', nowIso);
      return true;
    }
    await m.orders.moveStatus(trx, s.orderId, 'EN_ATTENTE', 'REFUSEE', nowIso);
    await releaseStock(m, s);
    await giveStoredValuesBack(m, s);
    await releaseBooking(m, s);
    await repo.releaseFirstOrderClaim(trx, session.id);
    return true;
  });
}

async function releaseStock(m: PaymentModules, s: Settlement) {
  for (const line of await m.orders.reservedUnits(s.trx, s.orderId)) {
    await m.stock.release(s.trx, s.session.store_id, line.product_id, line.reserved_units);
  }
}

async function giveStoredValuesBack(m: PaymentModules, s: Settlement) {
  for (const { account, numero, cents } of storedValueSpends(s.session)) {
    const held = { account, numero, cents };
    const key = `paiement_refuse:${s.session.id}:${account}`;
    await m.ledger.giveBack(s.trx, { held, cause: 'paiement_refuse', key, orderId: s.orderId }, s.nowIso);
  }
}

/** The moved session makes this run once: the place goes back even if the hold went with its checkout. */
async function releaseBooking(m: PaymentModules, s: Settlement) {
  const draft = JSON.parse(s.session.order_draft) as OrderDraft;
  if (draft.slot) await m.slots.releaseBooking(s.trx, draft.slot.holdId, draft.slot.slotId, s.nowIso);
}
