/** Error codes of the catalogue, store and commune calls. */
export const CATALOGUE_ERROR_CODES = {
  /** The product does not exist or is not shown to this shopper (404). */
  productNotFound: 'produit_introuvable',
  /** The store does not sell the product (404; the body says whether the national store does). */
  productNotInStore: 'produit_indisponible_magasin',
  /** No category with this id (404). */
  categoryNotFound: 'rayon_introuvable',
  /** No product mix with this id (404). */
  mixNotFound: 'panachage_introuvable',
  /** A results or reviews page beyond the last one (404). */
  pageOutOfRange: 'page_inexistante',
  /** No store with this id (404). */
  storeNotFound: 'magasin_introuvable',
  /** No commune with this id (404). */
  communeNotFound: 'commune_introuvable',
  /** No image for this product or category (404). */
  imageNotFound: 'image_introuvable',
} as const;
