/** The public face of features/recipes: what pages, layouts and other features may use (server code is in index.server.ts). */
export { FavouritesPage } from './favourites-page.tsx';
export { MealsPage } from './meals-page.tsx';
export { PersonalFormPage } from './personal-form-page.tsx';
export { PersonalListPage } from './personal-list-page.tsx';
export { RecipeListPage } from './recipe-list-page.tsx';
export { RecipePage } from './recipe-page.tsx';
