/** The in-store purchases page's addresses and query (zod-free: the page and its links use them). */
import { PURCHASE_PERIOD_LABELS } from '@cabas/contracts';

export const MAX_PAGES = 20;
export const PERIODS = Object.keys(PURCHASE_PERIOD_LABELS) as (keyof typeof PURCHASE_PERIOD_LABELS)[];
export type Period = (typeof PERIODS)[number];

export interface TicketFilters {
  periode: Period | '';
  date_min: string;
  date_max: string;
  magasin_id: string;
}

/** The filters and the number of pages shown, from the page's address. */
export function readQuery(url: URL): { filters: TicketFilters; pages: number } {
  const q = url.searchParams;
  const periode = q.get('periode') ?? '';
  const pages = Number(q.get('pages') ?? '1');
  return {
    filters: {
      periode: (PERIODS as string[]).includes(periode) ? (periode as Period) : '',
      date_min: q.get('date_min') ?? '',
      date_max: q.get('date_max') ?? '',
      magasin_id: /^\d{1,9}$/.test(q.get('magasin_id') ?? '') ? (q.get('magasin_id') as string) : '',
    },
    pages: Number.isInteger(pages) && pages >= 1 ? Math.min(pages, MAX_PAGES) : 1,
  };
}

/** The page's address with these filters and this many pages (empty filters left out). */
export function pageHref(path: string, filters: TicketFilters, pages = 1, hash = ''): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) q.set(key, value);
  if (pages > 1) q.set('pages', String(pages));
  const query = q.toString();
  return `${path}${query ? `?${query}` : ''}${hash}`;
}

/** `2026-11-25 18:16:00` (Paris time, as the API writes it) → « 25 novembre 2026 à 18 h 16 ». */
export function frenchStamp(stamp: string, frenchDay: (day: string) => string): string {
  const [day = '', time = ''] = stamp.split(' ');
  const [h = '0', m = '00'] = time.split(':');
  return `${frenchDay(day)} à ${Number(h)} h ${m}`;
}
