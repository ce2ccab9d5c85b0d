/**
 * The day's orders of a store as the staff read them (issue #37, item 2): the staff state of an order
 * from its status, its mode from how it was ordered, the day's list grouped by slot with counts, and
 * the filters by state and mode. Pure rules: the API's staff-orders service and the /gestion pages
 * use them.
 */
import { addDays, parisDayStart } from './orders-filters.ts';

/** An order's state on the staff side, in the order of its life in the store. */
export const STAFF_ORDER_STATES = ['a_preparer', 'en_preparation', 'prete', 'remise', 'annulee'] as const;
export type StaffOrderState = (typeof STAFF_ORDER_STATES)[number];

export const STAFF_ORDER_STATE_LABELS: Record<StaffOrderState, string> = {
  a_preparer: 'À préparer',
  en_preparation: 'En préparation',
  prete: 'Prête',
  remise: 'Remise',
  annulee: 'Annulée',
};

/** How the customer gets the order: drive, home delivery, or click and collect (a counter or a locker). */
export const STAFF_ORDER_MODES = ['drive', 'livraison', 'click_and_collect'] as const;
export type StaffOrderMode = (typeof STAFF_ORDER_MODES)[number];

export const STAFF_ORDER_MODE_LABELS: Record<StaffOrderMode, string> = {
  drive: 'Drive',
  livraison: 'Livraison à domicile',
  click_and_collect: 'Click & Collect',
};

/**
 * The staff state of an order status (`orders.statut_code`, upper or lower case): COMMANDEE « À
 * préparer », VALIDEE « En préparation », EN_ATTENTE « Prête », RETIREE and LIVREE « Remise »,
 * ANNULEE and REFUSEE « Annulée ». Any other status (a payment that never made an order) has none:
 * such an order is not on the store's list.
 */
export function staffOrderState(statut: string): StaffOrderState | null {
  switch (statut.toUpperCase()) {
    case 'COMMANDEE':
      return 'a_preparer';
    case 'VALIDEE':
      return 'en_preparation';
    case 'EN_ATTENTE':
      return 'prete';
    case 'RETIREE':
    case 'LIVREE':
      return 'remise';
    case 'ANNULEE':
    case 'REFUSEE':
      return 'annulee';
    default:
      return null;
  }
}

/** The statuses (upper case) of a staff state: what a filter by state asks of the orders. */
export function statusesOfState(state: StaffOrderState): string[] {
  return STATUSES_OF_STATE[state];
}

const STATUSES_OF_STATE: Record<StaffOrderState, string[]> = {
  a_preparer: ['COMMANDEE'],
  en_preparation: ['VALIDEE'],
  prete: ['EN_ATTENTE'],
  remise: ['RETIREE', 'LIVREE'],
  annulee: ['ANNULEE', 'REFUSEE'],
};

/** The order modes (`code_type_commande`) delivered to the customer's home. */
const DELIVERY_TYPES = new Set(['LAD', 'LDD', 'LC']);
/** The order modes collected elsewhere than at the drive: store counter, caterer, lockers, relay points. */
const COLLECT_TYPES = new Set([
  'CC',
  'CC_TRAITEUR_NOEL',
  'CC_TRAITEUR_PERMANENT',
  'CEV',
  'PRC',
  'PRC_DELIPOP',
  'PRP',
]);

/**
 * The mode of an order. Orders record the store's order mode they were placed in
 * (`code_type_commande`: DRIVE, LAD/LDD/LC home delivery, CC and the other pickups); the cart kind
 * (`type_panier`) decides for an order whose mode is not known (a click and collect cart is collected,
 * every other kind goes through the drive).
 */
export function staffOrderMode(order: { codeTypeCommande: string; typePanier: string }): StaffOrderMode {
  const type = order.codeTypeCommande.toUpperCase();
  if (type === 'DRIVE') return 'drive';
  if (DELIVERY_TYPES.has(type)) return 'livraison';
  if (COLLECT_TYPES.has(type)) return 'click_and_collect';
  return order.typePanier.startsWith('click_and_collect') ? 'click_and_collect' : 'drive';
}

/** The filters of the day's list; an absent one keeps every order. */
export interface StaffOrderFilter {
  etat?: StaffOrderState | null;
  mode?: StaffOrderMode | null;
}

/** Whether an order passes the filters (both must hold). */
export function matchesStaffOrderFilter(
  order: { state: StaffOrderState; mode: StaffOrderMode },
  filter: StaffOrderFilter,
): boolean {
  if (filter.etat && order.state !== filter.etat) return false;
  if (filter.mode && order.mode !== filter.mode) return false;
  return true;
}

