import type { CardData } from '../catalogue/index.ts';

/** The shop's leaflet pages, or the in-store kiosk's (touch-sized, no account, no cart). */
export type Variant = 'boutique' | 'borne';

const ROOTS: Record<Variant, string> = { boutique: '/prospectus', borne: '/prospectus/borne' };

export const leafletsPath = (variant: Variant) => ROOTS[variant];

/** A leaflet's address; page 1 is the leaflet's own address. */
export function leafletPath(variant: Variant, slug: string, page = 1): string {
  return page > 1 ? `${ROOTS[variant]}/${slug}/${page}` : `${ROOTS[variant]}/${slug}`;
}

const dayFormat = (() => {
  let format: Intl.DateTimeFormat | undefined;
  return () => {
    format ??= new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone: 'Europe/Paris' });
    return format;
  };
})();

/** « Du 21 novembre au 12 décembre ». */
export function validity(from: string, to: string): string {
  const day = (iso: string) => dayFormat().format(new Date(iso)).replace(/^1 /, '1er ');
  return `Du ${day(from)} au ${day(to)}`;
}

export interface LeafletCover {
  slug: string;
  href: string;
  title: string;
  kind: string;
  validity: string;
  coming: boolean;
  pages: number;
  products: number;
  cover: string | null;
}

export interface LeafletListData {
  /** No store chosen (national mode): leaflets are a store's. */
  national: boolean;
  storeName: string | null;
  leaflets: LeafletCover[];
}

export interface LeafletPageData {
  leaflet: {
    slug: string;
    title: string;
    kind: string;
    validity: string;
    coming: boolean;
    pageCount: number;
  };
  storeName: string;
  page: { number: number; products: CardData[] };
}

/** Why a leaflet address shows no leaflet: no store chosen, not offered by the store, no longer offered. */
export interface LeafletMissingData {
  missing: 'magasin' | 'inconnu' | 'expire';
  /** What the page says (the API's message for a leaflet not offered or no longer offered). */
  message: string;
}

export const isMissing = (value: LeafletPageData | LeafletMissingData): value is LeafletMissingData =>
  'missing' in value;
