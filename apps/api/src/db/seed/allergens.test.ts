import { describe, expect, it } from 'vitest';
import { allergensIn, normaliseAllergens, REGULATORY_ALLERGENS } from './allergens.ts';

describe('allergen normalisation', () => {
  it('knows the 14 regulatory allergens', () => {
    expect(REGULATORY_ALLERGENS).toHaveLength(14);
  });

  it.each([
    ['en:milk', ['lait']],
    ['LAIT', ['lait']],
    ['lactosérum', ['lait']],
    ['emmental', ['lait']],
    ['ferments lactiques', ['lait']],
    ['en:gluten', ['gluten']],
    ['BLÉ', ['gluten']],
    ['blé*', ['gluten']],
    ['orge', ['gluten']],
    ['en:eggs', ['œufs']],
    ['Œufs', ['œufs']],
    ['oeuf', ['œufs']],
    ['en:nuts', ['fruits à coque']],
    ['noisettes', ['fruits à coque']],
    ['noix de cajou', ['fruits à coque']],
    ['en:peanuts', ['arachides']],
    ['cacahuètes', ['arachides']],
    ['en:soybeans', ['soja']],
    ['en:fish', ['poisson']],
    ['cabillaud', ['poisson']],
    ['en:crustaceans', ['crustacés']],
    ['crevettes', ['crustacés']],
    ['en:molluscs', ['mollusques']],
    ['noix de Saint-Jacques', ['mollusques']],
    ['en:celery', ['céleri']],
    ['en:mustard', ['moutarde']],
    ['en:sesame-seeds', ['sésame']],
    ['en:sulphur-dioxide-and-sulphites', ['sulfites']],
    ['sulﬁtes', ['sulfites']],
    ['anhydride sulfureux', ['sulfites']],
    ['en:lupin', ['lupin']],
  ])('%s', (raw, expected) => {
    expect(allergensIn(raw)).toEqual(expected);
  });

  it('ignores what is not a regulatory allergen', () => {
    for (const raw of [
      'noix de coco',
      'crème de coco',
      'orange',
      'fr:TRANSPARENCE',
      'curry',
      'noix de muscade',
      'beurre de cacao',
    ]) {
      expect(allergensIn(raw), raw).toEqual([]);
    }
  });

  it('tells fish roe from eggs', () => {
    expect(allergensIn('Oeufs de lompe')).toEqual(['poisson']);
  });

  it('returns a clean, ordered, de-duplicated list', () => {
    expect(normaliseAllergens(['Lait', 'en:milk', 'blé', 'en:gluten', 'soja', 'SOJA', 'moutarde'])).toEqual([
      'gluten',
      'soja',
      'lait',
      'moutarde',
    ]);
    expect(normaliseAllergens([])).toEqual([]);
  });

  it('adds the allergens OFF marks in the ingredients', () => {
    expect(normaliseAllergens([], 'Sucre, _lait_ écrémé en poudre, _noisettes_ 13 %')).toEqual([
      'lait',
      'fruits à coque',
    ]);
  });
});
