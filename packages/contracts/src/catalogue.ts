import { z } from 'zod';
import { idParam } from './common.ts';
import type { AdvantageType, CartKind, ProductType } from './constants.ts';
import { NON_PRO_FILTER, NUTRISCORES } from './constants.ts';

/**
 * The catalogue calls of doc 2 §7: search, category lists, product sheet, product mixes, reviews,
 * consumer information and the header autosuggest. Query schemas validate in French; the response
 * types follow doc 2 §3 "Product", "Product list response", "Filter", "Push zone", "Review" and
 * "Product information groups".
 */

export const PRODUCT_LIST_PAGE_SIZE = { default: 48, max: 96 } as const;
export const REVIEWS_PAGE_SIZE = { default: 10, max: 50 } as const;
/** Doc 2 §9: the autosuggest starts at 2 characters and shows at most 3 products. */
export const SUGGESTIONS = { minChars: 2, products: 3, words: 8, stores: 3, categories: 5 } as const;
export const SEARCH_HISTORY_MAX = 10;
export const SEARCH_QUERY_MAX = 100;
/** Doc 2 §9: complementary products shown on a sheet. */
export const COMPLEMENTARY_PRODUCTS = 3;
export const BRAND_FACET_SIZE = 20;

export const catalogueMessages = {
  productNotFound: "Ce produit n'existe pas.",
  productNotInStore: "Ce produit n'est pas disponible dans ce magasin.",
  categoryNotFound: "Ce rayon n'existe pas.",
  mixNotFound: "Cette offre panachée n'existe pas.",
  pageOutOfRange: "Cette page de résultats n'existe pas.",
  page: 'Le numéro de page doit être un nombre entier supérieur ou égal à 1.',
  pageSize: `Le nombre de produits par page doit être un nombre entier compris entre 1 et ${PRODUCT_LIST_PAGE_SIZE.max}.`,
  reviewsPageSize: `Le nombre d'avis par page doit être un nombre entier compris entre 1 et ${REVIEWS_PAGE_SIZE.max}.`,
  sort: "Ce tri n'existe pas.",
  queryRequired: 'Merci de renseigner votre recherche.',
  queryTooShort: `La recherche doit comporter au moins ${SUGGESTIONS.minChars} caractères.`,
  queryTooLong: `La recherche ne peut pas dépasser ${SEARCH_QUERY_MAX} caractères.`,
  ean: 'Le code EAN doit être composé de 8, 12, 13 ou 14 chiffres.',
  category: "L'identifiant du rayon doit être de la forme C-123.",
  filterShape: 'Les filtres doivent être de la forme filters[code][n]=valeur.',
  filterUnknown: (code: string) => `Le filtre « ${code} » n'existe pas.`,
  filterTooMany: 'Trop de valeurs de filtre.',
  filterRayon: "Ce rayon n'existe pas.",
  filterMarque: "Cette marque n'est pas valide.",
  filterNutriscore: "Ce Nutri-Score n'existe pas.",
  filterLabel: "Ce label n'existe pas.",
  filterAllergen: "Cet allergène n'existe pas.",
  filterPrice: 'La fourchette de prix doit être de la forme min-max, en euros (par exemple 1.50-4).',
  filterPriceOrder: 'Le prix minimum ne peut pas dépasser le prix maximum.',
  filterPriceSingle: 'Une seule fourchette de prix est possible.',
  filterHidden: "Ce filtre n'accepte pas cette valeur.",
} as const;

// ---------------------------------------------------------------------------------------------
// Sorts and filters
// ---------------------------------------------------------------------------------------------

export const LIST_SORTS = [
  { valeur: 'pertinence', libelle: 'Pertinence' },
  { valeur: 'prix-croissant', libelle: 'Prix croissant' },
  { valeur: 'prix-decroissant', libelle: 'Prix décroissant' },
  { valeur: 'prix-kg-croissant', libelle: 'Prix au kilo ou au litre croissant' },
  { valeur: 'nutriscore', libelle: 'Nutri-Score' },
  { valeur: 'nouveautes', libelle: 'Nouveautés' },
] as const;
export type ListSort = (typeof LIST_SORTS)[number]['valeur'];
export const DEFAULT_LIST_SORT: ListSort = 'pertinence';
const SORT_VALUES = LIST_SORTS.map((s) => s.valeur) as [ListSort, ...ListSort[]];

