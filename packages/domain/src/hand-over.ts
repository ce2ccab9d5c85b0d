/**
 * The hand-over at the drive (issue #37, item 6, decision 116): how the staff find an order by its
 * code or its customer's name, and which orders a customer may say she has arrived for. Pure rules:
 * the API's hand-over module and the /gestion pages use them.
 */
import { type StaffOrderMode, staffOrderMode } from './staff-orders.ts';
import { normalizeForSearch } from './text.ts';

/**
 * The statuses of the orders the staff look for at the drive: placed (« À préparer »), in
 * preparation and ready (EN_ATTENTE). An order handed over or cancelled is not handed over again.
 */
export const HAND_OVER_STATUSES = ['COMMANDEE', 'VALIDEE', 'EN_ATTENTE'] as const;

/** A name search needs this many letters (one letter would list half the day). */
export const HAND_OVER_NAME_MIN_LENGTH = 2;
/** At most this many orders answer a name search (the page asks for more letters beyond). */
export const HAND_OVER_SEARCH_LIMIT = 20;

/** The order codes as the shop writes them (`orderCode`): `CMD-`, the day, the id on six digits or more. */
const CODE = /^CMD-?(\d{8})-?(\d{6,})$/;

/**
 * The order code a search names, in the shop's spelling, or null when it is not a code: case and
 * spaces do not count, nor the hyphens (« cmd 20260310 000123 » is `CMD-20260310-000123`).
 */
export function orderCodeOf(query: string): string | null {
  const compact = query.replace(/\s+/g, '').toUpperCase();
  const match = CODE.exec(compact);
  return match ? `CMD-${match[1]}-${match[2]}` : null;
}

/**
 * Whether a customer's name answers a search: the search (accents, case and punctuation aside) starts
 * her last name, « first name last name » or « last name first name ». « moreau », « Julien Mor » and
 * « MOREAU jul » find Julien Moreau; « éloïse » finds Eloise.
 */
export function customerNameMatches(query: string, customer: { prenom: string; nom: string }): boolean {
  const q = normalizeForSearch(query);
  if (q.length < HAND_OVER_NAME_MIN_LENGTH) return false;
  const first = normalizeForSearch(customer.prenom);
  const last = normalizeForSearch(customer.nom);
  return (
    last.startsWith(q) || `${first} ${last}`.trim().startsWith(q) || `${last} ${first}`.trim().startsWith(q)
  );
}

/** Why a customer may not say she has arrived for an order; null when she may. */
export type CheckInRefusal = 'livraison' | 'remise' | 'annulee' | 'indisponible';

/**
 * The « client arrivé » check-in is for the orders collected at the store (drive, click and collect)
 * that are not handed over yet: a home delivery is refused (`livraison`), an order handed over
 * (`remise`) or cancelled (`annulee`) too, and any other status (a payment that made no order) is
 * `indisponible`.
 */
export function checkInRefusal(order: {
  statut: string;
  codeTypeCommande: string;
  typePanier: string;
}): CheckInRefusal | null {
  const statut = order.statut.toUpperCase();
  if (statut === 'RETIREE' || statut === 'LIVREE') return 'remise';
  if (statut === 'ANNULEE' || statut === 'REFUSEE') return 'annulee';
  if (!(HAND_OVER_STATUSES as readonly string[]).includes(statut)) return 'indisponible';
  if (!collectedAtStore(order)) return 'livraison';
  return null;
}

/** Whether an order is collected at the store (drive, click and collect), not delivered. */
export function collectedAtStore(order: { codeTypeCommande: string; typePanier: string }): boolean {
  const mode: StaffOrderMode = staffOrderMode(order);
  return mode !== 'livraison';
}

/**
 * The order of a search's answers: the customers who said they arrived first (earliest arrival
 * first), then by slot (no slot last), then by id.
 */
export function compareHandOverOrders(
  a: { arrivedAt: string | null; slotStart: string | null; id: number },
  b: { arrivedAt: string | null; slotStart: string | null; id: number },
): number {
  if (a.arrivedAt !== b.arrivedAt) {
    if (a.arrivedAt === null) return 1;
    if (b.arrivedAt === null) return -1;
    return a.arrivedAt < b.arrivedAt ? -1 : 1;
  }
  if (a.slotStart !== b.slotStart) {
    if (a.slotStart === null) return 1;
    if (b.slotStart === null) return -1;
    return a.slotStart < b.slotStart ? -1 : 1;
  }
  return a.id - b.id;
}
