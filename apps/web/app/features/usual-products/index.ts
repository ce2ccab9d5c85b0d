/** The public face of features/usual-products: what pages, layouts and other features may use (server code is in index.server.ts). */
export { RhythmBasketPage } from './rhythm-basket-page.tsx';
export { UsualProductsPage } from './usual-products-page.tsx';
export { UsualSuggestions } from './usual-suggestions.tsx';