export const REVIEW_SORTS = ['date-desc', 'date-asc', 'note-desc', 'note-asc'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Visible filter codes, in display order. */
export const FILTER_CODES = ['rayon', 'marque', 'nutriscore', 'prix', 'labels', 'allergenes'] as const;
export type FilterCode = (typeof FILTER_CODES)[number];

export const FILTER_LABELS: Record<FilterCode, string> = {
  rayon: 'Rayons',
  marque: 'Marques',
  nutriscore: 'Nutri-Score',
  prix: 'Prix',
  labels: 'Labels et offres',
  allergenes: 'Sans allergènes',
};

export const LABEL_FILTER_VALUES = [
  { valeur: 'bio', libelle: 'Bio' },
  { valeur: 'local', libelle: 'Produit local' },
  { valeur: 'nouveau', libelle: 'Nouveauté' },
  { valeur: 'promo', libelle: 'En promotion' },
] as const;
export type LabelFilter = (typeof LABEL_FILTER_VALUES)[number]['valeur'];

/** The 14 regulatory allergens as filter values ("sans gluten" excludes products with gluten). */
export const ALLERGEN_FILTER_VALUES = [
  { valeur: 'gluten', libelle: 'Sans gluten' },
  { valeur: 'crustaces', libelle: 'Sans crustacés' },
  { valeur: 'oeufs', libelle: 'Sans œufs' },
  { valeur: 'poisson', libelle: 'Sans poisson' },
  { valeur: 'arachides', libelle: 'Sans arachides' },
  { valeur: 'soja', libelle: 'Sans soja' },
  { valeur: 'lait', libelle: 'Sans lait' },
  { valeur: 'fruits-a-coque', libelle: 'Sans fruits à coque' },
  { valeur: 'celeri', libelle: 'Sans céleri' },
  { valeur: 'moutarde', libelle: 'Sans moutarde' },
  { valeur: 'sesame', libelle: 'Sans sésame' },
  { valeur: 'sulfites', libelle: 'Sans sulfites' },
  { valeur: 'lupin', libelle: 'Sans lupin' },
  { valeur: 'mollusques', libelle: 'Sans mollusques' },
] as const;

/** The filters of a product list once validated. Prices in cents. */
export interface ListFilters {
  rayon: number[];
  marque: string[];
  nutriscore: string[];
  prix: { minCents: number; maxCents: number } | null;
  labels: LabelFilter[];
  allergenes: string[];
  /** The hidden non-pro filter was sent explicitly (it is always applied for non-pro users). */
  hideProOnly: boolean;
}

export const emptyListFilters = (): ListFilters => ({
  rayon: [],
  marque: [],
  nutriscore: [],
  prix: null,
  labels: [],
  allergenes: [],
  hideProOnly: false,
});

const MAX_FILTER_VALUES = 30;
const FILTER_KEY = /^filters\[([^[\]]*)\](?:\[(\d{0,3})\])?$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PRICE_RANGE = /^(\d{1,5}(?:[.,]\d{1,2})?)-(\d{1,5}(?:[.,]\d{1,2})?)$/;
const euroCents = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);

/**
 * Gathers the bracket keys of a raw query string (`filters[marque][0]=lu&filters[marque][1]=bonne-maman`,
 * also `filters[marque][]=…` and `filters[marque]=…`) into `filters: { marque: ['lu', 'bonne-maman'] }`.
 * A key that starts with "filters" but has another shape is kept under the code "" to be refused.
 */
export function groupBracketFilters(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object') return raw;
  const rest: Record<string, unknown> = {};
  const filters: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (!key.startsWith('filters')) {
      rest[key] = value;
      continue;
    }
    const match = FILTER_KEY.exec(key);
    const code = match ? match[1]! : '';
    const values = (Array.isArray(value) ? value : [value]).map((v) => String(v));
    filters[code] = [...(filters[code] ?? []), ...values];
  }
  return { ...rest, filters };
}

const hiddenValues: Record<string, string> = {
  [NON_PRO_FILTER.searchCode]: NON_PRO_FILTER.searchValue,
  [NON_PRO_FILTER.categoryCode]: NON_PRO_FILTER.categoryValue,
};

