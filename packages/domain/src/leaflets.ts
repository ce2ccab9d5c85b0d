import { slugify } from './text.ts';

/**
 * A store's leaflets, drawn from its promotions: one leaflet per offer (an advantage's type, text
 * and validity period), whose pages lay out the products the store sells with that offer. A leaflet
 * is shown from the day its offer starts, announced before, and answers "no longer offered" once
 * its offer has ended.
 */

/** Product tiles on one leaflet page (a printed page of 3 × 3, the first tile twice as large). */
export const LEAFLET_PAGE_SIZE = 8;
/** Pages of one leaflet at most: beyond, the offer's other products are on their mix or search pages. */
export const LEAFLET_MAX_PAGES = 6;
/** How far ahead a coming leaflet is announced (days before its first day). */
export const LEAFLET_ANNOUNCE_DAYS = 14;
/** Longest leaflet slug (the address's pattern is checked by the contracts' `leafletSlugParam`). */
export const LEAFLET_SLUG_MAX = 120;

export type LeafletStatus = 'a_venir' | 'en_cours' | 'expire';

/** Where a leaflet stands at `now` (ISO instants compare as strings). */
export function leafletStatus(startsAt: string, endsAt: string, now: Date): LeafletStatus {
  const at = now.toISOString();
  if (endsAt < at) return 'expire';
  return startsAt > at ? 'a_venir' : 'en_cours';
}

/** Whether a leaflet is listed at `now`: running, or starting within the announce period. */
export function leafletListed(startsAt: string, endsAt: string, now: Date): boolean {
  const status = leafletStatus(startsAt, endsAt, now);
  if (status === 'en_cours') return true;
  if (status === 'expire') return false;
  return Date.parse(startsAt) - now.getTime() <= LEAFLET_ANNOUNCE_DAYS * 86_400_000;
}

/** The kind of offer a leaflet presents, by advantage type, as its cover reads. */
export const LEAFLET_KINDS: Record<string, string> = {
  RI: 'Remise immédiate en caisse',
  OR: 'Remboursé sur votre carte de fidélité',
  ODR: 'Offre de remboursement',
  EC: 'Cagnotté sur votre carte de fidélité',
  PF: 'Prix fidélité',
};

export const leafletKind = (type: string) => LEAFLET_KINDS[type] ?? 'Promotion';

/** One advantage row of a store, as the leaflets read it. */
export interface LeafletAdvantage {
  productId: number;
  type: string;
  text: string;
  startsAt: string;
  endsAt: string;
}

export interface LeafletPlan {
  slug: string;
  title: string;
  type: string;
  startsAt: string;
  endsAt: string;
  /** Product ids page by page, in the order the tiles are laid out. */
  pages: number[][];
}

/** The address of a leaflet: its offer's text and its first day ("50-sur-le-2eme-2026-11-24"). */
export function leafletSlug(text: string, startsAt: string): string {
  const base = slugify(text)
    .slice(0, LEAFLET_SLUG_MAX - 11)
    .replace(/-+$/, '');
  return `${base || 'promotion'}-${startsAt.slice(0, 10)}`;
}

/** Splits product ids into pages of `LEAFLET_PAGE_SIZE`, at most `LEAFLET_MAX_PAGES`. */
export function leafletPages(productIds: readonly number[]): number[][] {
  const pages: number[][] = [];
  const kept = productIds.slice(0, LEAFLET_PAGE_SIZE * LEAFLET_MAX_PAGES);
  for (let i = 0; i < kept.length; i += LEAFLET_PAGE_SIZE) pages.push(kept.slice(i, i + LEAFLET_PAGE_SIZE));
  return pages;
}

/**
 * The leaflets of a store from its advantages: one per offer (an advantage's type and text), valid
 * from the first day any of its products has it to the last, its products in the order given (each
 * once), ordered by first day then title.
 */
export function planLeaflets(advantages: readonly LeafletAdvantage[]): LeafletPlan[] {
  const byOffer = new Map<
    string,
    Omit<LeafletPlan, 'slug' | 'pages'> & { ids: number[]; seen: Set<number> }
  >();
  for (const a of advantages) {
    const key = `${a.type}\u0000${a.text}`;
    let offer = byOffer.get(key);
    if (!offer) {
      offer = {
        title: a.text,
        type: a.type,
        startsAt: a.startsAt,
        endsAt: a.endsAt,
        ids: [],
        seen: new Set(),
      };
      byOffer.set(key, offer);
    }
    if (a.startsAt < offer.startsAt) offer.startsAt = a.startsAt;
    if (a.endsAt > offer.endsAt) offer.endsAt = a.endsAt;
    if (!offer.seen.has(a.productId)) {
      offer.seen.add(a.productId);
      offer.ids.push(a.productId);
    }
  }
  const plans = new Map<string, LeafletPlan>();
  for (const { ids, seen: _seen, ...offer } of byOffer.values()) {
    const slug = leafletSlug(offer.title, offer.startsAt);
    // Two offers whose texts only differ by signs or case share an address: the first keeps it.
    if (!plans.has(slug)) plans.set(slug, { ...offer, slug, pages: leafletPages(ids) });
  }
  return [...plans.values()].sort(
    (a, b) => a.startsAt.localeCompare(b.startsAt) || a.title.localeCompare(b.title, 'fr'),
  );
}
