import {
  type OrderModeType,
  type PlanningService,
  SLOT_HOLD_MINUTES,
  type Slot,
  type SlotDay,
  type SlotHold,
} from '@cabas/contracts';
import {
  frenchDayText,
  PLANNING_DAYS,
  parisClock,
  parisTimeToUtc,
  planningSlots,
  remainingPlaces,
  type SlotMismatch,
  slotState,
} from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { SlotRow } from '../../db/schema-checkout.ts';
import { Cache } from '../../platform/cache.ts';
import { CACHE_SIZES } from '../../platform/cache-sizes.ts';
import * as repo from './slots.repository.ts';

const DAY_MS = 86_400_000;

const parisTime = (iso: string) => parisClock(new Date(iso)).time;
const euros = (cents: number) => Math.round(cents) / 100;

export function presentSlot(row: SlotRow, now: Date, chosenSlotId: number | null): Slot {
  const chosen = row.id === chosenSlotId;
  return {
    id: row.id,
    service_id: row.service_id,
    debut: row.starts_at,
    fin: row.ends_at,
    heure_debut: parisTime(row.starts_at),
    heure_fin: parisTime(row.ends_at),
    tarif: euros(row.price_cents),
    capacite: row.capacity,
    places_restantes: remainingPlaces(row),
    date_limite_commande: row.cutoff_at,
    etat: slotState({ capacity: row.capacity, reserved: row.reserved, cutoffAt: row.cutoff_at }, now, chosen),
  };
}

export function presentHold(hold: { slot_id: number; expires_at: string; slot: SlotRow }): SlotHold {
  return {
    creneau_id: hold.slot_id,
    service_id: hold.slot.service_id,
    debut: hold.slot.starts_at,
    fin: hold.slot.ends_at,
    heure_debut: parisTime(hold.slot.starts_at),
    heure_fin: parisTime(hold.slot.ends_at),
    jour_texte: frenchDayText(hold.slot.day),
    tarif: euros(hold.slot.price_cents),
    expire_le: hold.expires_at,
    duree_reservation_minutes: SLOT_HOLD_MINUTES,
  };
}

/**
 * Ends the slot holds of these carts' checkouts, their places given back: call it in the transaction
 * that empties or deletes the carts, since ON DELETE CASCADE would drop the holds without their places.
 */
export function releaseCartHolds(trx: Kysely<DB>, cartIds: readonly number[], nowIso: string) {
  return repo.releaseLiveHolds(trx, { cartIds }, nowIso);
}

/** Keeps a live hold at least until `until` (a payment session's end), in the caller's transaction. */
export function extendHold(trx: Kysely<DB>, holdId: number, until: string): Promise<void> {
  return repo.extendHold(trx, holdId, until);
}

/** The slot planning: kept topped up for the days ahead, holds released lazily when they expire. */
export class SlotsService {
  /** `${storeId}` → the Paris day its planning was last topped up. */
  readonly #toppedUp = new Map<number, string>();

  readonly #nextSlots = new Cache<Map<number, { debut: string; fin: string }>>(CACHE_SIZES.nextOpenSlots);

  constructor(readonly db: Kysely<DB>) {}

  /** A hold with its slot (in the caller's transaction when given one). */
  findHold(holdId: number, db: Kysely<DB> = this.db) {
    return repo.findHold(db, holdId);
  }

  findSlot(slotId: number) {
    return repo.findSlot(this.db, slotId);
  }

  /** Takes one place of a slot in the caller's transaction; false when it is full or closed. */
  takePlace(trx: Kysely<DB>, slotId: number, nowIso: string): Promise<boolean> {
    return repo.takePlace(trx, slotId, nowIso);
  }

  /** Records a hold of a taken place for a checkout, in the caller's transaction; answers its id. */
  insertHold(
    trx: Kysely<DB>,
    hold: { slot_id: number; checkout_id: number; created_at: string; expires_at: string },
  ): Promise<number> {
    return repo.insertHold(trx, hold);
  }

  /** Gives back one place an order kept (order cancelled or moved to another slot), in the caller's transaction. */
  givePlaceBack(trx: Kysely<DB>, slotId: number): Promise<void> {
    return repo.givePlacesBack(trx, [slotId]);
  }

  /** Gives a hold's place back in the caller's transaction; false when it had ended already. */
  releaseHold(trx: Kysely<DB>, holdId: number, nowIso: string): Promise<boolean> {
    return repo.releaseHold(trx, holdId, nowIso);
  }

  /**
   * Books a checkout's hold for its order, in the caller's transaction: a hold released by its expiry
   * takes a place again if one is left. False when the hold cannot be booked (its order is refused).
   */
  bookHold(
    trx: Kysely<DB>,
    hold: { holdId: number; slotId: number; checkoutId: number },
    nowIso: string,
  ): Promise<boolean> {
    return repo.bookHold(trx, hold, nowIso);
  }

  /** Gives back the place of a booked hold whose order is refused, in the caller's transaction. */
  releaseBooking(trx: Kysely<DB>, holdId: number, slotId: number, nowIso: string): Promise<void> {
    return repo.releaseBooking(trx, holdId, slotId, nowIso);
  }

