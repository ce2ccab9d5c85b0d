import { describe, expect, it } from 'vitest';
import {
  catalogueMessages,
  filterSegment,
  groupBracketFilters,
  parseFilterSegment,
  searchQuery,
} from './catalogue.ts';

describe('catalogue query strings', () => {
  it('gathers bracket filter keys, however they are numbered', () => {
    expect(
      groupBracketFilters({
        query: 'lait',
        'filters[marque][0]': 'lu',
        'filters[marque][1]': 'bonne-maman',
        'filters[nutriscore][]': ['a', 'b'],
        'filters[labels]': 'bio',
        'filters[x][0][y]': '1',
      }),
    ).toEqual({
      query: 'lait',
      filters: { marque: ['lu', 'bonne-maman'], nutriscore: ['a', 'b'], labels: ['bio'], '': ['1'] },
    });
  });

  it('validates a search into typed filters (prices in cents)', () => {
    const parsed = searchQuery.parse({
      query: ' yaourt ',
      'filters[nutriscore][0]': 'A',
      'filters[prix][0]': '1,5-4',
      'filters[allergenes][0]': 'gluten',
      'filters[CORAPRO][0]': 'skus.corapro=false',
      page: '2',
    });
    expect(parsed).toMatchObject({
      query: 'yaourt',
      page: 2,
      'page-size': 48,
      filters: {
        nutriscore: ['a'],
        prix: { minCents: 150, maxCents: 400 },
        allergenes: ['gluten'],
        hideProOnly: true,
        rayon: [],
      },
    });
  });

  it('words every refusal in French, on the filter concerned', () => {
    const result = searchQuery.safeParse({
      query: 'lait',
      'filters[couleur][0]': 'rouge',
      'filters[prix][0]': '9-1',
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['filters.couleur', catalogueMessages.filterUnknown('couleur')],
      ['filters.prix', catalogueMessages.filterPriceOrder],
    ]);
  });
});

describe('filter segments of list URLs', () => {
  it('round-trips a code and a value', () => {
    expect(filterSegment('marque', 'bonne-maman')).toBe('marque-bonne-maman');
    expect(parseFilterSegment('marque-bonne-maman')).toEqual({ code: 'marque', value: 'bonne-maman' });
    expect(parseFilterSegment('prix-1.5-4')).toEqual({ code: 'prix', value: '1.5-4' });
    expect(parseFilterSegment('couleur-rouge')).toBeNull();
    expect(parseFilterSegment('marque-')).toBeNull();
  });
});
