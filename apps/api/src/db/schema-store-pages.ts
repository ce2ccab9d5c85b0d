import type { Generated } from 'kysely';

/** Tables of the store pages (migration 0022). They extend the `DB` interface of schema.ts. */

/** One fuel of a store's station. */
export interface StoreFuelPricesTable {
  id: Generated<number>;
  store_id: number;
  /** One of FUEL_CODES. */
  code: string;
  /** Price per litre in thousandths of a euro; null while the fuel is out of stock. */
  price_millimes: number | null;
  position: number;
  /** ISO UTC instant of the last price change. */
  updated_at: string;
}

/** An article of a store's blog, written in Markdown. */
export interface StoreBlogArticlesTable {
  id: Generated<number>;
  store_id: number;
  slug: string;
  titre: string;
  resume: string;
  auteur: string;
  body_markdown: string;
  /** ISO UTC instant; an article is shown from then on. */
  published_at: string;
}

/** An editorial block of a store page (our own HTML, never user input). */
export interface StorePushZonesTable {
  id: Generated<number>;
  store_id: number;
  code: string;
  position: number;
  titre: string;
  html_content: string;
}

declare module './schema.ts' {
  interface DB {
    store_fuel_prices: StoreFuelPricesTable;
    store_blog_articles: StoreBlogArticlesTable;
    store_push_zones: StorePushZonesTable;
  }
}
