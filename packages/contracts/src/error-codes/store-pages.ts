/** Error codes of the store pages' calls (fuel prices, blog, push zones). */
export const STORE_PAGES_ERROR_CODES = {
  /** No published blog article with this id in this store (404). */
  blogArticleNotFound: 'article_introuvable',
} as const;
