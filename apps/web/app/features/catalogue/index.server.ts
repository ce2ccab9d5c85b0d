/** The server face of features/catalogue: loaders, actions and server helpers that other features and routes may use. */
export { catalogueShop } from './catalogue-cache.server.ts';
export { getDepartmentMenu, getDepartments } from './categories.server.ts';
export { giftCardAction } from './gift-card.server.ts';
export {
  type InfoConsoData,
  type InfoConsoSearchData,
  infoConsoLoader,
  infoConsoSearchLoader,
} from './infoconso.server.ts';
export { categoryLoader, searchLoader } from './list.server.ts';
export { mixLoader } from './mix.server.ts';
export { jsonLdText, productLoader } from './product.server.ts';
export { robotsText, sitemapPaths, sitemapXml } from './seo.server.ts';
export { loadSuggestions } from './suggestions.server.ts';
