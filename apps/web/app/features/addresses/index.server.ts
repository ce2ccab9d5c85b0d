/** The server face of features/addresses: loaders, actions and server helpers that other features and routes may use. */
export { addressesAction, addressesLoader } from './addresses.server.ts';
export { communesResourceLoader } from './communes.server.ts';
