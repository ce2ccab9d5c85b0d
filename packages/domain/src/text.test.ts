import { describe, expect, it } from 'vitest';
import { expandSaintAbbreviations, normalizeForSearch, slugify } from './text.ts';

describe('search text', () => {
  it('normalises accents, case and punctuation', () => {
    expect(normalizeForSearch("L'Haÿ-les-Roses")).toBe('l hay les roses');
    expect(normalizeForSearch('  Œufs  BIO ')).toBe('oeufs bio');
    expect(normalizeForSearch("x'; DROP TABLE stores; --")).toBe('x drop table stores');
  });

  it('expands Saint abbreviations', () => {
    expect(expandSaintAbbreviations(normalizeForSearch('St-Étienne'))).toBe('saint etienne');
    expect(expandSaintAbbreviations('ste maxime')).toBe('sainte maxime');
  });

  it('makes slugs', () => {
    expect(slugify('Cabas Hyper Lyon Part-Dieu')).toBe('cabas-hyper-lyon-part-dieu');
  });
});
