import {
  MEAL_DAY_LABELS,
  MEAL_DAYS,
  RECIPE_CATEGORIES,
  RECIPE_CATEGORY_LABELS,
  RECIPE_SERVINGS_MIN,
  recipeServingsMax,
} from '@cabas/contracts';
import { Form, Link } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { initialText, useCheckedForm } from '../../ui/use-checked-form.ts';
import type { MealsActionData, MealsData } from './recipe-account.server.ts';
import { servingsText } from './recipe-facts.tsx';
import { MEALS_PATH, recipeHref } from './recipe-links.ts';
import { RecipeNav } from './recipe-nav.tsx';
import styles from './recipes.module.css';

/** The meal form's fields. */
interface MealValues {
  intent: string;
  jour: string;
  recette_id: string;
  personnes: string;
}

function AddMeal({ data, action }: { data: MealsData; action?: MealsActionData }) {
  const { form, fields, formProps, formError } = useCheckedForm<MealValues>(
    'ajouter-repas-formulaire',
    action?.intent === 'ajouter' ? action.result : undefined,
  );
  const recipeError = fields.recette_id.errors?.[0];
  return (
    <section className={styles.panel} aria-labelledby="ajouter-repas">
      <h2 id="ajouter-repas">Ajouter un repas</h2>
      <Form method="post" className={styles.stack} {...formProps}>
        {formError && (
          <p id={form.errorId} role="alert" className={styles.alert}>
            {formError}
          </p>
        )}
        <div className={styles.filters}>
          <input type="hidden" name="intent" value="ajouter" />
          <div className={styles.select}>
            <label htmlFor="repas-jour">Jour</label>
            <select
              id="repas-jour"
              name="jour"
              defaultValue={initialText(fields.jour) ?? 'lundi'}
              aria-invalid={fields.jour.errors ? true : undefined}
              aria-describedby={fields.jour.errors ? 'repas-jour-erreur' : undefined}
            >
              {MEAL_DAYS.map((d) => (
                <option key={d} value={d}>
                  {MEAL_DAY_LABELS[d]}
                </option>
              ))}
            </select>
            {fields.jour.errors && (
              <span id="repas-jour-erreur" className={styles.fieldError}>
                {fields.jour.errors[0]}
              </span>
            )}
          </div>
          <div className={styles.select}>
            <label htmlFor="repas-recette">Recette</label>
            <select
              id="repas-recette"
              name="recette_id"
              defaultValue={initialText(fields.recette_id)}
              aria-invalid={recipeError ? true : undefined}
              aria-describedby={recipeError ? 'repas-recette-erreur' : undefined}
            >
              {RECIPE_CATEGORIES.map((c) => {
                const recipes = data.choices.filter((r) => r.categorie === c);
                return recipes.length ? (
                  <optgroup key={c} label={RECIPE_CATEGORY_LABELS[c]}>
                    {recipes.map((r) => (
                      <option key={r.id} value={r.id}>
                        {r.titre}
                        {r.pro ? ' (pro)' : ''}
                        {r.personnelle ? ' (ma recette)' : r.favori ? ' (favorite)' : ''}
                      </option>
                    ))}
                  </optgroup>
                ) : null;
              })}
            </select>
            {recipeError && (
              <span id="repas-recette-erreur" className={styles.fieldError}>
                {recipeError}
              </span>
            )}
          </div>
          <Field
            label="Personnes"
            field={fields.personnes}
            type="number"
            inputMode="numeric"
            min={RECIPE_SERVINGS_MIN}
            // A pro recipe's portions when the pro may choose one; the API holds each recipe to its own.
            max={recipeServingsMax({ pro: data.choices.some((r) => r.pro) })}
            defaultValue={initialText(fields.personnes) ?? 4}
          />
          <Button type="submit">Ajouter à ma semaine</Button>
        </div>
      </Form>
    </section>
  );
}

function CartAnswer({ action }: { action?: MealsActionData }) {
  if (action?.intent === 'autre')
    return (
      <p role="alert" className={styles.alert}>
        {action.error}
      </p>
    );
  if (action?.intent !== 'panier') return null;
  const { added, missing } = action.result;
  return (
    <div role="status" className={added > 0 ? styles.success : styles.alert}>
      <p>
        {added > 0
          ? `${added} produit${added > 1 ? 's' : ''} de la semaine ajouté${added > 1 ? 's' : ''} au panier.`
          : 'Aucun produit n’a pu être ajouté au panier.'}{' '}
        {added > 0 && <Link to="/panier">Voir le panier</Link>}
      </p>
      {missing.length > 0 && <p>Non ajoutés (indisponibles dans votre magasin) : {missing.join(', ')}.</p>}
    </div>
  );
}

/** `/mes-repas`: a week of meals, day by day, that becomes one cart (quantities summed per product). */
export function MealsPage({ data, action }: { data: MealsData; action?: MealsActionData }) {
  return (
    <div className={styles.page}>
      <h1>Mes repas de la semaine</h1>
      <RecipeNav current={MEALS_PATH} />
      <p className={styles.intro}>
        Prévoyez vos repas jour par jour, puis ajoutez toute la semaine à votre panier : les quantités des
        ingrédients communs sont additionnées.
      </p>
      {data.notice && (
        <p role="status" className={styles.success}>
          {data.notice}
        </p>
      )}
      <AddMeal data={data} action={action} />
      <ul className={styles.days}>
        {MEAL_DAYS.map((day) => {
          const meals = data.meals.filter((m) => m.jour === day);
          return (
            <li key={day}>
              <section className={styles.card} aria-labelledby={`jour-${day}`}>
                <h2 id={`jour-${day}`}>{MEAL_DAY_LABELS[day]}</h2>
                {meals.length === 0 ? (
                  <p>Aucun repas prévu.</p>
                ) : (
                  <ul className={styles.ingredients}>
                    {meals.map((meal) => (
                      <li key={meal.id} className={styles.actions}>
                        <Link to={recipeHref(meal.recette)}>{meal.recette.titre}</Link>
                        <span>pour {servingsText(meal.personnes, meal.recette)}</span>
                        <Form method="post">
                          <input type="hidden" name="intent" value="retirer" />
                          <input type="hidden" name="repas_id" value={meal.id} />
                          <Button
                            type="submit"
                            variant="ghost"
                            size="small"
                            aria-label={`Retirer « ${meal.recette.titre} » du ${MEAL_DAY_LABELS[day].toLowerCase()}`}
                          >
                            Retirer
                          </Button>
                        </Form>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </li>
          );
        })}
      </ul>
      <section className={styles.panel} aria-labelledby="semaine-panier">
        <h2 id="semaine-panier">Toute la semaine dans mon panier</h2>
        {data.national && <p>Vous choisirez d’abord votre magasin.</p>}
        <Form method="post">
          <input type="hidden" name="intent" value="panier" />
          <Button type="submit" variant="accent" disabled={data.meals.length === 0}>
            Ajouter la semaine au panier
          </Button>
        </Form>
        <CartAnswer action={action} />
      </section>
    </div>
  );
}
