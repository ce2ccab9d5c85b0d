/** The server face of features/store-locator: loaders, actions and server helpers that other features and routes may use. */
export { locatorLoader } from './locator.server.ts';
