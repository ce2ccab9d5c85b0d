/** The public face of features/in-store: what pages, layouts and other features may use (server code is in index.server.ts). */
export { InStorePage } from './in-store-page.tsx';
