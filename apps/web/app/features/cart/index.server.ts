/** The server face of features/cart: loaders, actions and server helpers that other features and routes may use. */
export { cartAction } from './cart-action.server.ts';
export { cartCalls, type ShopperApi, shopperApi } from './cart-api.server.ts';
export { loadCartSummary, putCartMessage, takeCartMessage } from './cart-summary.server.ts';
export { loadAddSuggestions } from './suggestions.server.ts';
