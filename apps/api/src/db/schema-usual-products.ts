/** A usual product the client removed from their list, and when (migration 0020, decision 071). */
export interface UsualProductsHiddenTable {
  client_id: number;
  product_id: number;
  /** ISO-8601 UTC; a purchase after it brings the product back. */
  hidden_at: string;
}

declare module './schema.ts' {
  interface DB {
    usual_products_hidden: UsualProductsHiddenTable;
  }
}