function checkFilters(raw: Record<string, string[]>, ctx: z.RefinementCtx): ListFilters {
  const out = emptyListFilters();
  const issue = (code: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [code] });
  let total = 0;
  for (const [code, rawValues] of Object.entries(raw)) {
    const values = [...new Set(rawValues.map((v) => v.trim()))];
    total += values.length;
    if (code === '') {
      issue('_', catalogueMessages.filterShape);
      continue;
    }
    if (values.some((v) => v === '' || v.length > 80)) {
      issue(code, catalogueMessages.filterShape);
      continue;
    }
    const hidden = hiddenValues[code];
    if (hidden !== undefined) {
      if (values.every((v) => v === hidden)) out.hideProOnly = true;
      else issue(code, catalogueMessages.filterHidden);
      continue;
    }
    switch (code) {
      case 'rayon':
        if (values.every((v) => /^[1-9]\d{0,8}$/.test(v))) out.rayon = values.map(Number);
        else issue(code, catalogueMessages.filterRayon);
        break;
      case 'marque':
        if (values.every((v) => SLUG.test(v))) out.marque = values;
        else issue(code, catalogueMessages.filterMarque);
        break;
      case 'nutriscore': {
        const lower = values.map((v) => v.toLowerCase());
        if (lower.every((v) => (NUTRISCORES as readonly string[]).includes(v))) out.nutriscore = lower;
        else issue(code, catalogueMessages.filterNutriscore);
        break;
      }
      case 'labels':
        if (values.every((v) => LABEL_FILTER_VALUES.some((l) => l.valeur === v)))
          out.labels = values as LabelFilter[];
        else issue(code, catalogueMessages.filterLabel);
        break;
      case 'allergenes':
        if (values.every((v) => ALLERGEN_FILTER_VALUES.some((a) => a.valeur === v))) out.allergenes = values;
        else issue(code, catalogueMessages.filterAllergen);
        break;
      case 'prix': {
        if (values.length !== 1) {
          issue(code, catalogueMessages.filterPriceSingle);
          break;
        }
        const match = PRICE_RANGE.exec(values[0]!);
        if (!match) {
          issue(code, catalogueMessages.filterPrice);
          break;
        }
        const minCents = euroCents(match[1]!);
        const maxCents = euroCents(match[2]!);
        if (minCents > maxCents) issue(code, catalogueMessages.filterPriceOrder);
        else out.prix = { minCents, maxCents };
        break;
      }
      default:
        issue(code, catalogueMessages.filterUnknown(code));
    }
  }
  if (total > MAX_FILTER_VALUES) issue('_', catalogueMessages.filterTooMany);
  return out;
}

const filtersSchema = z
  .record(z.string(), z.array(z.string()))
  .default({})
  .transform((raw, ctx) => checkFilters(raw, ctx));

const pageSchema = z.coerce
  .number({ error: catalogueMessages.page })
  .int({ error: catalogueMessages.page })
  .min(1, { error: catalogueMessages.page })
  .max(100_000, { error: catalogueMessages.page })
  .default(1);

const pageSizeSchema = z.coerce
  .number({ error: catalogueMessages.pageSize })
  .int({ error: catalogueMessages.pageSize })
  .min(1, { error: catalogueMessages.pageSize })
  .max(PRODUCT_LIST_PAGE_SIZE.max, { error: catalogueMessages.pageSize })
  .default(PRODUCT_LIST_PAGE_SIZE.default);

const sortSchema = z.enum(SORT_VALUES, { error: catalogueMessages.sort }).optional();

const queryText = z
  .string({ error: catalogueMessages.queryRequired })
  .trim()
  .max(SEARCH_QUERY_MAX, { error: catalogueMessages.queryTooLong });

const listQueryObject = {
  'sort-by': sortSchema,
  page: pageSchema,
  'page-size': pageSizeSchema,
  filters: filtersSchema,
};

/** `GET /magasins/{shop}/recherche?query=&filters[code][n]=&sort-by=&page=&page-size=` */
export const searchQuery = z.preprocess(
  groupBracketFilters,
  z.object({
    query: queryText.min(1, { error: catalogueMessages.queryRequired }),
    ...listQueryObject,
  }),
);
export type SearchQueryInput = z.output<typeof searchQuery>;

/** `GET /magasins/{shop}/navigation-content/C-{category}` with the same filters, sort and page. */
export const categoryListQuery = z.preprocess(
  groupBracketFilters,
  z.object({ query: queryText.optional(), ...listQueryObject }),
);
export type CategoryListQueryInput = z.output<typeof categoryListQuery>;

export const shopProductParams = z.object({
  shop: idParam('du magasin'),
  id: idParam('du produit'),
});
export const shopCategoryParams = z.object({
  shop: idParam('du magasin'),
  category: z
    .string()
    .regex(/^C-[1-9]\d{0,8}$/, { error: catalogueMessages.category })
    .transform((value) => Number(value.slice(2))),
});
export const shopMixParams = z.object({
  shop: idParam('du magasin'),
  id: idParam("de l'offre panachée"),
});
export const reviewParams = z.object({
  shopId: idParam('du magasin'),
  productId: idParam('du produit'),
});
export const productInfoParams = z.object({ id: idParam('du produit') });

