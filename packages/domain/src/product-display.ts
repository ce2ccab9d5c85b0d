import { type Device, truncateText } from './advantages.ts';

/** Display limits of product cards and sheets. */
export const DESIGNATION_MAX = { desktop: 78, mobile: 75 } as const;
export const DESCRIPTION_MAX = 200;
export const BRAND_FALLBACK = 'SANS MARQUE';
export const COMMERCIAL_STICKERS_MAX = 3;
export const PRODUCT_BADGES_MAX = 2;

export function designationLabel(designation: string, device: Device = 'desktop'): string {
  return truncateText(designation, DESIGNATION_MAX[device]);
}

export function descriptionLabel(description: string | null): string | null {
  return description ? truncateText(description, DESCRIPTION_MAX) : null;
}

/** The brand as shown: the brand, or 'SANS MARQUE' when the product has none. */
export function brandLabel(brand: string | null | undefined): string {
  const clean = brand?.trim();
  return clean ? clean : BRAND_FALLBACK;
}

/** The canonical path of a product sheet: `/article/{id}/{slug}`. */
export function productPath(id: number, slug: string): string {
  return slug ? `/article/${id}/${slug}` : `/article/${id}`;
}

/** Commercial stickers in the order they are shown (the product's tags). */
export const COMMERCIAL_STICKERS = ['PROMO', 'LOT', 'NOUVEAU', 'DE_SAISON', 'MEILLEURE_VENTE'] as const;
export type CommercialSticker = (typeof COMMERCIAL_STICKERS)[number];

/** Product badges (characteristics) in the order they are shown. */
export const PRODUCT_BADGES = ['BIO', 'LOCAL', 'ORIGINE_FRANCE', 'SANS_HUILE_DE_PALME'] as const;
export type ProductBadge = (typeof PRODUCT_BADGES)[number];

export interface StickerFacts {
  hasStrikePrice: boolean;
  hasLotAdvantage: boolean;
  isNew: boolean;
  inSeason: boolean;
  /** Average rating and number of reviews. */
  rating: number | null;
  reviews: number;
  isOrganic: boolean;
  isLocal: boolean;
  origin: string | null;
  /** true when the product is known to be made without palm oil (food with ingredients). */
  withoutPalmOil: boolean;
}

/** A product is a best seller when shoppers rate it 4.5 or more over at least 3 reviews. */
export const BEST_SELLER = { minRating: 4.5, minReviews: 3 } as const;

/**
 * The stickers of a card: at most 3 commercial stickers (`commercialMax`, 3 by default) and at most
 * 2 product badges, each list in its display order.
 */
export function productStickers(
  facts: StickerFacts,
  commercialMax: number = COMMERCIAL_STICKERS_MAX,
): { commercial: CommercialSticker[]; badges: ProductBadge[] } {
  const commercial: CommercialSticker[] = [];
  if (facts.hasStrikePrice) commercial.push('PROMO');
  if (facts.hasLotAdvantage) commercial.push('LOT');
  if (facts.isNew) commercial.push('NOUVEAU');
  if (facts.inSeason) commercial.push('DE_SAISON');
  if (
    facts.rating !== null &&
    facts.rating >= BEST_SELLER.minRating &&
    facts.reviews >= BEST_SELLER.minReviews
  )
    commercial.push('MEILLEURE_VENTE');
  const badges: ProductBadge[] = [];
  if (facts.isOrganic) badges.push('BIO');
  if (facts.isLocal) badges.push('LOCAL');
  if (facts.origin === 'France') badges.push('ORIGINE_FRANCE');
  if (facts.withoutPalmOil) badges.push('SANS_HUILE_DE_PALME');
  return {
    commercial: commercial.slice(0, Math.max(0, Math.min(commercialMax, COMMERCIAL_STICKERS.length))),
    badges: badges.slice(0, PRODUCT_BADGES_MAX),
  };
}

/** Reference units of a price per unit, as shown after the price ("2,35 € / kg"). */
export function referenceUnitLabel(unit: string | null): string | null {
  if (!unit) return null;
  return { kg: 'kg', l: 'l', pièce: 'pièce' }[unit] ?? unit;
}
