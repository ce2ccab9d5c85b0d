/** The server face of features/shop: loaders, actions and server helpers that other features and routes may use. */
export { storeChangeAction } from './store-change.server.ts';
