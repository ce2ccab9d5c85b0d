/** One row (id 1) whose version every change to the products table raises (migration 0033). */
export interface CatalogueVersionTable {
  id: number;
  version: number;
}

declare module './schema.ts' {
  interface DB {
    catalogue_version: CatalogueVersionTable;
  }
}
