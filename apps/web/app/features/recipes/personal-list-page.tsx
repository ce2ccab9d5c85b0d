import { Form, Link } from 'react-router';
import { Button, ButtonLink } from '../../ui/button.tsx';
import type { PersonalListData } from './recipe-account.server.ts';
import { RecipeFacts } from './recipe-facts.tsx';
import { PERSONAL_NEW_PATH, PERSONAL_PATH, personalEditHref, recipeHref } from './recipe-links.ts';
import { RecipeNav } from './recipe-nav.tsx';
import styles from './recipes.module.css';

/** `/mes-recettes-personnelles`: the shopper's own recipes, to open, change or delete. */
export function PersonalListPage({ data }: { data: PersonalListData }) {
  return (
    <div className={styles.page}>
      <h1>Mes recettes personnelles</h1>
      <RecipeNav current={PERSONAL_PATH} />
      {data.notice && (
        <p role="status" className={styles.success}>
          {data.notice}
        </p>
      )}
      <p>
        <ButtonLink to={PERSONAL_NEW_PATH}>Écrire une recette</ButtonLink>
      </p>
      {data.recipes.length === 0 ? (
        <p>Vous n’avez pas encore écrit de recette.</p>
      ) : (
        <ul className={styles.grid}>
          {data.recipes.map((recipe) => (
            <li key={recipe.id} className={styles.card}>
              <h2>
                <Link to={recipeHref(recipe)}>{recipe.titre}</Link>
              </h2>
              <RecipeFacts recipe={recipe} />
              <div className={styles.actions}>
                <Link to={personalEditHref(recipe.id)} aria-label={`Modifier « ${recipe.titre} »`}>
                  Modifier
                </Link>
                <Form method="post">
                  <input type="hidden" name="recette_id" value={recipe.id} />
                  <Button
                    type="submit"
                    variant="secondary"
                    size="small"
                    aria-label={`Supprimer « ${recipe.titre} »`}
                  >
                    Supprimer
                  </Button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
