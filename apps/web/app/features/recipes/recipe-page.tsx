import { MEAL_DAY_LABELS, MEAL_DAYS, RECIPE_SERVINGS_MIN, recipeServingsMax } from '@cabas/contracts';
import { Form, Link, useLocation } from 'react-router';
import { formatPrice } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { initialText, useCheckedForm } from '../../ui/use-checked-form.ts';
import { loginHref } from '../auth/index.ts';
import { formatMinutes, ProBadge, RecipeFacts, servingsText } from './recipe-facts.tsx';
import { RECIPES_PATH } from './recipe-links.ts';
import { RecipeNav } from './recipe-nav.tsx';
import styles from './recipes.module.css';
import type { RecipeActionData, RecipePageData } from './recipes.server.ts';

const quantityText = (quantite: number, label: string | null) => {
  const value = String(quantite).replace('.', ',');
  return label === 'au kg' ? `${value} kg` : `${value} ×`;
};

function CartResult({
  action,
  recipe,
}: {
  action: Extract<RecipeActionData, { intent: 'panier' }>;
  recipe: { pro: boolean };
}) {
  const { added, missing } = action.result;
  return (
    <div role="status" className={added > 0 ? styles.success : styles.alert}>
      <p>
        {added > 0
          ? `${added} produit${added > 1 ? 's' : ''} ajouté${added > 1 ? 's' : ''} au panier pour ${servingsText(action.servings, recipe)}.`
          : 'Aucun produit n’a pu être ajouté au panier.'}{' '}
        {added > 0 && <Link to="/panier">Voir le panier</Link>}
      </p>
      {missing.length > 0 && <p>Non ajoutés (indisponibles dans votre magasin) : {missing.join(', ')}.</p>}
    </div>
  );
}

/** The shopping of a recipe for N people: the servings stepper, the products and the add button. */
function Shopping({ data, action }: { data: RecipePageData; action?: RecipeActionData }) {
  const { servings, lines, recipe } = data;
  const location = useLocation();
  const unit = recipe.pro ? 'portion' : 'personne';
  if (data.national)
    return (
      <section className={styles.panel} aria-labelledby="courses">
        <h2 id="courses">Vos courses</h2>
        <p>Choisissez votre magasin pour voir les produits de cette recette et les ajouter au panier.</p>
        <Form method="post">
          <input type="hidden" name="intent" value="panier" />
          <Button type="submit">Choisir mon magasin</Button>
        </Form>
      </section>
    );
  return (
    <section className={styles.panel} aria-labelledby="courses">
      <h2 id="courses">Vos courses</h2>
      <Form method="get" action={location.pathname} preventScrollReset className={styles.stepper}>
        <span id="nb-personnes-libelle">{`Nombre de ${unit}s`}</span>
        <Button
          type="submit"
          variant="secondary"
          size="small"
          name="personnes"
          value={servings - 1}
          disabled={servings <= RECIPE_SERVINGS_MIN}
          aria-label={`Une ${unit} de moins`}
        >
          −
        </Button>
        <output aria-labelledby="nb-personnes-libelle" aria-live="polite">
          {servingsText(servings, recipe)}
        </output>
        <Button
          type="submit"
          variant="secondary"
          size="small"
          name="personnes"
          value={servings + 1}
          disabled={servings >= recipeServingsMax(recipe)}
          aria-label={`Une ${unit} de plus`}
        >
          +
        </Button>
      </Form>
      {lines && lines.lignes.length > 0 && (
        <ul className={styles.ingredients} aria-label={`Produits pour ${servingsText(servings, recipe)}`}>
          {lines.lignes.map((line) => {
            const product = data.recipe.ingredients.find((i) => i.produit?.id === line.produit_id)?.produit;
            return (
              <li key={line.produit_id}>
                {quantityText(line.quantite, product?.quantite_libelle ?? null)} {line.designation}
                {product?.priceCents != null &&
                  ` (${formatPrice(product.priceCents)}${product.quantite_libelle === 'au kg' ? ' le kg' : ''})`}
              </li>
            );
          })}
        </ul>
      )}
      {lines && lines.indisponibles.length > 0 && (
        <p className={styles.missing}>Indisponibles dans votre magasin : {lines.indisponibles.join(', ')}.</p>
      )}
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="panier" />
        <input type="hidden" name="personnes" value={servings} />
        <Button type="submit" variant="accent">
          Ajouter les ingrédients au panier
        </Button>
      </Form>
      {action?.intent === 'panier' && <CartResult action={action} recipe={recipe} />}
    </section>
  );
}

