import { describe, expect, it } from 'vitest';
import { buildSearchTerms } from './search-terms.ts';

describe('buildSearchTerms', () => {
  it('counts words and phrases once per product, with their most frequent spelling', () => {
    const terms = buildSearchTerms([
      'Yaourt nature',
      'Yaourt nature au lait entier',
      "Jus d'orange sans pulpe",
      "Jus d'orange",
      'Crème fraîche',
      'Creme fraiche épaisse',
      'Crème fraîche légère',
      'Pâtes à tartiner',
      'Pâtes à tartiner',
    ]);
    const find = (term: string) => terms.find((t) => t.term === term);
    expect(find('yaourt')).toEqual({ term: 'yaourt', libelle: 'yaourt', frequency: 2 });
    expect(find('yaourt nature')?.frequency).toBe(2);
    expect(find('jus d orange')).toEqual({ term: 'jus d orange', libelle: "jus d'orange", frequency: 2 });
    expect(find('creme fraiche')).toEqual({ term: 'creme fraiche', libelle: 'crème fraîche', frequency: 3 });
    expect(find('pates a tartiner')?.libelle).toBe('pâtes à tartiner');
    // Phrases seen once are left out, words are kept; stop words never start a term.
    expect(find('lait entier')).toBeUndefined();
    expect(find('entier')?.frequency).toBe(1);
    expect(terms.some((t) => /^(au|a|d) /.test(t.term))).toBe(false);
  });

  it('sorts terms in byte order, as the prefix range scan expects', () => {
    const terms = buildSearchTerms(['Zébu', 'abricot sec', 'abricot sec', 'Éclair']).map((t) => t.term);
    expect(terms).toEqual([...terms].sort());
  });
});
