/** The public face of features/errors: what pages, layouts and other features may use (server code is in index.server.ts). */
export { ErrorPage, NotFound } from './error-page.tsx';
