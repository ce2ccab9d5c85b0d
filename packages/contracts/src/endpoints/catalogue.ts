import { z } from 'zod';
import {
  categoryImageParams,
  categoryListQuery,
  eanQuery,
  mixResponseSchema,
  proDepartmentsResponseSchema,
  productImageParams,
  productInfoParams,
  productInfoSearchQuery,
  productInfosResponseSchema,
  productInfosSearchResponseSchema,
  productListResponseSchema,
  productSheetResponseSchema,
  reviewParams,
  reviewsQuery,
  reviewsResponseSchema,
  searchQuery,
  shopCategoryParams,
  shopMixParams,
  shopProductParams,
  suggestionsQuery,
  suggestionsResponseSchema,
} from '../catalogue.ts';
import { API_PREFIX, endpoint } from '../endpoint.ts';
import { CATALOGUE_ERROR_CODES as codes } from '../error-codes/catalogue.ts';
import { shopParams } from '../stores.ts';

/** A node of the department tree: a department, its sections and their categories. */
export interface CategoryNode {
  id: number;
  libelle: string;
  slug: string;
  visuel: string | null;
  level: number;
  content_type: string;
  is_a_ne_pas_manquer: boolean;
  is_header_selections: boolean;
  children: CategoryNode[];
}

export const categoryNodeSchema: z.ZodType<CategoryNode> = z.object({
  id: z.number().int(),
  libelle: z.string(),
  slug: z.string(),
  visuel: z.string().nullable(),
  level: z.number().int(),
  content_type: z.string(),
  is_a_ne_pas_manquer: z.boolean(),
  is_header_selections: z.boolean(),
  get children() {
    return z.array(categoryNodeSchema);
  },
});

export const categoryTreeQuery = z.object({
  profondeur: z.coerce
    .number({ error: 'La profondeur doit être un nombre.' })
    .int({ error: 'La profondeur doit être un nombre entier.' })
    .min(1, { error: 'La profondeur doit être comprise entre 1 et 3.' })
    .max(3, { error: 'La profondeur doit être comprise entre 1 et 3.' })
    .default(3),
});

const tags = ['catalogue'];

/**
 * The paths of the generated pictures, apart from their declarations: the storefront's browser code
 * builds picture addresses from them without loading the declarations' schemas.
 */
const PRODUCT_IMAGE_PATH = '/images/produits/:file';
const CATEGORY_IMAGE_PATH = '/images/categories/:file';

export const catalogueEndpoints = {
  categoryTree: endpoint({
    method: 'GET',
    path: '/categories',
    summary: 'Arbre des rayons',
    tags,
    query: categoryTreeQuery,
    response: z.object({ data: z.array(categoryNodeSchema) }),
    errors: [],
  }),
  search: endpoint({
    method: 'GET',
    path: '/magasins/:shop/recherche',
    summary: 'Recherche de produits avec facettes, tri et pagination (filters[code][n]=valeur)',
    tags,
    params: shopParams,
    query: searchQuery,
    response: productListResponseSchema,
    errors: [codes.storeNotFound, codes.pageOutOfRange],
  }),
  categoryList: endpoint({
    method: 'GET',
    path: '/magasins/:shop/navigation-content/:category',
    summary: 'Produits d’un rayon (C-{id}) avec facettes, tri et pagination',
    tags,
    params: shopCategoryParams,
    query: categoryListQuery,
    response: productListResponseSchema,
    errors: [codes.storeNotFound, codes.categoryNotFound, codes.pageOutOfRange],
  }),
  proDepartments: endpoint({
    method: 'GET',
    path: '/magasins/:shop/produits-pro/rayons',
    summary:
      'Les rayons qui ont des produits réservés aux professionnels, avec le lien de leur liste « Produits pro » (vide pour un client non pro)',
    tags,
    params: shopParams,
    response: proDepartmentsResponseSchema,
    errors: [codes.storeNotFound],
  }),
  product: endpoint({
    method: 'GET',
    path: '/magasins/:shop/produits/:id',
    summary: 'Fiche produit au prix du magasin',
    tags,
    params: shopProductParams,
    response: productSheetResponseSchema,
    errors: [codes.storeNotFound, codes.productNotFound, codes.productNotInStore],
  }),
  productByEan: endpoint({
    method: 'GET',
    path: '/magasins/:shop/recherche-ean',
    summary: 'Fiche produit par code EAN',
    tags,
    params: shopParams,
    query: eanQuery,
    response: productSheetResponseSchema,
    errors: [codes.storeNotFound, codes.productNotFound, codes.productNotInStore],
  }),
  mix: endpoint({
    method: 'GET',
    path: '/magasins/:shop/panachages/:id',
    summary: 'Produits d’une offre panachée',
    tags,
    params: shopMixParams,
    response: mixResponseSchema,
    errors: [codes.storeNotFound, codes.mixNotFound],
  }),
  reviews: endpoint({
    method: 'GET',
    path: '/magasins/:shopId/produits/:productId/reviews',
    summary: 'Avis sur un produit, avec leurs statistiques',
    tags,
    params: reviewParams,
    query: reviewsQuery,
    response: reviewsResponseSchema,
    errors: [codes.storeNotFound, codes.productNotFound, codes.pageOutOfRange],
  }),
  suggestions: endpoint({
    method: 'GET',
    path: '/magasins/:shop/suggestions',
    summary: 'Suggestions de saisie : magasins, rayons, 3 produits, mots et historique',
    tags,
    params: shopParams,
    query: suggestionsQuery,
    response: suggestionsResponseSchema,
    errors: [codes.storeNotFound],
  }),
  productInfosSearch: endpoint({
    method: 'GET',
    path: '/product-infos/recherche',
    summary: 'Informations consommateur par EAN ou par mots',
    tags,
    query: productInfoSearchQuery,
    response: productInfosSearchResponseSchema,
    errors: [],
  }),
  productInfos: endpoint({
    method: 'GET',
    path: '/product-infos/:id',
    summary: 'Informations consommateur d’un produit',
    tags,
    params: productInfoParams,
    response: productInfosResponseSchema,
    errors: [codes.productNotFound],
  }),
  /** An SVG image (`image/svg+xml`), sent as text with a week of public caching. */
  productImage: endpoint({
    method: 'GET',
    path: PRODUCT_IMAGE_PATH,
    summary: 'Visuel généré d’un produit',
    tags: ['images'],
    params: productImageParams,
    response: z.string(),
    errors: [codes.imageNotFound],
  }),
  /** An SVG image (`image/svg+xml`), sent as text with a week of public caching. */
  categoryImage: endpoint({
    method: 'GET',
    path: CATEGORY_IMAGE_PATH,
    summary: 'Visuel généré d’un rayon',
    tags: ['images'],
    params: categoryImageParams,
    response: z.string(),
    errors: [codes.imageNotFound],
  }),
} as const;

/** The address of a product's generated picture, as the browser loads it. */
export function productImageUrl(ean: string): string {
  return API_PREFIX + PRODUCT_IMAGE_PATH.replace(':file', encodeURIComponent(`${ean}.svg`));
}

/** The address of a category's generated picture, as the browser loads it. */
export function categoryImageUrl(id: number): string {
  return API_PREFIX + CATEGORY_IMAGE_PATH.replace(':file', `${id}.svg`);
}
