/** The server face of features/newsletters: loaders, actions and server helpers that other features and routes may use. */
export { newslettersAction, newslettersLoader } from './newsletters.server.ts';
export { unsubscribeAction, unsubscribeLoader } from './unsubscribe.server.ts';
