import { describe, expect, it } from 'vitest';
import {
  BRAND_FALLBACK,
  brandLabel,
  descriptionLabel,
  designationLabel,
  productPath,
  productStickers,
  type StickerFacts,
} from './product-display.ts';

const none: StickerFacts = {
  hasStrikePrice: false,
  hasLotAdvantage: false,
  isNew: false,
  inSeason: false,
  rating: null,
  reviews: 0,
  isOrganic: false,
  isLocal: false,
  origin: null,
  withoutPalmOil: false,
};

describe('product display', () => {
  it('cuts designations at 78 characters on desktop and 75 on mobile', () => {
    const long = 'Yaourt à la grecque au miel de fleurs et aux noix de pécan caramélisées, pot de 4 x 125 g';
    expect(designationLabel(long).length).toBeLessThanOrEqual(78);
    expect(designationLabel(long, 'mobile').length).toBeLessThanOrEqual(75);
    expect(designationLabel('Lait demi-écrémé')).toBe('Lait demi-écrémé');
  });

  it("falls back to 'SANS MARQUE'", () => {
    expect(brandLabel(null)).toBe(BRAND_FALLBACK);
    expect(brandLabel('  ')).toBe('SANS MARQUE');
    expect(brandLabel('Danone')).toBe('Danone');
  });

  it('cuts descriptions at 200 characters', () => {
    expect(descriptionLabel('mot '.repeat(100))!.length).toBeLessThanOrEqual(200);
    expect(descriptionLabel(null)).toBeNull();
  });

  it('builds the sheet path', () => {
    expect(productPath(12, 'lait-demi-ecreme')).toBe('/article/12/lait-demi-ecreme');
  });

  it('keeps at most 3 commercial stickers and 2 badges, in order', () => {
    const all = productStickers({
      ...none,
      hasStrikePrice: true,
      hasLotAdvantage: true,
      isNew: true,
      inSeason: true,
      rating: 4.8,
      reviews: 5,
      isOrganic: true,
      isLocal: true,
      origin: 'France',
      withoutPalmOil: true,
    });
    expect(all.commercial).toEqual(['PROMO', 'LOT', 'NOUVEAU']);
    expect(all.badges).toEqual(['BIO', 'LOCAL']);
    expect(productStickers(none)).toEqual({ commercial: [], badges: [] });
    expect(productStickers({ ...none, rating: 4.6, reviews: 2 }).commercial).toEqual([]);
    expect(productStickers({ ...none, rating: 4.6, reviews: 3 }).commercial).toEqual(['MEILLEURE_VENTE']);
    expect(productStickers({ ...none, hasStrikePrice: true, isNew: true }, 1).commercial).toEqual(['PROMO']);
  });
});