export const eanQuery = z.object({
  ean: z
    .string({ error: catalogueMessages.ean })
    .trim()
    .regex(/^(?:\d{8}|\d{12,14})$/, { error: catalogueMessages.ean }),
});

export const reviewsQuery = z.object({
  page: pageSchema,
  'page-size': z.coerce
    .number({ error: catalogueMessages.reviewsPageSize })
    .int({ error: catalogueMessages.reviewsPageSize })
    .min(1, { error: catalogueMessages.reviewsPageSize })
    .max(REVIEWS_PAGE_SIZE.max, { error: catalogueMessages.reviewsPageSize })
    .default(REVIEWS_PAGE_SIZE.default),
  'sort-by': z.enum(REVIEW_SORTS, { error: catalogueMessages.sort }).default('date-desc'),
});

export const suggestionsQuery = z.object({
  query: z
    .string({ error: catalogueMessages.queryTooShort })
    .trim()
    .min(SUGGESTIONS.minChars, { error: catalogueMessages.queryTooShort })
    .max(SEARCH_QUERY_MAX, { error: catalogueMessages.queryTooLong }),
});

export const productInfoSearchQuery = z.object({
  query: queryText.min(SUGGESTIONS.minChars, { error: catalogueMessages.queryTooShort }),
});

/** A visitor id sent in the `x-uuid` header (doc 1 §9: the uuid cookie). */
export const visitorUuid = z
  .string()
  .trim()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

// ---------------------------------------------------------------------------------------------
// Filters in list URLs (doc 2 §2.5 `{filtersQuery...}`): one path segment per filter value.
// ---------------------------------------------------------------------------------------------

/** The URL segment of a filter value: "marque-bonne-maman", "nutriscore-a", "prix-1.5-4". */
export function filterSegment(code: FilterCode, value: string): string {
  return `${code}-${value}`;
}

/** The code and value of a URL segment; null when the code is not a visible filter code. */
export function parseFilterSegment(segment: string): { code: FilterCode; value: string } | null {
  const at = segment.indexOf('-');
  if (at <= 0 || at === segment.length - 1) return null;
  const code = segment.slice(0, at);
  if (!(FILTER_CODES as readonly string[]).includes(code)) return null;
  return { code: code as FilterCode, value: segment.slice(at + 1) };
}

// ---------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------

export interface Advantage {
  type_avantage: AdvantageType;
  texte_avantage: string;
  lot: number | null;
  nb_pdt_lot: number | null;
  /** Loyalty bonus kind: PASS_DAY, CLUB_BIO or CLUB_MARCHE. */
  prime_fid: { type: string } | null;
  /** The mix page of the products sharing this advantage (`/article/mixin?panachage={id}`), if any. */
  lien_panachage_produits: string | null;
  date_debut: string;
  date_fin: string;
}

export interface Picto {
  code: string;
  type: 'commercial' | 'caracteristique';
}

export interface WeighedRange {
  LIB_POIDS: string;
  PRIX: number;
  PRIX_BARRE: number | null;
  P100_REDUC: number | null;
}

export interface CategoryPathItem {
  id: number;
  libelle: string;
  slug: string;
  url: string;
}

export interface ProductCardAttributes {
  ean: string;
  slug: string;
  url: string;
  designation: string;
  description: string | null;
  marque: string;
  url_marque: string | null;
  /** Euros with 2 decimals; null when the store does not carry the product. */
  prix: number | null;
  prix_barre: number | null;
  discount_percent: number | null;
  prix_unite_reference: number | null;
  unite_reference: string | null;
  quantite_libelle: string | null;
  en_stock: boolean;
  type: ProductType;
  surcharge: null;
  config_prix: { min: number; max: number } | null;
  types_panier: CartKind[];
  qte_pas: number;
  qte_min_panier: number;
  qte_max_panier: number;
  quantite: number;
  code_unite_mesure: string | null;
  valeur_unite_mesure: number | null;
  pft: boolean;
  pft_conf: { PLAGE: WeighedRange[]; CONF: { PRIX100G: number | null; MODE_AFFICHAGE: 'POIDS' } } | null;
  avantages: Advantage[];
  picto_commercial: { code: string } | null;
  picto_principal: { code: string; alt: string } | null;
  pictos_caracteristiques: Picto[];
  nutriscore: string | null;
  allergens: string[];
  is_deja_achete: boolean;
  is_gros_volume: boolean;
  is_hyper_bon_plan: boolean;
  is_parapharmacie: boolean;
  is_prepare_ici: boolean;
  is_local: boolean;
  is_bio: boolean;
  is_nouveau: boolean;
  is_alcool: boolean;
  is_double_vignette: boolean;
  is_compatible_recette: boolean;
  is_variant: boolean;
  is_pro: boolean;
  variant_axes: string[];
  variant_axes_available: string[];
  boutique_partenaire: { code: string; nom: string; color: string } | null;
  unavailable_services: string[];
  product_list_item_first_in_flow: boolean;
  has_produits_complementaires: boolean;
  prix_avec_remise_sans_appel_fidelite: number | null;
  origine: string | null;
  garantie_legale: string | null;
  photos: string[];
  video: null;
  review_rate: number | null;
  reviews_count: number;
  category_path: CategoryPathItem[];
}

