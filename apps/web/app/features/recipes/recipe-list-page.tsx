import {
  RECIPE_CATEGORIES,
  RECIPE_CATEGORY_LABELS,
  RECIPE_DIFFICULTIES,
  RECIPE_DIFFICULTY_LABELS,
  RECIPE_TIME_FILTERS,
} from '@cabas/contracts';
import { Form, Link } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { RecipeCard } from './recipe-facts.tsx';
import { RECIPES_PATH } from './recipe-links.ts';
import { RecipeNav } from './recipe-nav.tsx';
import styles from './recipes.module.css';
import type { RecipeListData } from './recipes.server.ts';

function Select({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string | undefined;
  options: readonly (readonly [string, string])[];
}) {
  const id = `filtre-${name}`;
  return (
    <div className={styles.select}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ''}>
        <option value="">Toutes</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

function pageHref(filters: RecipeListData['filters'], page: number) {
  const params = new URLSearchParams(filters);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${RECIPES_PATH}?${search}` : RECIPES_PATH;
}

/** `/recettes`: search and filters in a GET form (works without JavaScript), then the recipes. */
export function RecipeListPage({ data }: { data: RecipeListData }) {
  const { filters } = data;
  const count =
    data.total === 0 ? 'Aucune recette' : data.total === 1 ? '1 recette' : `${data.total} recettes`;
  return (
    <div className={styles.page}>
      <h1>Recettes</h1>
      <p className={styles.intro}>
        Des recettes de tous les jours écrites pour Cabas : ajoutez leurs ingrédients au panier en un clic,
        pour le nombre de personnes de votre choix.
      </p>
      {data.isPro && (
        <p className={styles.intro}>
          Vos recettes pro, en quantités professionnelles, viennent en tête de liste : le filtre « Recettes
          pro » n’affiche qu’elles.
        </p>
      )}
      <RecipeNav current={RECIPES_PATH} />
      <Form method="get" action={RECIPES_PATH} className={styles.filters} role="search" aria-label="Recettes">
        <Field
          label="Rechercher une recette"
          name="q"
          type="search"
          defaultValue={filters.q ?? ''}
          maxLength={80}
        />
        <Select
          name="categorie"
          label="Catégorie"
          value={filters.categorie}
          options={RECIPE_CATEGORIES.map((c) => [c, RECIPE_CATEGORY_LABELS[c]] as const)}
        />
        <Select
          name="temps_max"
          label="Durée totale"
          value={filters.temps_max}
          options={RECIPE_TIME_FILTERS.map(
            (m) => [String(m), m < 60 ? `${m} min ou moins` : '1 h ou moins'] as const,
          )}
        />
        <Select
          name="difficulte"
          label="Difficulté"
          value={filters.difficulte}
          options={RECIPE_DIFFICULTIES.map((d) => [d, RECIPE_DIFFICULTY_LABELS[d]] as const)}
        />
        {data.isPro && (
          <div className={styles.check}>
            <input
              type="checkbox"
              id="filtre-pro"
              name="pro"
              value="1"
              defaultChecked={filters.pro === '1'}
            />
            <label htmlFor="filtre-pro">Recettes pro</label>
          </div>
        )}
        <Button type="submit">Afficher les recettes</Button>
      </Form>
      <p role="status">{count}</p>
      {data.recipes.length > 0 && (
        <ul className={styles.grid}>
          {data.recipes.map((recipe) => (
            <li key={recipe.id}>
              <RecipeCard recipe={recipe} />
            </li>
          ))}
        </ul>
      )}
      {data.pages > 1 && (
        <nav aria-label="Pages de recettes">
          <ul className={styles.pages}>
            {data.page > 1 && (
              <li>
                <Link to={pageHref(filters, data.page - 1)}>Page précédente</Link>
              </li>
            )}
            <li aria-current="page">
              Page {data.page} sur {data.pages}
            </li>
            {data.page < data.pages && (
              <li>
                <Link to={pageHref(filters, data.page + 1)}>Page suivante</Link>
              </li>
            )}
          </ul>
        </nav>
      )}
    </div>
  );
}
