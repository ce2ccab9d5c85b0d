/** The server face of features/usual-products: loaders, actions and server helpers that other features and routes may use. */
export { rhythmBasketLoader, usualProductsAction, usualProductsLoader } from './usual-products.server.ts';
export { loadUsualSuggestions } from './usual-suggestions.server.ts';
