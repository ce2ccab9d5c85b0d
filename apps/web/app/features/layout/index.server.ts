/** The server face of features/layout: loaders, actions and server helpers that other features and routes may use. */
export { defaultLayoutLoader } from './layout.server.ts';
export { rootLoader } from './root.server.ts';
