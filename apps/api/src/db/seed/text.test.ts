import { describe, expect, it } from 'vitest';
import { routeTo } from './stores.ts';
import { cleanDesignation, cleanIngredients, productSlug, slugify } from './text.ts';

describe('slugs and names', () => {
  it('slugifies in lower-case ASCII with hyphens', () => {
    expect(slugify('Cabas Hyper Lyon Part-Dieu')).toBe('cabas-hyper-lyon-part-dieu');
    expect(slugify("Crème brûlée à l'ancienne")).toBe('creme-brulee-a-l-ancienne');
    expect(slugify('Œufs frais')).toBe('oeufs-frais');
  });

  it('makes product slugs from the designation and the brand', () => {
    expect(productSlug('Agar-agar', 'Priméal')).toBe('agar-agar-primeal');
    expect(productSlug('Lait demi-écrémé Lactel', 'Lactel')).toBe('lait-demi-ecreme-lactel');
    expect(productSlug('Pâtes', null)).toBe('pates');
    const long = productSlug(
      'Porcelet pré-cuit, farci de légumes et de viande de Porc, semi-désossé, avec sa sauce au Porto',
      'Maison',
    );
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('tidies OFF names', () => {
    expect(cleanDesignation('MOUTARDE DE DIJON 200G ALLEGE EN SEL')).toBe(
      'Moutarde de dijon 200g allege en sel',
    );
    expect(cleanDesignation('Pate Sablee Etal.230G Bf,')).toBe('Pate Sablee Etal.230G Bf');
    expect(cleanDesignation('  crème   fraîche ')).toBe('Crème fraîche');
    expect(cleanIngredients('Sucre, _lait_ écrémé')).toBe('Sucre, lait écrémé');
    expect(cleanIngredients('')).toBeNull();
  });

  it('writes French road names', () => {
    expect(routeTo('Lyon')).toBe('route de Lyon');
    expect(routeTo('Ambérieu-en-Bugey')).toBe("route d'Ambérieu-en-Bugey");
    expect(routeTo('Le Bouscat')).toBe('route du Bouscat');
    expect(routeTo('Les Ponts-de-Cé')).toBe('route des Ponts-de-Cé');
    expect(routeTo('La Penne-sur-Huveaune')).toBe('route de La Penne-sur-Huveaune');
  });
});
