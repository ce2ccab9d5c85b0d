import type { Generated, Selectable } from 'kysely';

/** A leaflet of a store, generated from one of its offers (migration 0023). */
export interface StoreLeafletsTable {
  id: Generated<number>;
  store_id: number;
  slug: string;
  titre: string;
  type_avantage: string;
  starts_at: string;
  ends_at: string;
  nb_produits: number;
  nb_pages: number;
  cover_product_id: number | null;
  generated_at: string;
}

/** A product tile of a leaflet page, in layout order. */
export interface StoreLeafletProductsTable {
  leaflet_id: number;
  page: number;
  position: number;
  product_id: number;
}

/** The fingerprint of the promotions a store's leaflets were last generated from. */
export interface StoreLeafletSourcesTable {
  store_id: number;
  fingerprint: string;
  generated_at: string;
}

declare module '../../db/schema.ts' {
  interface DB {
    store_leaflets: StoreLeafletsTable;
    store_leaflet_products: StoreLeafletProductsTable;
    store_leaflet_sources: StoreLeafletSourcesTable;
  }
}

export type StoreLeafletRow = Selectable<StoreLeafletsTable>;