  /** Gives back the places of the expired holds of one slot, in the caller's transaction. */
  releaseExpiredHoldsOfSlot(trx: Kysely<DB>, slotId: number, nowIso: string): Promise<number> {
    return repo.releaseExpiredHolds(trx, { slotId }, nowIso);
  }

  /** The first open slot of each service of a store, kept a few seconds (shown on step 1 only). */
  nextOpenSlots(storeId: number, now: Date) {
    return this.#nextSlots.getOrLoad(String(storeId), () =>
      repo.nextOpenSlots(this.db, storeId, now.toISOString()),
    );
  }

  /**
   * The first bookable slot of each service of a store (the store page's « Prochain créneau »), its
   * planning topped up first. Not cached: a place taken or a cut-off passed shows at once.
   */
  async firstBookableSlots(storeId: number, now: Date) {
    await this.ensurePlanning(storeId, now);
    const rows = await repo.firstBookableSlots(this.db, storeId, now.toISOString());
    return rows.map((r) => ({
      serviceId: r.service_id,
      startsAt: r.starts_at,
      cutoffAt: r.cutoff_at,
      capacity: r.capacity,
      reserved: r.reserved,
    }));
  }

  /**
   * Gives back the places of every hold expired at `now` and not booked, in every service (the lazy
   * expiry does it per service on read; a background worker calls this). Answers how many.
   */
  releaseExpiredHolds(now: Date): Promise<number> {
    return this.#releaseExpired({}, now);
  }

  /** The holds are marked released and their places given back in one transaction. */
  #releaseExpired(scope: { serviceId?: number }, now: Date): Promise<number> {
    return this.db.transaction().execute((trx) => repo.releaseExpiredHolds(trx, scope, now.toISOString()));
  }

  /** The slots whose counter is not their live holds plus their orders (empty when consistent). */
  slotConsistency(): Promise<SlotMismatch[]> {
    return repo.slotMismatches(this.db);
  }

  /** Adds the slots of the coming days that do not exist yet (once per store and day). */
  async ensurePlanning(storeId: number, now: Date): Promise<void> {
    const today = parisClock(now).date;
    if (this.#toppedUp.get(storeId) === today) return;
    const services = await repo.findStoreServices(this.db, storeId);
    const last = await repo.lastSlotDays(this.db, storeId);
    const horizon = new Date(now.getTime() + (PLANNING_DAYS - 1) * DAY_MS);
    const rows = services.flatMap((s) => {
      const known = last.get(s.id);
      // Nothing to add when the planning already reaches the horizon (caterer dates are fixed).
      if (known && known >= parisClock(horizon).date) return [];
      return planningSlots(s.mode, s.tarif_mini_cents, now)
        .filter((slot) => !known || slot.day > known)
        .map((slot) => repo.newSlotRow(s, slot));
    });
    if (rows.length) await repo.insertMissingSlots(this.db, rows);
    this.#toppedUp.set(storeId, today);
  }

  /** Days with their slots, from today (Paris) on; expired holds of the service released first. */
  async days(serviceId: number, now: Date, chosenSlotId: number | null): Promise<SlotDay[]> {
    await this.#releaseExpired({ serviceId }, now);
    const rows = await repo.findSlots(this.db, [serviceId], startOfParisDay(now), farFuture(now));
    return groupDays(rows, now, chosenSlotId);
  }

  /** The public planning of a store (the /planning page): every service with slots. */
  async planning(storeId: number, now: Date, serviceId?: number): Promise<PlanningService[]> {
    await this.ensurePlanning(storeId, now);
    const services = (await repo.findStoreServices(this.db, storeId)).filter(
      (s) => serviceId === undefined || s.id === serviceId,
    );
    const ids = services.map((s) => s.id);
    for (const id of ids) await this.#releaseExpired({ serviceId: id }, now);
    const rows = await repo.findSlots(this.db, ids, startOfParisDay(now), farFuture(now));
    const byService = new Map<number, SlotRow[]>();
    for (const row of rows) byService.set(row.service_id, [...(byService.get(row.service_id) ?? []), row]);
    return services
      .filter((s) => byService.has(s.id))
      .map((s) => ({
        service_id: s.id,
        label: s.label,
        mode: s.mode as OrderModeType,
        jours: groupDays(byService.get(s.id) ?? [], now, null),
      }));
  }
}

function startOfParisDay(now: Date): string {
  return parisTimeToUtc(parisClock(now).date, '00:00').toISOString();
}

/** Caterer dates may be weeks ahead (festive caterer): show every slot still to come. */
function farFuture(now: Date): string {
  return new Date(now.getTime() + 60 * DAY_MS).toISOString();
}

function groupDays(rows: SlotRow[], now: Date, chosenSlotId: number | null): SlotDay[] {
  const days: SlotDay[] = [];
  for (const row of rows) {
    let day = days.at(-1);
    if (!day || day.date !== row.day) {
      day = { date: row.day, jour_texte: frenchDayText(row.day), creneaux: [] };
      days.push(day);
    }
    day.creneaux.push(presentSlot(row, now, chosenSlotId));
  }
  return days;
}
