/** The public face of features/store-locator: what pages, layouts and other features may use (server code is in index.server.ts). */
export { StoreLocatorPage } from './store-locator-page.tsx';