/** The UTC bounds of a Paris day: from its midnight (included) to the next one's (excluded). */
export function parisDayBounds(day: string): { from: string; before: string } {
  return { from: parisDayStart(day), before: parisDayStart(addDays(day, 1)) };
}

export type StateCounts = Record<StaffOrderState, number>;
export type ModeCounts = Record<StaffOrderMode, number>;

const zeroStates = (): StateCounts => ({ a_preparer: 0, en_preparation: 0, prete: 0, remise: 0, annulee: 0 });
const zeroModes = (): ModeCounts => ({ drive: 0, livraison: 0, click_and_collect: 0 });

/** What grouping needs of an order: its slot, its state and mode. */
export interface DayOrder {
  /** The slot's start and end (ISO UTC); null for an order without a slot. */
  slotStart: string | null;
  slotEnd: string | null;
  state: StaffOrderState;
  mode: StaffOrderMode;
}

export interface SlotGroup<O extends DayOrder> {
  start: string | null;
  end: string | null;
  counts: { total: number; byState: StateCounts };
  orders: O[];
}

export interface DayList<O extends DayOrder> {
  /** The slots that hold an order passing the filters, earliest first (no slot last). */
  slots: SlotGroup<O>[];
  /** The whole day, filters aside: what each choice of the filters would show. */
  day: { total: number; byState: StateCounts; byMode: ModeCounts };
}

/**
 * The day's list: the orders passing the filters grouped by slot (same start and end), slots by start
 * then end, orders kept in the order given; counts per slot and per state of the orders shown, and
 * the day's counts per state and per mode before filtering.
 */
export function groupDayOrders<O extends DayOrder>(
  orders: readonly O[],
  filter: StaffOrderFilter,
): DayList<O> {
  const day = { total: 0, byState: zeroStates(), byMode: zeroModes() };
  const groups = new Map<string, SlotGroup<O>>();
  for (const order of orders) {
    day.total++;
    day.byState[order.state]++;
    day.byMode[order.mode]++;
    if (!matchesStaffOrderFilter(order, filter)) continue;
    const key = `${order.slotStart ?? ''}|${order.slotEnd ?? ''}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        start: order.slotStart,
        end: order.slotEnd,
        counts: { total: 0, byState: zeroStates() },
        orders: [],
      };
      groups.set(key, group);
    }
    group.counts.total++;
    group.counts.byState[order.state]++;
    group.orders.push(order);
  }
  const slots = [...groups.values()].sort(compareSlots);
  return { slots, day };
}

function compareSlots(
  a: { start: string | null; end: string | null },
  b: { start: string | null; end: string | null },
) {
  if (a.start === null || b.start === null) return a.start === b.start ? 0 : a.start === null ? 1 : -1;
  if (a.start !== b.start) return a.start < b.start ? -1 : 1;
  const ae = a.end ?? '';
  const be = b.end ?? '';
  return ae === be ? 0 : ae < be ? -1 : 1;
}

/** `creneau=tous`: every slot of the day shows its orders. */
export const ALL_SLOTS = 'tous';
/** The key of the orders without a slot. */
export const NO_SLOT = 'sans';

/** A slot's key in the page's address: its start (ISO UTC), or `sans` for the orders without one. */
export function slotKey(start: string | null): string {
  return start ?? NO_SLOT;
}

/** Whether a `creneau` asked can name a slot: `tous`, `sans` or an ISO-8601 UTC instant. */
export function isSlotChoice(value: string): boolean {
  return (
    value === ALL_SLOTS ||
    value === NO_SLOT ||
    (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/.test(value) && !Number.isNaN(Date.parse(value)))
  );
}

/**
 * Which slots of the day's list show their orders (the others show their counts and a link): every one
 * for `tous`; the one asked when the day has it; else, on today's list, the slot under way or the next
 * to come (the last once the day's slots are over), and on another day the first. One slot of a busy
 * drive is what a tablet can show: 500 orders a day are about 40 a slot.
 */
export function openSlotKeys(
  slots: readonly { start: string | null; end: string | null }[],
  asked: string | null,
  now: Date,
  isToday: boolean,
): 'all' | Set<string> {
  if (asked === ALL_SLOTS) return 'all';
  const keys = slots.map((slot) => slotKey(slot.start));
  if (asked !== null && keys.includes(asked)) return new Set([asked]);
  if (!slots.length) return new Set();
  if (!isToday) return new Set([keys[0]!]);
  const nowIso = now.toISOString();
  const current = slots.find((slot) => slot.start !== null && (slot.end ?? slot.start) > nowIso);
  const dated = slots.filter((slot) => slot.start !== null);
  const chosen = current ?? dated.at(-1) ?? slots[0]!;
  return new Set([slotKey(chosen.start)]);
}
