import {
  MEAL_DAY_LABELS,
  MEAL_DAYS,
  RECIPE_CATEGORIES,
  RECIPE_CATEGORY_LABELS,
  RECIPE_SERVINGS_MAX,
  RECIPE_SERVINGS_MIN,
} from '@cabas/contracts';
import { Form, Link } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import type { MealsActionData, MealsData } from './recipe-account.server.ts';
import { MEALS_PATH, recipeHref } from './recipe-links.ts';
import { RecipeNav } from './recipe-nav.tsx';
import styles from './recipes.module.css';

function AddMeal({ data, action }: { data: MealsData; action?: MealsActionData }) {
  const errors = action?.intent === 'ajouter' ? action.errors : {};
  return (
    <section className={styles.panel} aria-labelledby="ajouter-repas">
      <h2 id="ajouter-repas">Ajouter un repas</h2>
      <Form method="post" className={styles.filters}>
        <input type="hidden" name="intent" value="ajouter" />
        <div className={styles.select}>
          <label htmlFor="repas-jour">Jour</label>
          <select id="repas-jour" name="jour" defaultValue="lundi">
            {MEAL_DAYS.map((d) => (
              <option key={d} value={d}>
                {MEAL_DAY_LABELS[d]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.select}>
          <label htmlFor="repas-recette">Recette</label>
          <select
            id="repas-recette"
            name="recette_id"
            aria-describedby={errors.recette_id ? 'repas-recette-erreur' : undefined}
          >
            {RECIPE_CATEGORIES.map((c) => {
              const recipes = data.choices.filter((r) => r.categorie === c);
              return recipes.length ? (
                <optgroup key={c} label={RECIPE_CATEGORY_LABELS[c]}>
                  {recipes.map((r) => (
                    <option key={r.id} value={r.id}>
                      {r.titre}
                      {r.personnelle ? ' (ma recette)' : r.favori ? ' (favorite)' : ''}
                    </option>
                  ))}
                </optgroup>
              ) : null;
            })}
          </select>
          {errors.recette_id && (
            <span id="repas-recette-erreur" className={styles.fieldError}>
              {errors.recette_id}
            </span>
          )}
        </div>
        <Field
          label="Personnes"
          name="personnes"
          type="number"
          inputMode="numeric"
          min={RECIPE_SERVINGS_MIN}
          max={RECIPE_SERVINGS_MAX}
          defaultValue={4}
          error={errors.personnes}
        />
        <Button type="submit">Ajouter à ma semaine</Button>
      </Form>
      {action?.intent === 'ajouter' && action.error && (
        <p role="alert" className={styles.alert}>
          {action.error}
        </p>
      )}
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
                        <span>
                          pour {meal.personnes} personne{meal.personnes > 1 ? 's' : ''}
                        </span>
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
