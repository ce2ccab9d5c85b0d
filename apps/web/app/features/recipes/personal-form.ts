/**
 * The personal recipe form: ingredient and step rows posted as `ingredients[i].libelle`,
 * `etapes[i]`…; empty rows are dropped before the contracts' schema checks the recipe, so the
 * shopper may leave spare rows blank. Without JavaScript, "Ajouter des lignes" posts the form back
 * with more empty rows.
 */
import { type PersonalRecipeBody, personalRecipeBody, type Recipe } from '@cabas/contracts';

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
const ROWS_MAX = 40;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

export function formValues(form: FormData): PersonalFormValues {
  const ingredients: IngredientRow[] = [];
  const etapes: string[] = [];
  for (let i = 0; i < ROWS_MAX; i++) {
    const row = {
      libelle: text(form, `ingredients[${i}].libelle`),
      produit_recherche: text(form, `ingredients[${i}].produit_recherche`),
      quantite: text(form, `ingredients[${i}].quantite`),
    };
    if (row.libelle.trim() || row.produit_recherche.trim() || row.quantite.trim()) ingredients.push(row);
    const step = text(form, `etapes[${i}]`);
    if (step.trim()) etapes.push(step);
  }
  return {
    titre: text(form, 'titre'),
    description: text(form, 'description'),
    categorie: text(form, 'categorie'),
    difficulte: text(form, 'difficulte'),
    personnes: text(form, 'personnes'),
    temps_preparation: text(form, 'temps_preparation'),
    temps_cuisson: text(form, 'temps_cuisson'),
    ingredients,
    etapes,
  };
}

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

/** The French decimal comma is accepted in a quantity ("0,5"). */
const decimal = (value: string) => value.trim().replace(',', '.');

/** The form's values checked by the API's schema; errors keyed by field (`ingredients.0.libelle`). */
export function parsePersonalForm(
  values: PersonalFormValues,
): { ok: true; body: PersonalRecipeBody } | { ok: false; errors: Record<string, string> } {
  const parsed = personalRecipeBody.safeParse({
    ...values,
    personnes: values.personnes.trim() || undefined,
    temps_preparation: values.temps_preparation.trim() || undefined,
    temps_cuisson: values.temps_cuisson.trim() || undefined,
    ingredients: values.ingredients.map((i) => ({ ...i, quantite: decimal(i.quantite) || undefined })),
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.');
    if (!errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}
