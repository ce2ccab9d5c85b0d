import { API_ERROR_CODES, orderChangeMessages as m } from '@cabas/contracts';
import type { ImmediateReduction } from '@cabas/domain';
import { DomainError } from '../../../platform/domain-error.ts';
import {
  type OrderFacts,
  type PricedChange,
  type PricingFacts,
  priceChange,
  type WantedLine,
} from '../order-change-pricing.ts';
import * as repo from '../order-changes.repository.ts';
import type { Db, NewSlot, Order } from './context.ts';

type SlotRow = NonNullable<Awaited<ReturnType<typeof repo.findSlot>>>;
type SlotFacts = Pick<
  SlotRow,
  'id' | 'service_id' | 'cutoff_at' | 'reserved' | 'capacity' | 'starts_at' | 'ends_at'
>;

/**
 * The slot an edit moves the order to: one of the order's service (422), before its cut-off (409),
 * with a place left when the draft is saved (409; at the confirmation the place is taken or refused).
 */
export function checkNewSlot(
  row: SlotFacts | undefined,
  order: Pick<Order, 'service_id'>,
  now: Date,
  checkPlace: boolean,
): NewSlot {
  if (!row || row.service_id !== order.service_id)
    throw new DomainError(API_ERROR_CODES.orderChangeSlotUnknown, m.slotUnknown, {
      creneau_id: [m.slotUnknown],
    });
  if (row.cutoff_at <= now.toISOString()) throw new DomainError(API_ERROR_CODES.slotClosed, m.editTooLate);
  if (checkPlace && row.reserved >= row.capacity)
    throw new DomainError(API_ERROR_CODES.slotFull, m.slotFull, { creneau_id: [m.slotFull] });
  return { id: row.id, debut: row.starts_at, fin: row.ends_at };
}

type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>;

/** The pricing facts from their rows: offers, immediate reductions by product, promo code rules. */
export function pricingFactsOf(rows: {
  offers: Rows<typeof repo.storeOffers>;
  running: Rows<typeof repo.immediateReductionsAt>;
  atOrder: Rows<typeof repo.immediateReductionsAt>;
  promos: Rows<typeof repo.promoCodes>;
}): PricingFacts {
  const byProduct = (list: Rows<typeof repo.immediateReductionsAt>) => {
    const map = new Map<number, ImmediateReduction[]>();
    for (const r of list) {
      const reductions = map.get(r.product_id) ?? [];
      reductions.push({
        lot: r.lot,
        nb_pdt_lot: r.nb_pdt_lot,
        valeur: r.valeur,
        unite: r.unite,
      });
      map.set(r.product_id, reductions);
    }
    return map;
  };
  return {
    offers: new Map(
      rows.offers.map((o) => [
        o.product_id,
        {
          designation: o.designation,
          priceCents: o.price_cents,
          strikePriceCents: o.strike_price_cents,
          weighed: o.is_weighed === 1,
        },
      ]),
    ),
    reductionsNow: byProduct(rows.running),
    reductionsAtOrder: byProduct(rows.atOrder),
    promoRules: new Map(
      rows.promos.map((p) => [
        p.code,
        {
          percent: p.percent,
          amountCents: p.amount_cents,
          minBasketCents: p.min_basket_cents,
          startsAt: p.starts_at,
          endsAt: p.ends_at,
          storeIds: p.store_ids === null ? null : (JSON.parse(p.store_ids) as number[]),
          firstOrderOnly: p.first_order_only === 1,
        },
      ]),
    ),
  };
}

/**
 * The store's offers of the wanted products, the immediate reductions running now (new products)
 * and when the order was placed (lines whose quantity changes), and the rules of the order's codes.
 */
async function loadPricingFacts(
  db: Db,
  order: Order,
  facts: OrderFacts,
  wanted: readonly WantedLine[],
  now: Date,
): Promise<PricingFacts> {
  const placed = new Map(facts.lines.map((l) => [l.product_id, l.quantity]));
  const ids = wanted.map((w) => w.productId);
  const changed = wanted.filter((w) => placed.has(w.productId) && placed.get(w.productId) !== w.quantity);
  const codes = facts.fees.flatMap((f) => (f.kind === 'reduction' && f.code ? [f.code] : []));
  const [offers, running, atOrder, promos] = await Promise.all([
    repo.storeOffers(db, order.store_id, ids),
    repo.immediateReductionsAt(
      db,
      order.store_id,
      ids.filter((id) => !placed.has(id)),
      now.toISOString(),
    ),
    repo.immediateReductionsAt(
      db,
      order.store_id,
      changed.map((w) => w.productId),
      order.placed_at,
    ),
    repo.promoCodes(db, codes),
  ]);
  return pricingFactsOf({ offers, running, atOrder, promos });
}

/** Prices the order as the edit wants it, with the slot it moves to (checked; null when it keeps its own). */
export async function priceEdit(
  db: Db,
  input: { order: Order; facts: OrderFacts; wanted: readonly WantedLine[]; slotId: number | null; now: Date },
  checkPlace = false,
): Promise<{ priced: PricedChange; slot: NewSlot | null }> {
  const { order, facts, wanted, slotId, now } = input;
  let slot: NewSlot | null = null;
  let newSlotFeeCents: number | null = null;
  if (slotId !== null && slotId !== order.slot_id) {
    const row = await repo.findSlot(db, slotId);
    slot = checkNewSlot(row, order, now, checkPlace);
    newSlotFeeCents = row?.price_cents ?? null;
  }
  const pricing = await loadPricingFacts(db, order, facts, wanted, now);
  const priced = priceChange({ facts, wanted, pricing, newSlotFeeCents, mode: order.code_type_commande });
  return { priced, slot };
}
