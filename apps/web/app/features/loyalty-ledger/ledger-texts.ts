/** The French texts of a card's history: amounts, days, the euros about to expire. */
import { LOYALTY_LEDGER_CAUSE_LABELS, type LoyaltyLedgerCause } from '@cabas/contracts';
import { formatPrice } from '../../lib/format.ts';
import type { ShopMovement } from './ledger.ts';

/** 'YYYY-MM-DD' as « 12/01/2027 ». */
export function shortDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/** « + 5,00 € », « − 200 points ». */
export function amountText(m: ShopMovement): string {
  const sign = m.amount < 0 ? '−' : '+';
  const value = Math.abs(m.amount);
  return m.account === 'points'
    ? `${sign} ${value} ${value > 1 ? 'points' : 'point'}`
    : `${sign} ${formatPrice(value)}`;
}

/** « 3,20 € expirent le 12/01/2027 » (« 1,00 € expire le … »). */
export function expiringText(e: { day: string; cents: number }): string {
  return `${formatPrice(e.cents)} ${e.cents > 100 ? 'expirent' : 'expire'} le ${shortDay(e.day)}`;
}

/** A credit's euros: « 3,00 € restants, jusqu’au 01/06/2027 », or that they expired. */
export function expiryText(m: ShopMovement): string {
  if (!m.expiry) return '';
  const until = shortDay(m.expiry.day);
  if (m.expiry.over) return `Valables jusqu’au ${until}`;
  if (m.expiry.leftCents === 0) return `Dépensés (valables jusqu’au ${until})`;
  return `${formatPrice(m.expiry.leftCents)} restants, jusqu’au ${until}`;
}

export const CAUSE_OPTIONS = Object.entries(LOYALTY_LEDGER_CAUSE_LABELS) as [LoyaltyLedgerCause, string][];
