/**
 * The personal recipe form: ingredient and step rows posted as `ingredients[i].libelle`,
 * `etapes[i]`…; empty rows are dropped before the contracts' schema checks the recipe
 * (`personal-form.server.ts`), so the shopper may leave spare rows blank. Without JavaScript,
 * "Ajouter des lignes" posts the form back with more empty rows.
 */
import type { Recipe } from '@cabas/contracts';

export interface IngredientRow {
  libelle: string;
  produit_recherche: string;
  quantite: string;
}

export interface PersonalFormValues {
  titre: string;
  description: string;
  categorie: string;
  difficulte: string;
  personnes: string;
  temps_preparation: string;
  temps_cuisson: string;
  ingredients: IngredientRow[];
  etapes: string[];
}

export const SPARE_INGREDIENT_ROWS = 3;
export const SPARE_STEP_ROWS = 2;
export function valuesOfRecipe(recipe: Recipe): PersonalFormValues {
  return {
    titre: recipe.titre,
    description: recipe.description,
    categorie: recipe.categorie,
    difficulte: recipe.difficulte,
    personnes: String(recipe.personnes),
    temps_preparation: String(recipe.temps_preparation),
    temps_cuisson: String(recipe.temps_cuisson),
    ingredients: recipe.ingredients.map((i) => ({
      libelle: i.libelle,
      produit_recherche: i.produit_recherche,
      quantite: String(i.quantite).replace('.', ','),
    })),
    etapes: recipe.etapes,
  };
}

export const EMPTY_VALUES: PersonalFormValues = {
  titre: '',
  description: '',
  categorie: 'plat',
  difficulte: 'facile',
  personnes: '4',
  temps_preparation: '',
  temps_cuisson: '0',
  ingredients: [],
  etapes: [],
};
