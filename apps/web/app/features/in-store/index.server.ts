/** The server face of features/in-store: loaders, actions and server helpers that other features and routes may use. */
export { inStoreAction, inStoreLoader } from './in-store.server.ts';
