/** The public face of features/cart-page: what pages, layouts and other features may use (server code is in index.server.ts). */
export { CartPage } from './cart-page.tsx';