/** The meal form's fields (the recipe is the page's). */
interface MealValues {
  intent: string;
  jour: string;
  personnes: string;
}

function Keep({ data, action }: { data: RecipePageData; action?: RecipeActionData }) {
  const location = useLocation();
  const { form, fields, formProps, formError } = useCheckedForm<MealValues>(
    'ajouter-aux-repas',
    action?.intent === 'repas' ? action.result : undefined,
  );
  if (!data.loggedIn)
    return (
      <p>
        <Link to={loginHref(`${location.pathname}${location.search}`)}>Connectez-vous</Link> pour garder cette
        recette dans vos favorites ou la prévoir dans vos repas de la semaine.
      </p>
    );
  const dayError = fields.jour.errors?.[0];
  return (
    <section className={styles.panel} aria-labelledby="garder">
      <h2 id="garder">Garder cette recette</h2>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value={data.recipe.favori ? 'retirer-favori' : 'favori'} />
        <Button type="submit" variant="secondary">
          {data.recipe.favori ? 'Retirer de mes favorites' : 'Ajouter à mes favorites'}
        </Button>
      </Form>
      <Form
        method="post"
        className={styles.stack}
        preventScrollReset
        aria-label="Ajouter à mes repas"
        {...formProps}
      >
        {formError && (
          <p id={form.errorId} role="alert" className={styles.alert}>
            {formError}
          </p>
        )}
        <div className={styles.filters}>
          <input type="hidden" name="intent" value="repas" />
          <div className={styles.select}>
            <label htmlFor="repas-jour">Jour</label>
            <select
              id="repas-jour"
              name="jour"
              defaultValue={initialText(fields.jour) ?? 'lundi'}
              aria-invalid={dayError ? true : undefined}
              aria-describedby={dayError ? 'repas-jour-erreur' : undefined}
            >
              {MEAL_DAYS.map((d) => (
                <option key={d} value={d}>
                  {MEAL_DAY_LABELS[d]}
                </option>
              ))}
            </select>
            {dayError && (
              <span id="repas-jour-erreur" className={styles.fieldError}>
                {dayError}
              </span>
            )}
          </div>
          <Field
            label={data.recipe.pro ? 'Portions' : 'Personnes'}
            field={fields.personnes}
            type="number"
            inputMode="numeric"
            min={RECIPE_SERVINGS_MIN}
            max={recipeServingsMax(data.recipe)}
            defaultValue={initialText(fields.personnes) ?? data.servings}
          />
          <Button type="submit" variant="secondary">
            Ajouter à mes repas
          </Button>
        </div>
      </Form>
    </section>
  );
}

/** A recipe: its facts, ingredients and steps, and what to buy for N people in the current store. */
export function RecipePage({ data, action }: { data: RecipePageData; action?: RecipeActionData }) {
  const { recipe } = data;
  return (
    <div className={styles.page}>
      <RecipeNav current="" />
      <p>
        <Link to={RECIPES_PATH}>Retour aux recettes</Link>
      </p>
      <h1>{recipe.titre}</h1>
      {recipe.pro && (
        <p className={styles.badges}>
          <ProBadge />
        </p>
      )}
      {recipe.description && <p className={styles.intro}>{recipe.description}</p>}
      <RecipeFacts recipe={recipe} />
      <p>
        Préparation : {formatMinutes(recipe.temps_preparation)}
        {recipe.temps_cuisson > 0 && ` · Cuisson : ${formatMinutes(recipe.temps_cuisson)}`}
      </p>
      {data.notice && (
        <p role="status" className={styles.success}>
          {data.notice}
        </p>
      )}
      {action?.intent === 'autre' && (
        <p role="alert" className={styles.alert}>
          {action.error}
        </p>
      )}
      <div className={styles.columns}>
        <div className={styles.page}>
          <section aria-labelledby="ingredients">
            <h2 id="ingredients">Ingrédients pour {servingsText(recipe.personnes, recipe)}</h2>
            <ul className={styles.ingredients}>
              {recipe.ingredients.map((i) => (
                <li key={i.id}>{i.libelle}</li>
              ))}
            </ul>
          </section>
          <Shopping data={data} action={action} />
        </div>
        <div className={styles.page}>
          <section aria-labelledby="etapes">
            <h2 id="etapes">Préparation</h2>
            <ol className={styles.steps}>
              {recipe.etapes.map((step, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: steps have no id and keep their order.
                <li key={index}>{step}</li>
              ))}
            </ol>
          </section>
          <Keep data={data} action={action} />
        </div>
      </div>
    </div>
  );
}
