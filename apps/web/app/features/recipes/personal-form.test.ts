import { recipeMessages } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import { formValues, parsePersonalForm } from './personal-form.ts';

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

const base = {
  titre: 'Crumble de ma voisine',
  description: '',
  categorie: 'dessert',
  difficulte: 'facile',
  personnes: '6',
  temps_preparation: '20',
  temps_cuisson: '35',
};

describe('the personal recipe form', () => {
  it('drops blank rows and reads a decimal comma', () => {
    const values = formValues(
      form({
        ...base,
        'ingredients[0].libelle': '4 pommes',
        'ingredients[0].produit_recherche': 'pommes golden',
        'ingredients[0].quantite': '0,8',
        'ingredients[1].libelle': '',
        'ingredients[2].libelle': '100 g de beurre',
        'ingredients[2].produit_recherche': 'beurre',
        'ingredients[2].quantite': '1',
        'etapes[0]': '',
        'etapes[1]': 'Mélangez et enfournez.',
      }),
    );
    expect(values.ingredients).toHaveLength(2);
    expect(values.etapes).toEqual(['Mélangez et enfournez.']);
    const parsed = parsePersonalForm(values);
    expect(parsed.ok && parsed.body.ingredients.map((i) => i.quantite)).toEqual([0.8, 1]);
  });

  it('answers the contracts messages, keyed by row', () => {
    const parsed = parsePersonalForm(
      formValues(
        form({ ...base, titre: ' ', 'ingredients[0].libelle': '2 œufs', 'ingredients[0].quantite': '1' }),
      ),
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.titre).toBe(recipeMessages.titleRequired);
    expect(parsed.errors['ingredients.0.produit_recherche']).toBe(recipeMessages.ingredientProductRequired);
    expect(parsed.errors.etapes).toBe(recipeMessages.stepsRequired);
  });
});
