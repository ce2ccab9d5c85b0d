/** The public face of features/content: what pages, layouts and other features may use (server code is in index.server.ts). */
export { cmsMeta } from './cms-meta.ts';
export { CmsPage } from './cms-page.tsx';
export { Home } from './home.tsx';
