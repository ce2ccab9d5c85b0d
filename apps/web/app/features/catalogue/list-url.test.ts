import { describe, expect, it } from 'vitest';
import { giftCardPresets } from './gift-card.ts';
import { validateGiftCardAmount } from './gift-card-amount.ts';
import {
  impressionBatches,
  isLotOffer,
  listApiQuery,
  listUrl,
  orderAdvantages,
  parsePageIndex,
  priceSegment,
  pushZoneSlots,
  truncate,
} from './list-url.ts';
import { jsonLdText } from './product.server.ts';

describe('truncate', () => {
  it('keeps short texts and cuts long ones at the limit, ellipsis included', () => {
    expect(truncate('Yaourt nature', 78)).toBe('Yaourt nature');
    const long =
      'Yaourt brassé aux fruits rouges avec morceaux de fraises et framboises de nos régions françaises';
    const desktop = truncate(long, 78);
    expect(desktop.length).toBeLessThanOrEqual(78);
    expect(desktop.endsWith('…')).toBe(true);
    expect(truncate(long, 75).length).toBeLessThanOrEqual(75);
    expect(truncate('Le 3ème offert sur toute la gamme, panachage possible', 40).length).toBeLessThanOrEqual(
      40,
    );
  });
  it('cuts a single long word at the limit', () => {
    expect(truncate('a'.repeat(50), 30)).toBe(`${'a'.repeat(29)}…`);
  });
});

describe('advantages', () => {
  it('orders RI, OR, ODR, EC, PF and keeps unknown types last', () => {
    const ordered = orderAdvantages(
      ['PF', 'X', 'EC', 'RI', 'ODR', 'OR'].map((type_avantage) => ({ type_avantage })),
    ).map((advantage) => advantage.type_avantage);
    expect(ordered).toEqual(['RI', 'OR', 'ODR', 'EC', 'PF', 'X']);
  });
});

describe('list URLs', () => {
  it('turns filter segments into the API bracket query', () => {
    expect(
      listApiQuery(['nutriscore-a', 'marque-lu', 'nutriscore-b'], {
        kind: 'recherche',
        sort: 'prix-kg-croissant',
        page: 2,
        keywords: 'yaourt',
      }),
    ).toEqual({
      'filters[nutriscore][]': ['a', 'b'],
      'filters[marque][]': ['lu'],
      query: 'yaourt',
      'sort-by': 'prix-kg-croissant',
      page: '2',
    });
    expect(listApiQuery(['nimporte'], { kind: 'rayon' })).toBeNull();
  });
  it('sends the « Produits pro » segment as the pro facet’s pro-only value', () => {
    expect(listApiQuery(['produits-pro', 'labels-bio'], { kind: 'recherche', keywords: 'farine' })).toEqual({
      'filters[CORAPRO][]': ['skus.corapro=true'],
      'filters[labels][]': ['bio'],
      query: 'farine',
    });
    expect(listApiQuery(['produits-pro'], { kind: 'rayon' })).toEqual({
      'filters[NW-13260-corapro][]': ['NW-13260-corapro~1'],
    });
  });
  it('builds list URLs with keywords, sort and page', () => {
    expect(listUrl('/recherche', { keywords: 'yaourt nature' })).toBe('/recherche?keywords=yaourt+nature');
    expect(listUrl('/a-c-1', { sortby: 'nutriscore', pageindex: 3 })).toBe(
      '/a-c-1?sortby=nutriscore&pageindex=3',
    );
    expect(listUrl('/a-c-1', { pageindex: 1 })).toBe('/a-c-1');
  });
  it('parses page indexes', () => {
    expect(parsePageIndex(null)).toBeNull();
    expect(parsePageIndex('4')).toBe(4);
    expect(parsePageIndex('0')).toBe('invalid');
    expect(parsePageIndex('abc')).toBe('invalid');
  });
  it('builds the price segment from the two inputs', () => {
    expect(priceSegment('1,5', '4')).toBe('prix-1.5-4');
    expect(priceSegment('5', '4')).toBeNull();
    expect(priceSegment('', '4')).toBeNull();
    expect(priceSegment('x', '4')).toBeNull();
  });
  it('places push zones and batches impressions by 6', () => {
    expect(pushZoneSlots('grid', 5)).toEqual([3, 4, 13]);
    expect(pushZoneSlots('list', 1)).toEqual([3]);
    expect(impressionBatches([1, 2, 3, 4, 5, 6, 7, 8], 0)).toEqual([
      [1, 2, 3, 4, 5, 6],
      [7, 8],
    ]);
    expect(impressionBatches([1, 2, 3, 4, 5, 6, 7, 8], 6)).toEqual([[7, 8]]);
  });
});

describe('gift card amount', () => {
  const range = { min: 10, max: 100 };
  it('checks an integer within the range', () => {
    expect(validateGiftCardAmount('50', range)).toBeNull();
    expect(validateGiftCardAmount('12,5', range)).toBe(
      "Le montant d'une carte cadeau doit être un nombre entier",
    );
    expect(validateGiftCardAmount('5', range)).toBe("Le montant minimal d'une carte cadeau est de 10€");
    expect(validateGiftCardAmount('500', range)).toBe("Le montant maximal d'une carte cadeau est de 100€");
    expect(validateGiftCardAmount(' ', range)).not.toBeNull();
  });
  it('filters the presets to the range', () => {
    expect(giftCardPresets(range)).toEqual([20, 50, 80, 100]);
  });
});

describe('JSON-LD', () => {
  it('cannot close its script element', () => {
    expect(jsonLdText({ name: '</script><b>' })).not.toContain('</script>');
  });
});

describe('isLotOffer', () => {
  it('is lot 2, or lot 1 with more than 1 product', () => {
    expect(isLotOffer({ lot: 2, nb_pdt_lot: null })).toBe(true);
    expect(isLotOffer({ lot: 1, nb_pdt_lot: 3 })).toBe(true);
    expect(isLotOffer({ lot: 1, nb_pdt_lot: 1 })).toBe(false);
    expect(isLotOffer({ lot: 1, nb_pdt_lot: null })).toBe(false);
    expect(isLotOffer({ lot: null, nb_pdt_lot: 2 })).toBe(false);
  });
});
