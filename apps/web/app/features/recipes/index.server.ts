/** The server face of features/recipes: loaders, actions and server helpers that other features and routes may use. */
export {
  favouritesAction,
  favouritesLoader,
  mealsAction,
  mealsLoader,
  personalFormAction,
  personalFormLoader,
  personalListAction,
  personalListLoader,
} from './recipe-account.server.ts';
export { recipeAction, recipeListLoader, recipeLoader } from './recipes.server.ts';
