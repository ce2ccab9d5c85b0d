/** French texts of dates and amounts on the cancel and edit pages (browser-safe: no zod). */
import { formatPrice, LOCALE, lazy, TIME_ZONE } from '../../lib/format.ts';
import type { RefundCents } from './order-changes-api.server.ts';

const dayFormat = lazy(
  () =>
    new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' }),
);
const weekdayFormat = lazy(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      timeZone: TIME_ZONE,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
);
const hourParts = lazy(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      timeZone: TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/** The first of the month is written `1er` in French. */
const firstOfMonth = (text: string) => text.replace(/(^|\s)1 (?=\p{L})/u, '$11er ');

/** `18 h 16`, `10 h` (Paris time). */
export function frenchHour(date: Date): string {
  const parts = Object.fromEntries(
    hourParts()
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const hours = Number(parts.hour);
  return parts.minute === '00' ? `${hours} h` : `${hours} h ${parts.minute}`;
}

/** `25 novembre 2026 à 18 h 16` (Paris time). */
export function frenchDateTime(iso: string): string {
  const date = new Date(iso);
  return `${firstOfMonth(dayFormat().format(date))} à ${frenchHour(date)}`;
}

/** `jeudi 26 novembre 2026, de 10 h à 11 h`. */
export function frenchSlot(slot: { debut: string; fin: string }): string {
  const start = new Date(slot.debut);
  return `${firstOfMonth(weekdayFormat().format(start))}, de ${frenchHour(start)} à ${frenchHour(new Date(slot.fin))}`;
}

/** The card's part: refunded, or never debited (an authorisation lowered before the order is prepared). */
export function cardParts(r: RefundCents): { refundedCents: number; notChargedCents: number } {
  const notChargedCents = Math.min(Math.max(0, r.cardNotChargedCents), Math.max(0, r.cardCents));
  return { refundedCents: r.cardCents - notChargedCents, notChargedCents };
}

/** What goes back to each means, as lines to read (only the means that get something). */
export function refundLines(r: RefundCents): string[] {
  const lines: string[] = [];
  const card = cardParts(r);
  if (card.refundedCents > 0)
    lines.push(`${formatPrice(card.refundedCents)} remboursés sur votre carte bancaire`);
  if (card.notChargedCents > 0)
    lines.push(`${formatPrice(card.notChargedCents)} qui ne seront pas débités de votre carte bancaire`);
  if (r.giftCardCents > 0) lines.push(`${formatPrice(r.giftCardCents)} recrédités sur votre carte cadeau`);
  if (r.walletCents > 0) lines.push(`${formatPrice(r.walletCents)} recrédités sur votre cagnotte`);
  return lines;
}
