/** The public face of features/newsletters: what pages, layouts and other features may use (server code is in index.server.ts). */
export { NewslettersPage } from './newsletters-page.tsx';
export { UnsubscribePage } from './unsubscribe-page.tsx';
