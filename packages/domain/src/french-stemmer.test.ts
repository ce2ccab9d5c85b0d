import { describe, expect, it } from 'vitest';
import { searchText, searchTokens, stemFrenchWord } from './french-stemmer.ts';

describe('French plural stemmer', () => {
  it.each([
    ['pommes', 'pomme'],
    ['pomme', 'pomme'],
    ['yaourts', 'yaourt'],
    ['chevaux', 'cheval'],
    ['cheval', 'cheval'],
    ['gateaux', 'gateau'],
    ['gateau', 'gateau'],
    ['eaux', 'eau'],
    ['choux', 'chou'],
    ['cheveux', 'cheveu'],
    ['travaux', 'travail'],
    ['noix', 'noix'],
    ['jus', 'jus'],
    ['bass', 'bass'],
    ['500g', '500g'],
  ])('%s -> %s', (word, stem) => {
    expect(stemFrenchWord(word)).toBe(stem);
  });

  it('maps a singular and its plural to the same form', () => {
    for (const [singular, plural] of [
      ['oeuf', 'oeufs'],
      ['animal', 'animaux'],
      ['bocal', 'bocaux'],
      ['biscuit', 'biscuits'],
      ['crémeux', 'crémeux'],
    ] as const) {
      expect(searchText(plural)).toBe(searchText(singular));
    }
  });
});

describe('search tokens', () => {
  it('normalises, drops stop words and stems', () => {
    expect(searchTokens('Crème fraîche épaisse')).toEqual(['creme', 'fraiche', 'epaisse']);
    expect(searchTokens("Jus d'oranges à la pulpe")).toEqual(['jus', 'orange', 'pulpe']);
    expect(searchTokens('Œufs de poules élevées en plein air')).toEqual([
      'oeuf',
      'poule',
      'elevee',
      'plein',
      'air',
    ]);
    expect(searchTokens('Pâtes sans gluten')).toEqual(['pate', 'sans', 'gluten']);
  });

  it('keeps numbers and treats SQL-looking text as words', () => {
    expect(searchTokens('Eau 6 x 1,5 L')).toEqual(['eau', '6', '1', '5']);
    expect(searchTokens("x'; DROP TABLE products; --")).toEqual(['drop', 'table', 'product']);
  });

  it('gives an empty text for nothing', () => {
    expect(searchText(null)).toBe('');
    expect(searchText('  de la ')).toBe('');
  });
});
