import { describe, expect, it } from 'vitest';
import {
  LEAFLET_MAX_PAGES,
  LEAFLET_PAGE_SIZE,
  leafletListed,
  leafletPages,
  leafletSlug,
  leafletStatus,
  planLeaflets,
} from './leaflets.ts';

const now = new Date('2026-11-26T10:00:00.000Z');

describe('leaflet status', () => {
  it('is running between its first and last instant, coming before, expired after', () => {
    expect(leafletStatus('2026-11-20T00:00:00.000Z', '2026-11-30T23:59:59.000Z', now)).toBe('en_cours');
    expect(leafletStatus('2026-11-27T00:00:00.000Z', '2026-12-05T23:59:59.000Z', now)).toBe('a_venir');
    expect(leafletStatus('2026-11-10T00:00:00.000Z', '2026-11-25T23:59:59.000Z', now)).toBe('expire');
  });

  it('lists running leaflets and coming ones within two weeks', () => {
    expect(leafletListed('2026-11-20T00:00:00.000Z', '2026-11-30T23:59:59.000Z', now)).toBe(true);
    expect(leafletListed('2026-12-09T00:00:00.000Z', '2026-12-20T23:59:59.000Z', now)).toBe(true);
    expect(leafletListed('2026-12-11T00:00:00.000Z', '2026-12-20T23:59:59.000Z', now)).toBe(false);
    expect(leafletListed('2026-11-01T00:00:00.000Z', '2026-11-25T23:59:59.000Z', now)).toBe(false);
  });
});

describe('leaflet slug', () => {
  it('is the offer text without accents or signs, then the first day', () => {
    expect(leafletSlug('-50% sur le 2ème', '2026-11-24T00:00:00.000Z')).toBe('50-sur-le-2eme-2026-11-24');
    expect(leafletSlug('1,50 € cagnottés sur votre carte', '2026-11-21T00:00:00.000Z')).toBe(
      '1-50-cagnottes-sur-votre-carte-2026-11-21',
    );
    expect(leafletSlug('€ !', '2026-11-21T00:00:00.000Z')).toBe('promotion-2026-11-21');
  });
});

describe('leaflet plan', () => {
  it('cuts products into pages and stops at the last page', () => {
    const ids = Array.from({ length: LEAFLET_PAGE_SIZE * LEAFLET_MAX_PAGES + 5 }, (_, i) => i + 1);
    const pages = leafletPages(ids);
    expect(pages).toHaveLength(LEAFLET_MAX_PAGES);
    expect(pages[0]).toEqual(ids.slice(0, LEAFLET_PAGE_SIZE));
    expect(leafletPages(ids.slice(0, LEAFLET_PAGE_SIZE + 1)).map((p) => p.length)).toEqual([
      LEAFLET_PAGE_SIZE,
      1,
    ]);
  });

  it('makes one leaflet per offer, valid from its first to its last day, each product once', () => {
    const offer = (
      productId: number,
      text: string,
      startsAt: string,
      endsAt = '2026-12-10T23:59:59.000Z',
    ) => ({
      productId,
      type: 'RI',
      text,
      startsAt,
      endsAt,
    });
    const plans = planLeaflets([
      offer(3, '-20% immédiatement', '2026-11-25T00:00:00.000Z'),
      offer(1, '-50% sur le 2ème', '2026-11-24T00:00:00.000Z'),
      offer(3, '-20% immédiatement', '2026-11-25T00:00:00.000Z'),
      offer(2, '-20% immédiatement', '2026-11-27T00:00:00.000Z', '2026-12-20T23:59:59.000Z'),
    ]);
    expect(plans.map((p) => [p.slug, p.startsAt, p.endsAt, p.pages])).toEqual([
      ['50-sur-le-2eme-2026-11-24', '2026-11-24T00:00:00.000Z', '2026-12-10T23:59:59.000Z', [[1]]],
      ['20-immediatement-2026-11-25', '2026-11-25T00:00:00.000Z', '2026-12-20T23:59:59.000Z', [[3, 2]]],
    ]);
  });
});
