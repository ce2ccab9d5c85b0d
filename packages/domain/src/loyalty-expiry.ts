/**
 * When cagnotte euros expire (issue #40 item 5, decision 127). Each credit of a cagnotte is a lot
 * that expires at the end of the Paris day `CAGNOTTE_VALIDITY_MONTHS` months after it; spending takes
 * the oldest euros first; a refund puts back the very euros its payment took, with their dates. What
 * is left of each lot is derived from the ledger's movements alone, so there is no second balance.
 */
import { addDays, addMonths, parisDay, parisDayStart } from './orders-filters.ts';

/** Euros credited to a cagnotte may be spent for 12 months (the usual French loyalty rule). */
export const CAGNOTTE_VALIDITY_MONTHS = 12;
/** The customer is reminded this many days before her euros expire. */
export const EXPIRY_REMINDER_DAYS = 30;

/** The causes of money given back to the card a payment took it from (decision 093). */
export const REFUND_CAUSES: readonly string[] = ['annulation', 'modification', 'paiement_refuse', 'cloture'];
export const EXPIRATION_CAUSE = 'expiration';
export const PAYMENT_CAUSE = 'paiement';

/** The ledger key of the expiration of a credit: one per credit, whoever runs the job. */
export const expirationKey = (creditId: number) => `${EXPIRATION_CAUSE}:${creditId}`;

/** The credit an expiration movement names by its key, null for any other movement. */
export function expiredCreditOf(key: string): number | null {
  const match = /^expiration:(\d+)$/.exec(key);
  return match ? Number(match[1]) : null;
}

/** One movement of a cagnotte, in the ledger's order (its id). */
export interface CagnotteMovement {
  id: number;
  /** Signed cents. */
  cents: number;
  cause: string;
  /** ISO instant. */
  at: string;
  /** The payment session a `paiement` is, or a refund gives back (through its order); else null. */
  payment: string | null;
  /** The idempotency key (an expiration names its credit there). */
  key: string;
}

/** Euros credited at once: what is left of them and the Paris day they last. */
export interface EuroLot {
  /** The movement that credited them. */
  creditId: number;
  creditedAt: string;
  cents: number;
  left: number;
  /** Paris day 'YYYY-MM-DD': the euros may be spent until its end. */
  expiresOn: string;
  /** An expiration movement wrote it off: nothing of it expires again. */
  closed: boolean;
}

/** The Paris day until which euros credited at `at` may be spent. */
export function expiryDayOf(at: string): string {
  return addMonths(parisDay(new Date(at)), CAGNOTTE_VALIDITY_MONTHS);
}

/** The instant (ISO) euros lasting until `day` are gone: the start of the next Paris day. */
export function expiryInstantOf(day: string): string {
  return parisDayStart(addDays(day, 1));
}

const isPast = (lot: EuroLot, at: string) => Date.parse(at) >= Date.parse(expiryInstantOf(lot.expiresOn));

interface Taken {
  lot: EuroLot;
  cents: number;
}

/**
 * What is left of each credit of a cagnotte, oldest first. Debits take from the lots that expire
 * first (then the oldest credit); an expiration takes from the credit its key names; a refund puts
 * back what its payment took, the last euros taken first, into their own lots while those last, and
 * credits anew (a lot of its own) what it gives back of lots gone meanwhile or of no known payment.
 */
export function cagnotteLots(movements: readonly CagnotteMovement[]): EuroLot[] {
  const lots: EuroLot[] = [];
  const byCredit = new Map<number, EuroLot>();
  const takenBy = new Map<string, Taken[]>();
  const newLot = (m: CagnotteMovement, cents: number) => {
    const lot = {
      creditId: m.id,
      creditedAt: m.at,
      cents,
      left: cents,
      expiresOn: expiryDayOf(m.at),
      closed: false,
    };
    lots.push(lot);
    byCredit.set(m.id, lot);
  };
  const takeOldestFirst = (cents: number, record?: Taken[]) => {
    let rest = cents;
    const open = lots
      .filter((l) => l.left > 0)
      .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn) || a.creditId - b.creditId);
    for (const lot of open) {
      if (rest === 0) break;
      const cents = Math.min(rest, lot.left);
      lot.left -= cents;
      rest -= cents;
      record?.push({ lot, cents });
    }
  };
  for (const m of [...movements].sort((a, b) => a.id - b.id)) {
    if (m.cents > 0) {
      const taken = REFUND_CAUSES.includes(m.cause) && m.payment ? takenBy.get(m.payment) : undefined;
      let rest = m.cents;
      let gone = 0;
      while (taken?.length && rest > 0) {
        const last = taken[taken.length - 1]!;
        const cents = Math.min(rest, last.cents);
        if (last.lot.closed || isPast(last.lot, m.at)) gone += cents;
        else last.lot.left += cents;
        rest -= cents;
        last.cents -= cents;
        if (last.cents === 0) taken.pop();
      }
      if (rest + gone > 0) newLot(m, rest + gone);
      continue;
    }
    const cents = -m.cents;
    const credit = m.cause === EXPIRATION_CAUSE ? expiredCreditOf(m.key) : null;
    const target = credit === null ? undefined : byCredit.get(credit);
    if (target) {
      target.closed = true;
      const own = Math.min(cents, target.left);
      target.left -= own;
      takeOldestFirst(cents - own);
      continue;
    }
    let record: Taken[] | undefined;
    if (m.cause === PAYMENT_CAUSE && m.payment) {
      record = takenBy.get(m.payment) ?? [];
      takenBy.set(m.payment, record);
    }
    takeOldestFirst(cents, record);
  }
  return lots;
}

/** The lots whose day has passed and that still hold euros: the expiry job writes them off. */
export function dueExpirations(lots: readonly EuroLot[], now: Date): EuroLot[] {
  const at = now.toISOString();
  return lots.filter((l) => !l.closed && l.left > 0 && isPast(l, at));
}

/** Euros that expire on one Paris day. */
export interface ExpiringEuros {
  expiresOn: string;
  cents: number;
}

/** The euros still to expire (their day not over), by day, soonest first. */
export function upcomingExpiries(lots: readonly EuroLot[], now: Date): ExpiringEuros[] {
  const at = now.toISOString();
  const byDay = new Map<string, number>();
  for (const l of lots)
    if (!l.closed && l.left > 0 && !isPast(l, at))
      byDay.set(l.expiresOn, (byDay.get(l.expiresOn) ?? 0) + l.left);
  return [...byDay]
    .map(([expiresOn, cents]) => ({ expiresOn, cents }))
    .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn));
}

/** The expiries to remind now: those whose day is at most `EXPIRY_REMINDER_DAYS` days away. */
export function expiriesToRemind(lots: readonly EuroLot[], now: Date): ExpiringEuros[] {
  const last = addDays(parisDay(now), EXPIRY_REMINDER_DAYS);
  return upcomingExpiries(lots, now).filter((e) => e.expiresOn <= last);
}
