import { Link } from 'react-router';
import { FAVOURITES_PATH, MEALS_PATH, PERSONAL_PATH, RECIPES_PATH } from './recipe-links.ts';
import styles from './recipes.module.css';

const LINKS = [
  [RECIPES_PATH, 'Toutes les recettes'],
  [FAVOURITES_PATH, 'Mes recettes favorites'],
  [PERSONAL_PATH, 'Mes recettes personnelles'],
  [MEALS_PATH, 'Mes repas de la semaine'],
] as const;

/** The links between the recipe pages; the current one is marked for screen readers. */
export function RecipeNav({ current }: { current: string }) {
  return (
    <nav aria-label="Recettes">
      <ul className={styles.nav}>
        {LINKS.map(([href, label]) => (
          <li key={href}>
            <Link to={href} aria-current={href === current ? 'page' : undefined}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
