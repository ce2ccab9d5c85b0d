import { parisClock } from './opening-hours.ts';

/**
 * The right of withdrawal of a distance sale (Code de la consommation, L221-18 and L221-19): 14 days
 * from the day the goods were received (the drive pickup or the delivery, in Paris time); a period
 * that ends on a Saturday, a Sunday or a fixed-date public holiday runs to the next working day.
 * Perishable goods are excluded: only durable goods (those under the legal conformity guarantee)
 * can be sent back.
 */
export const WITHDRAWAL_PERIOD_DAYS = 14;

const FIXED_HOLIDAYS = new Set(['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25']);
const DAY_MS = 86_400_000;

const closed = (day: Date) =>
  day.getUTCDay() === 0 || day.getUTCDay() === 6 || FIXED_HOLIDAYS.has(day.toISOString().slice(5, 10));

/** The last day (YYYY-MM-DD, Paris) a withdrawal can be sent for goods received at `receivedAt`. */
export function withdrawalDeadline(receivedAt: Date): string {
  const received = new Date(`${parisClock(receivedAt).date}T00:00:00.000Z`);
  let last = new Date(received.getTime() + WITHDRAWAL_PERIOD_DAYS * DAY_MS);
  while (closed(last)) last = new Date(last.getTime() + DAY_MS);
  return last.toISOString().slice(0, 10);
}

/** Whether goods received at `receivedAt` may still be sent back at `now`. */
export function isWithdrawalOpen(receivedAt: Date, now: Date, durableGoods: boolean): boolean {
  if (!durableGoods || receivedAt.getTime() > now.getTime()) return false;
  return parisClock(now).date <= withdrawalDeadline(receivedAt);
}

/** The earliest reception that may still be withdrawn at `now` (a lower bound for a query). */
export function earliestWithdrawableReception(now: Date): Date {
  // The deadline is at most a few days past 14 days (weekends and holidays): 20 days is a safe bound.
  return new Date(now.getTime() - (WITHDRAWAL_PERIOD_DAYS + 6) * DAY_MS);
}
