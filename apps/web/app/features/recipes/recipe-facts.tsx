import { RECIPE_CATEGORY_LABELS, RECIPE_DIFFICULTY_LABELS, type RecipeSummary } from '@cabas/contracts';
import { Link } from 'react-router';
import { Badge } from '../../ui/badge.tsx';
import { recipeHref } from './recipe-links.ts';
import styles from './recipes.module.css';

/** "1 h 15 min", "45 min". */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${String(rest).padStart(2, '0')}` : `${hours} h`;
}

/** "4 personnes", or for a pro recipe (professional quantities) "40 portions". */
export function servingsText(servings: number, recipe: { pro: boolean }): string {
  const unit = recipe.pro ? 'portion' : 'personne';
  return `${servings} ${unit}${servings > 1 ? 's' : ''}`;
}

/** The « Pro » badge of a pro recipe; screen readers hear what it means. */
export function ProBadge() {
  return (
    <Badge tone="info">
      Pro<span className="sr-only"> : recette réservée aux professionnels</span>
    </Badge>
  );
}

export function RecipeFacts({ recipe }: { recipe: RecipeSummary }) {
  return (
    <ul className={styles.facts}>
      <li>{RECIPE_CATEGORY_LABELS[recipe.categorie]}</li>
      <li>Total : {formatMinutes(recipe.temps_preparation + recipe.temps_cuisson)}</li>
      <li>Difficulté : {RECIPE_DIFFICULTY_LABELS[recipe.difficulte].toLowerCase()}</li>
      <li>{servingsText(recipe.personnes, recipe)}</li>
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
      {recipe.pro && (
        <p className={styles.badges}>
          <ProBadge />
        </p>
      )}
      {recipe.description && <p>{recipe.description}</p>}
      <RecipeFacts recipe={recipe} />
      {recipe.favori && <p>Dans vos favorites</p>}
    </article>
  );
}
