import { describe, expect, it } from 'vitest';
import {
  categorySearchText,
  digitPrefixUpperBound,
  parseSearchQuery,
  productSearchDocument,
} from './search-document.ts';

describe('product search document', () => {
  it('holds normalised, stemmed words per field', () => {
    expect(
      productSearchDocument({
        designation: 'Crème fraîche épaisse',
        marque: 'Président',
        categoryText: categorySearchText(['Crèmerie et produits laitiers', 'Crèmes fraîches']),
        isOrganic: true,
        isLocal: false,
      }),
    ).toEqual({
      search_designation: 'creme fraiche epaisse',
      search_brand: 'president',
      search_labels: 'bio biologique',
      search_category: 'cremerie produit laitier creme fraiche',
    });
  });
});

describe('search query', () => {
  it('gives the words of a text query, de-duplicated', () => {
    expect(parseSearchQuery('Pommes golden pommes')).toEqual({
      tokens: ['pomme', 'golden'],
      eanPrefix: null,
    });
  });

  it('recognises an EAN or the start of one (8 digits or more)', () => {
    expect(parseSearchQuery('3017620422003')).toEqual({ tokens: [], eanPrefix: '3017620422003' });
    expect(parseSearchQuery(' 30176204 ')).toEqual({ tokens: [], eanPrefix: '30176204' });
    expect(parseSearchQuery('3017620').eanPrefix).toBeNull();
  });

  it('computes the upper bound of a digit prefix', () => {
    expect(digitPrefixUpperBound('3017620')).toBe('3017621');
    expect(digitPrefixUpperBound('30176209')).toBe('3017621');
    expect(digitPrefixUpperBound('999')).toBeNull();
  });
});
