/** The server face of features/leaflets: loaders, actions and server helpers that other features and routes may use. */
export { leafletListLoader, leafletLoader } from './leaflets.server.ts';
