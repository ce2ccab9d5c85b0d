import { recipeMessages } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import { parseForm } from '../../lib/form.server.ts';
import { compactRows, formFieldName, personalRecipeForm } from './personal-form.server.ts';

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
    const posted = compactRows(
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
    const parsed = parseForm(posted, personalRecipeForm);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.ingredients).toHaveLength(2);
    expect(parsed.value.etapes).toEqual(['Mélangez et enfournez.']);
    expect(parsed.value.ingredients.map((i) => i.quantite)).toEqual([0.8, 1]);
    // The rows kept come back numbered from 0, as typed (comma included).
    expect(parsed.reply().initialValue).toMatchObject({
      ingredients: [
        { libelle: '4 pommes', quantite: '0,8' },
        { libelle: '100 g de beurre', quantite: '1' },
      ],
      etapes: ['Mélangez et enfournez.'],
    });
  });

  it('answers the contracts messages, keyed by row', () => {
    const parsed = parseForm(
      compactRows(
        form({ ...base, titre: ' ', 'ingredients[0].libelle': '2 œufs', 'ingredients[0].quantite': '1' }),
      ),
      personalRecipeForm,
    );
    expect(parsed.ok).toBe(false);
    const errors = parsed.reply().error ?? {};
    expect(errors.titre).toEqual([recipeMessages.titleRequired]);
    expect(errors['ingredients[0].produit_recherche']).toEqual([recipeMessages.ingredientProductRequired]);
    expect(errors.etapes).toEqual([recipeMessages.stepsRequired]);
  });

  it("names the API's row messages as the form's fields", () => {
    expect(formFieldName('ingredients.12.libelle')).toBe('ingredients[12].libelle');
    expect(formFieldName('etapes.0')).toBe('etapes[0]');
    expect(formFieldName('titre')).toBe('titre');
  });
});