export interface ProductCard {
  type: 'produit';
  id: number;
  attributes: ProductCardAttributes;
}

export interface NutritionFacts {
  energyKj: number | null;
  energyKcal: number | null;
  fat: number | null;
  saturatedFat: number | null;
  carbohydrates: number | null;
  sugars: number | null;
  fiber: number | null;
  proteins: number | null;
  salt: number | null;
}

export interface ProductSheetAttributes extends ProductCardAttributes {
  ingredients: string | null;
  nutrition: NutritionFacts | null;
  additifs: string[];
  huile_de_palme: boolean;
  infos_conso: ProductInfoGroup[];
  associations: {
    complementaire: { data: ProductCard[] };
    similaire: { data: ProductCard[] };
    alternatifs: { data: ProductCard[] };
  };
}

export interface ProductSheetResponse {
  data: { type: 'produit'; id: number; attributes: ProductSheetAttributes };
  meta: { breadcrumb: CategoryPathItem[]; head: SeoHead; magasin: { id: number; isNational: boolean } };
}

/** Body of a product 404: the breadcrumb when the product is known, and whether national carries it. */
export interface ProductNotFoundBody {
  status_code: 404;
  message: string;
  meta: { breadcrumb: CategoryPathItem[]; disponible_national: boolean };
}

export interface FilterValue {
  valeur: string;
  libelle: string;
  actif: boolean;
  nb_total_produits: number;
  picto: string | null;
  /** The list path with this value toggled (doc 2 §2.5 `{filtersQuery...}` segments). */
  seo_url: string;
}

export interface Filter {
  code: FilterCode;
  libelle: string;
  render_mode: 'checkbox' | 'slider' | 'nutriscore';
  type: 'Slider' | 'List';
  values: FilterValue[];
}

export interface ActiveFilter {
  code: FilterCode;
  libelle: string;
  valeur: string;
  valeur_libelle: string;
  /** The list path without this value. */
  seo_url: string;
}

export interface SortOption {
  libelle: string;
  valeur: ListSort;
  actif: boolean;
  defaut: boolean;
}

export interface Pagination {
  current_page: number;
  total_pages: number;
  nb_items: number;
  nb_total_items: number;
  per_page: number;
}

export interface PushZone {
  code: string;
  position: number;
  titre: string;
  html_content: string;
  products: ProductCard[];
}

export interface SeoHead {
  title: string;
  description: string;
  canonical: string;
  robots: string;
}

export interface SearchHistoryEntry {
  libelle: string;
  url: string;
}

export interface CategoryLink {
  id: number;
  libelle: string;
  slug: string;
  url: string;
  visuel: string | null;
}

export interface ProductListResponse {
  data: {
    type: 'recherche' | 'rayon';
    attributes: {
      title: string;
      description: string | null;
      product_list: {
        data: ProductCard[];
        meta: {
          pagination: Pagination;
          facettes: Filter[];
          facettes_actives: ActiveFilter[];
          tri: { defaut: ListSort; actif: ListSort; valeurs: SortOption[] };
        };
      };
      push_zones: PushZone[];
      keywords: string | null;
      categories: CategoryLink[];
      produits_deja_achetes: ProductCard[];
      layout_type: 'Grid';
      has_porteur_dlc: boolean;
      boite_de_liens: { libelle: string; url: string }[];
      image_ambiance: string | null;
      alcool: boolean;
      pim_category_code: string | null;
    };
  };
  meta: {
    redirection: string | null;
    head: SeoHead;
    breadcrumb: CategoryPathItem[];
    historique_recherche: SearchHistoryEntry[];
  };
}

export interface ReviewItem {
  id: number;
  auteur: string;
  note: number;
  titre: string;
  commentaire: string;
  date: string;
}

export interface ReviewStatistics {
  average: number | null;
  count: number;
  distribution: Record<'1' | '2' | '3' | '4' | '5', number>;
}

export interface ProductInfoValue {
  label: string;
  value: string;
  links: { title: string; url: string }[];
}

export interface ProductInfoGroup {
  code: string;
  label: string;
  values: ProductInfoValue[];
}
