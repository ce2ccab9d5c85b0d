/** The server face of features/cart-page: loaders, actions and server helpers that other features and routes may use. */
export { cartPageLoader } from './cart-page.server.ts';
