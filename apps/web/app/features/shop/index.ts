/** The public face of features/shop: what pages, layouts and other features may use (server code is in index.server.ts). */
export { ShopSelectorProvider } from './shop-selector-provider.tsx';
