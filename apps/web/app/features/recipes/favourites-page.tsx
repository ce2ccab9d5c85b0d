import { Form, Link } from 'react-router';
import { Button } from '../../ui/button.tsx';
import type { FavouritesData } from './recipe-account.server.ts';
import { RecipeCard } from './recipe-facts.tsx';
import { FAVOURITES_PATH, RECIPES_PATH } from './recipe-links.ts';
import { RecipeNav } from './recipe-nav.tsx';
import styles from './recipes.module.css';

/** `/recettes-favorites`: the recipes the shopper kept, each with its remove button. */
export function FavouritesPage({ data }: { data: FavouritesData }) {
  return (
    <div className={styles.page}>
      <h1>Mes recettes favorites</h1>
      <RecipeNav current={FAVOURITES_PATH} />
      {data.notice && (
        <p role="status" className={styles.success}>
          {data.notice}
        </p>
      )}
      {data.recipes.length === 0 ? (
        <p>
          Vous n’avez pas encore de recette favorite. <Link to={RECIPES_PATH}>Parcourez les recettes</Link> et
          choisissez « Ajouter à mes favorites ».
        </p>
      ) : (
        <ul className={styles.grid}>
          {data.recipes.map((recipe) => (
            <li key={recipe.id} className={styles.card}>
              <RecipeCard recipe={{ ...recipe, favori: false }} />
              <Form method="post">
                <input type="hidden" name="recette_id" value={recipe.id} />
                <Button
                  type="submit"
                  variant="secondary"
                  size="small"
                  aria-label={`Retirer « ${recipe.titre} » de mes favorites`}
                >
                  Retirer
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
