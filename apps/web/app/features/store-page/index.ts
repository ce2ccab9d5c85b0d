/** The public face of features/store-page: what pages, layouts and other features may use (server code is in index.server.ts). */
export { BlogArticlePage, BlogIndexPage } from './blog-pages.tsx';
export { StorePage } from './store-page.tsx';
