import { RECIPE_CATEGORY_LABELS, RECIPE_DIFFICULTY_LABELS, type RecipeSummary } from '@cabas/contracts';
import { Link } from 'react-router';
import { recipeHref } from './recipe-links.ts';
import styles from './recipes.module.css';

/** "1 h 15 min", "45 min". */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${String(rest).padStart(2, '0')}` : `${hours} h`;
}

export function RecipeFacts({ recipe }: { recipe: RecipeSummary }) {
  return (
    <ul className={styles.facts}>
      <li>{RECIPE_CATEGORY_LABELS[recipe.categorie]}</li>
      <li>Total : {formatMinutes(recipe.temps_preparation + recipe.temps_cuisson)}</li>
      <li>Difficulté : {RECIPE_DIFFICULTY_LABELS[recipe.difficulte].toLowerCase()}</li>
      <li>{recipe.personnes} personnes</li>
    </ul>
  );
}

/** A recipe in a list: its title links to its page. */
export function RecipeCard({ recipe, headingLevel = 2 }: { recipe: RecipeSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <Heading>
        <Link to={recipeHref(recipe)}>{recipe.titre}</Link>
      </Heading>
      {recipe.description && <p>{recipe.description}</p>}
      <RecipeFacts recipe={recipe} />
      {recipe.favori && <p>Dans vos favorites</p>}
    </article>
  );
}
