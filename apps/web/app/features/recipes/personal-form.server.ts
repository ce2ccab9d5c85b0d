/**
 * The personal recipe form as the action reads it: ingredient and step rows posted as
 * `ingredients[i].libelle`, `etapes[i]`…; blank rows are dropped (and the others numbered again)
 * before the contracts' schema checks the recipe, so the shopper may leave spare rows blank, and the
 * page shows back the rows kept, in the order of the messages.
 */
import { personalRecipeBody } from '@cabas/contracts';
import { z } from 'zod';

const ROWS_MAX = 40;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The posted form with its blank ingredient and step rows dropped, the others numbered from 0. */
export function compactRows(form: FormData): FormData {
  const compact = new FormData();
  for (const [name, value] of form)
    if (!name.startsWith('ingredients[') && !name.startsWith('etapes[')) compact.append(name, value);
  let ingredient = 0;
  let step = 0;
  for (let i = 0; i < ROWS_MAX; i++) {
    const row = {
      libelle: text(form, `ingredients[${i}].libelle`),
      produit_recherche: text(form, `ingredients[${i}].produit_recherche`),
      quantite: text(form, `ingredients[${i}].quantite`),
    };
    if (row.libelle.trim() || row.produit_recherche.trim() || row.quantite.trim()) {
      for (const [key, value] of Object.entries(row)) compact.set(`ingredients[${ingredient}].${key}`, value);
      ingredient++;
    }
    const etape = text(form, `etapes[${i}]`);
    if (etape.trim()) compact.set(`etapes[${step++}]`, etape);
  }
  return compact;
}

/** The French decimal comma is accepted in a quantity ("0,5"); what was typed is shown back as is. */
function withDecimalPoints(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const { ingredients } = value as { ingredients?: unknown };
  if (!Array.isArray(ingredients)) return value;
  return {
    ...value,
    ingredients: ingredients.map((row: unknown) => {
      if (typeof row !== 'object' || row === null) return row;
      const { quantite } = row as { quantite?: unknown };
      return typeof quantite === 'string' ? { ...row, quantite: quantite.trim().replace(',', '.') } : row;
    }),
  };
}

/** The contracts' schema of a personal recipe, read from the form (decimal commas accepted). */
export const personalRecipeForm = z.preprocess(withDecimalPoints, personalRecipeBody);

/** "Ajouter des lignes": nothing is checked yet, the form only comes back with more rows. */
export const moreRowsForm = z.object({});

/** The API's message keys (`ingredients.0.libelle`) as the form's field names (`ingredients[0].libelle`). */
export function formFieldName(apiKey: string): string {
  return apiKey.replace(/\.(\d+)(?=\.|$)/g, '[$1]');
}
