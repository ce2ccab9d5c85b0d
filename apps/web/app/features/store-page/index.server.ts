/** The server face of features/store-page: loaders, actions and server helpers that other features and routes may use. */
export { blogArticleLoader, blogIndexLoader } from './blog.server.ts';
export { storeSitemapPaths } from './sitemap.server.ts';
export { storePageLoader } from './store-page.server.ts';
