import {
  RECIPE_CATEGORIES,
  RECIPE_CATEGORY_LABELS,
  RECIPE_DIFFICULTIES,
  RECIPE_DIFFICULTY_LABELS,
  RECIPE_SERVINGS_MAX,
  RECIPE_SERVINGS_MIN,
} from '@cabas/contracts';
import { Form, Link } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { type IngredientRow, SPARE_INGREDIENT_ROWS, SPARE_STEP_ROWS } from './personal-form.ts';
import type { PersonalFormActionData, PersonalFormData } from './recipe-account.server.ts';
import { PERSONAL_PATH } from './recipe-links.ts';
import styles from './recipes.module.css';

const EMPTY_ROW: IngredientRow = { libelle: '', produit_recherche: '', quantite: '' };

function Choice({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <div className={styles.select}>
      <label htmlFor={`recette-${name}`}>{label}</label>
      <select id={`recette-${name}`} name={name} defaultValue={value}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Writing or changing a personal recipe. Ingredient and step rows are plain fields (spare rows left
 * blank are ignored); "Ajouter des lignes" posts the form back with more rows.
 */
export function PersonalFormPage({
  data,
  action,
}: {
  data: PersonalFormData;
  action?: PersonalFormActionData;
}) {
  const values = action?.values ?? data.values;
  const errors = action?.errors ?? {};
  const extra = action?.extraRows ?? 0;
  const ingredients = [
    ...values.ingredients,
    ...Array.from({ length: SPARE_INGREDIENT_ROWS + extra }, () => EMPTY_ROW),
  ];
  const steps = [...values.etapes, ...Array.from({ length: SPARE_STEP_ROWS + extra }, () => '')];
  const title = data.id === null ? 'Écrire une recette' : 'Modifier ma recette';
  const hasErrors = Object.keys(errors).length > 0;
  // Without JavaScript the posted page comes back with new keys, so rows keep no stale value.
  const version = `${extra}-${hasErrors}`;
  return (
    <div className={styles.page}>
      <p>
        <Link to={PERSONAL_PATH}>Retour à mes recettes personnelles</Link>
      </p>
      <h1>{title}</h1>
      {(hasErrors || action?.error) && (
        <p role="alert" className={styles.alert}>
          {action?.error ?? 'La recette n’a pas été enregistrée : corrigez les champs signalés.'}
        </p>
      )}
      <Form method="post" className={styles.page} key={version}>
        <input type="hidden" name="lignes_en_plus" value={extra} />
        <Field
          label="Titre"
          name="titre"
          defaultValue={values.titre}
          error={errors.titre}
          maxLength={120}
          required
        />
        <div className={styles.textarea}>
          <label htmlFor="recette-description">Présentation (facultatif)</label>
          <textarea id="recette-description" name="description" rows={2} defaultValue={values.description} />
          {errors.description && <span className={styles.fieldError}>{errors.description}</span>}
        </div>
        <div className={styles.filters}>
          <Choice
            name="categorie"
            label="Catégorie"
            value={values.categorie}
            options={RECIPE_CATEGORIES.map((c) => [c, RECIPE_CATEGORY_LABELS[c]] as const)}
          />
          <Choice
            name="difficulte"
            label="Difficulté"
            value={values.difficulte}
            options={RECIPE_DIFFICULTIES.map((d) => [d, RECIPE_DIFFICULTY_LABELS[d]] as const)}
          />
          <Field
            label="Nombre de personnes"
            name="personnes"
            type="number"
            inputMode="numeric"
            min={RECIPE_SERVINGS_MIN}
            max={RECIPE_SERVINGS_MAX}
            defaultValue={values.personnes}
            error={errors.personnes}
          />
          <Field
            label="Préparation (minutes)"
            name="temps_preparation"
            type="number"
            inputMode="numeric"
            min={0}
            defaultValue={values.temps_preparation}
            error={errors.temps_preparation}
          />
          <Field
            label="Cuisson (minutes)"
            name="temps_cuisson"
            type="number"
            inputMode="numeric"
            min={0}
            defaultValue={values.temps_cuisson}
            error={errors.temps_cuisson}
          />
        </div>
        <h2>Ingrédients</h2>
        <p className={styles.intro}>
          Pour chaque ingrédient, indiquez le produit à chercher dans le magasin et la quantité à acheter pour
          la recette (en articles, ou en kilos pour un produit vendu au poids).
        </p>
        {errors.ingredients && (
          <p className={styles.fieldError} role="alert">
            {errors.ingredients}
          </p>
        )}
        {ingredients.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions of the form.
          <fieldset key={i} className={styles.row}>
            <legend>Ingrédient {i + 1}</legend>
            <Field
              label="Ingrédient"
              name={`ingredients[${i}].libelle`}
              defaultValue={row.libelle}
              error={errors[`ingredients.${i}.libelle`]}
              placeholder="200 g de farine"
            />
            <Field
              label="Produit à chercher"
              name={`ingredients[${i}].produit_recherche`}
              defaultValue={row.produit_recherche}
              error={errors[`ingredients.${i}.produit_recherche`]}
              placeholder="farine"
            />
            <Field
              label="Quantité à acheter"
              name={`ingredients[${i}].quantite`}
              defaultValue={row.quantite}
              error={errors[`ingredients.${i}.quantite`]}
              inputMode="decimal"
              placeholder="1"
            />
          </fieldset>
        ))}
        <h2>Étapes</h2>
        {errors.etapes && (
          <p className={styles.fieldError} role="alert">
            {errors.etapes}
          </p>
        )}
        {steps.map((step, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions of the form.
          <div key={i} className={styles.textarea}>
            <label htmlFor={`etape-${i}`}>Étape {i + 1}</label>
            <textarea id={`etape-${i}`} name={`etapes[${i}]`} rows={2} defaultValue={step} />
            {errors[`etapes.${i}`] && <span className={styles.fieldError}>{errors[`etapes.${i}`]}</span>}
          </div>
        ))}
        <div className={styles.actions}>
          <Button type="submit" name="intent" value="enregistrer">
            Enregistrer la recette
          </Button>
          <Button type="submit" name="intent" value="lignes" variant="secondary">
            Ajouter des lignes
          </Button>
        </div>
      </Form>
    </div>
  );
}
