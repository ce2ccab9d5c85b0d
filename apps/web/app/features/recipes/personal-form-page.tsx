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
import { type FormResult, useCheckedForm } from '../../ui/use-checked-form.ts';
import {
  type IngredientRow,
  type PersonalFormValues,
  SPARE_INGREDIENT_ROWS,
  SPARE_STEP_ROWS,
} from './personal-form.ts';
import type { PersonalFormActionData, PersonalFormData } from './recipe-account.server.ts';
import { PERSONAL_PATH } from './recipe-links.ts';
import styles from './recipes.module.css';

const EMPTY_ROW: IngredientRow = { libelle: '', produit_recherche: '', quantite: '' };

/** The form's fields (the buttons' `intent` and the rows already added come with them). */
interface PersonalFormFields extends PersonalFormValues {
  intent: string;
  lignes_en_plus: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * What the action sent back: the rows kept (blank ones dropped), as typed. Read from the answer
 * itself, so the form (remounted for each answer) never mounts with the previous answer's values.
 */
function postedValues(result: FormResult): PersonalFormValues {
  const posted = (result.initialValue ?? {}) as Record<string, unknown>;
  return {
    titre: text(posted.titre),
    description: text(posted.description),
    categorie: text(posted.categorie),
    difficulte: text(posted.difficulte),
    personnes: text(posted.personnes),
    temps_preparation: text(posted.temps_preparation),
    temps_cuisson: text(posted.temps_cuisson),
    ingredients: list(posted.ingredients).map((row) => {
      const cells = (row ?? {}) as Record<string, unknown>;
      return {
        libelle: text(cells.libelle),
        produit_recherche: text(cells.produit_recherche),
        quantite: text(cells.quantite),
      };
    }),
    etapes: list(posted.etapes).map(text),
  };
}

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

/** A text area with its label, and its message linked to it. */
function TextArea({
  id,
  name,
  label,
  defaultValue,
  error,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
}) {
  const errorId = `${id}-erreur`;
  return (
    <div className={styles.textarea}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        rows={2}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <span id={errorId} className={styles.fieldError}>
          {error}
        </span>
      )}
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
  const { form, fields, formProps, formError } = useCheckedForm<PersonalFormFields>(
    'recette-personnelle',
    action?.result,
  );
  const values = action ? postedValues(action.result) : data.values;
  const ingredientFields = fields.ingredients.getFieldList().map((row) => row.getFieldset());
  const stepFields = fields.etapes.getFieldList();
  const extra = action?.extraRows ?? 0;
  const ingredients = [
    ...values.ingredients,
    ...Array.from({ length: SPARE_INGREDIENT_ROWS + extra }, () => EMPTY_ROW),
  ];
  const steps = [...values.etapes, ...Array.from({ length: SPARE_STEP_ROWS + extra }, () => '')];
  const title = data.id === null ? 'Écrire une recette' : 'Modifier ma recette';
  const hasErrors = action?.result.status === 'error';
  // Without JavaScript the posted page comes back with new keys, so rows keep no stale value.
  const version = `${extra}-${hasErrors}`;
  return (
    <div className={styles.page}>
      <p>
        <Link to={PERSONAL_PATH}>Retour à mes recettes personnelles</Link>
      </p>
      <h1>{title}</h1>
      <Form method="post" className={styles.page} key={version} {...formProps}>
        {hasErrors && (
          <p id={form.errorId} role="alert" className={styles.alert}>
            {formError ?? 'La recette n’a pas été enregistrée : corrigez les champs signalés.'}
          </p>
        )}
        <input type="hidden" name="lignes_en_plus" value={extra} />
        <Field label="Titre" field={fields.titre} defaultValue={values.titre} maxLength={120} required />
        <TextArea
          id="recette-description"
          name="description"
          label="Présentation (facultatif)"
          defaultValue={values.description}
          error={fields.description.errors?.[0]}
        />
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
            field={fields.personnes}
            type="number"
            inputMode="numeric"
            min={RECIPE_SERVINGS_MIN}
            max={RECIPE_SERVINGS_MAX}
            defaultValue={values.personnes}
          />
          <Field
            label="Préparation (minutes)"
            field={fields.temps_preparation}
            type="number"
            inputMode="numeric"
            min={0}
            defaultValue={values.temps_preparation}
          />
          <Field
            label="Cuisson (minutes)"
            field={fields.temps_cuisson}
            type="number"
            inputMode="numeric"
            min={0}
            defaultValue={values.temps_cuisson}
          />
        </div>
        <h2>Ingrédients</h2>
        <p className={styles.intro}>
          Pour chaque ingrédient, indiquez le produit à chercher dans le magasin et la quantité à acheter pour
          la recette (en articles, ou en kilos pour un produit vendu au poids).
        </p>
        {fields.ingredients.errors?.[0] && (
          <p className={styles.fieldError} role="alert">
            {fields.ingredients.errors[0]}
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
              error={ingredientFields[i]?.libelle.errors?.[0]}
              placeholder="200 g de farine"
            />
            <Field
              label="Produit à chercher"
              name={`ingredients[${i}].produit_recherche`}
              defaultValue={row.produit_recherche}
              error={ingredientFields[i]?.produit_recherche.errors?.[0]}
              placeholder="farine"
            />
            <Field
              label="Quantité à acheter"
              name={`ingredients[${i}].quantite`}
              defaultValue={row.quantite}
              error={ingredientFields[i]?.quantite.errors?.[0]}
              inputMode="decimal"
              placeholder="1"
            />
          </fieldset>
        ))}
        <h2>Étapes</h2>
        {fields.etapes.errors?.[0] && (
          <p className={styles.fieldError} role="alert">
            {fields.etapes.errors[0]}
          </p>
        )}
        {steps.map((step, i) => (
          <TextArea
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions of the form.
            key={i}
            id={`etape-${i}`}
            name={`etapes[${i}]`}
            label={`Étape ${i + 1}`}
            defaultValue={step}
            error={stepFields[i]?.errors?.[0]}
          />
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
