import { z } from 'zod';
import { giftCardAmountMessages } from './cart-messages.ts';
import { idParam } from './common.ts';
import {
  ADVANTAGE_TYPES,
  CART_KINDS,
  NON_PRO_FILTER,
  NUTRISCORES,
  PRO_ONLY_FILTER,
  PRODUCT_TYPES,
} from './constants.ts';
import { CATALOGUE_ERROR_CODES } from './error-codes/catalogue.ts';

/**
 * The catalogue calls: search, category lists, product sheet, product mixes, reviews, consumer
 * information and the header autosuggest. Query schemas validate in French; the response schemas
 * describe every field the API sends (it serialises its answers through them).
 */

export const PRODUCT_LIST_PAGE_SIZE = { default: 48, max: 96 } as const;
export const REVIEWS_PAGE_SIZE = { default: 10, max: 50 } as const;
/** The autosuggest starts at 2 characters and shows at most 3 products. */
export const SUGGESTIONS = { minChars: 2, products: 3, words: 8, stores: 3, categories: 5 } as const;
export const SEARCH_HISTORY_MAX = 10;
export const SEARCH_QUERY_MAX = 100;
/** Complementary products shown on a sheet. */
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
  /** Only the pro-only products (`PRO_ONLY_FILTER`): a pro's quick filter, ignored for non-pro users. */
  proOnly: boolean;
}

export const emptyListFilters = (): ListFilters => ({
  rayon: [],
  marque: [],
  nutriscore: [],
  prix: null,
  labels: [],
  allergenes: [],
  hideProOnly: false,
  proOnly: false,
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

/** The facet code of the pro filter, each with its non-pro value and its pro-only value. */
const hiddenValues: Record<string, { nonPro: string; proOnly: string }> = {
  [NON_PRO_FILTER.searchCode]: { nonPro: NON_PRO_FILTER.searchValue, proOnly: PRO_ONLY_FILTER.searchValue },
  [NON_PRO_FILTER.categoryCode]: {
    nonPro: NON_PRO_FILTER.categoryValue,
    proOnly: PRO_ONLY_FILTER.categoryValue,
  },
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
      if (values.every((v) => v === hidden.nonPro)) out.hideProOnly = true;
      else if (values.every((v) => v === hidden.proOnly)) out.proOnly = true;
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
  if (out.hideProOnly && out.proOnly) issue(NON_PRO_FILTER.searchCode, catalogueMessages.filterHidden);
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

/** `GET /images/produits/{ean}.svg` */
export const productImageParams = z.object({
  file: z
    .string()
    .regex(/^\d{8,14}\.svg$/, { error: "Le nom de l'image doit être un code EAN suivi de .svg." }),
});
/** `GET /images/categories/{id}.svg`: the category id without its extension. */
export const categoryImageParams = z.object({
  file: z
    .string()
    .regex(/^\d{1,9}\.svg$/, { error: "Le nom de l'image doit être un identifiant de rayon suivi de .svg." })
    .transform((f) => Number(f.slice(0, -4))),
});

/**
 * The amount of a gift card as typed in the product sheet's form: whole euros within the product's
 * range (`config_prix`). The same schema checks the field in the browser and the posted form.
 */
export function giftCardAmountInput(range: { min: number; max: number }) {
  return z
    .string({ error: giftCardAmountMessages.montant_requis })
    .trim()
    .min(1, { error: giftCardAmountMessages.montant_requis })
    .regex(/^\d+$/, { error: giftCardAmountMessages.montant_entier })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(range.min, { error: giftCardAmountMessages.montant_min(range.min) })
        .max(range.max, { error: giftCardAmountMessages.montant_max(range.max) }),
    );
}

/** The gift-card form: a preset button (the form without JavaScript) wins over the typed `montant`. */
export function giftCardForm(range: { min: number; max: number }) {
  return z.preprocess(
    (raw) => {
      const fields = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
      return { montant: fields.preset || fields.montant };
    },
    z.object({ montant: giftCardAmountInput(range) }),
  );
}

/** A visitor id sent in the `x-uuid` header (the storefront's uuid cookie). */
export const visitorUuid = z
  .string()
  .trim()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

// ---------------------------------------------------------------------------------------------
// Filters in list URLs: one path segment per filter value.
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

// Responses
// ---------------------------------------------------------------------------------------------

export const advantageSchema = /* @__PURE__ */ (() =>
  z.object({
    type_avantage: z.enum(ADVANTAGE_TYPES),
    texte_avantage: z.string(),
    lot: z.number().nullable(),
    nb_pdt_lot: z.number().nullable(),
    /** Loyalty bonus kind: PASS_DAY, CLUB_BIO or CLUB_MARCHE. */
    prime_fid: z.object({ type: z.string() }).nullable(),
    /** The mix page of the products sharing this advantage (`/article/mixin?panachage={id}`), if any. */
    lien_panachage_produits: z.string().nullable(),
    date_debut: z.string(),
    date_fin: z.string(),
  }))();
export type Advantage = z.infer<typeof advantageSchema>;

export const pictoSchema = /* @__PURE__ */ (() =>
  z.object({
    code: z.string(),
    type: z.enum(['commercial', 'caracteristique']),
  }))();
export type Picto = z.infer<typeof pictoSchema>;

export const weighedRangeSchema = /* @__PURE__ */ (() =>
  z.object({
    LIB_POIDS: z.string(),
    PRIX: z.number(),
    PRIX_BARRE: z.number().nullable(),
    P100_REDUC: z.number().nullable(),
  }))();
export type WeighedRange = z.infer<typeof weighedRangeSchema>;

export const categoryPathItemSchema = /* @__PURE__ */ (() =>
  z.object({
    id: z.number().int(),
    libelle: z.string(),
    slug: z.string(),
    url: z.string(),
  }))();
export type CategoryPathItem = z.infer<typeof categoryPathItemSchema>;

export const productCardAttributesSchema = /* @__PURE__ */ (() =>
  z.object({
    ean: z.string(),
    slug: z.string(),
    url: z.string(),
    designation: z.string(),
    description: z.string().nullable(),
    marque: z.string(),
    url_marque: z.string().nullable(),
    /** Euros with 2 decimals; null when the store does not carry the product. */
    prix: z.number().nullable(),
    prix_barre: z.number().nullable(),
    discount_percent: z.number().nullable(),
    prix_unite_reference: z.number().nullable(),
    unite_reference: z.string().nullable(),
    quantite_libelle: z.string().nullable(),
    en_stock: z.boolean(),
    type: z.enum(PRODUCT_TYPES),
    surcharge: z.null(),
    config_prix: z.object({ min: z.number(), max: z.number() }).nullable(),
    types_panier: z.array(z.enum(CART_KINDS)),
    qte_pas: z.number(),
    qte_min_panier: z.number(),
    qte_max_panier: z.number(),
    quantite: z.number(),
    code_unite_mesure: z.string().nullable(),
    valeur_unite_mesure: z.number().nullable(),
    pft: z.boolean(),
    pft_conf: z
      .object({
        PLAGE: z.array(weighedRangeSchema),
        CONF: z.object({ PRIX100G: z.number().nullable(), MODE_AFFICHAGE: z.literal('POIDS') }),
      })
      .nullable(),
    avantages: z.array(advantageSchema),
    picto_commercial: z.object({ code: z.string() }).nullable(),
    picto_principal: z.object({ code: z.string(), alt: z.string() }).nullable(),
    pictos_caracteristiques: z.array(pictoSchema),
    nutriscore: z.string().nullable(),
    allergens: z.array(z.string()),
    is_deja_achete: z.boolean(),
    is_gros_volume: z.boolean(),
    is_hyper_bon_plan: z.boolean(),
    is_parapharmacie: z.boolean(),
    is_prepare_ici: z.boolean(),
    is_local: z.boolean(),
    is_bio: z.boolean(),
    is_nouveau: z.boolean(),
    is_alcool: z.boolean(),
    is_double_vignette: z.boolean(),
    is_compatible_recette: z.boolean(),
    is_variant: z.boolean(),
    is_pro: z.boolean(),
    variant_axes: z.array(z.string()),
    variant_axes_available: z.array(z.string()),
    boutique_partenaire: z.object({ code: z.string(), nom: z.string(), color: z.string() }).nullable(),
    unavailable_services: z.array(z.string()),
    product_list_item_first_in_flow: z.boolean(),
    has_produits_complementaires: z.boolean(),
    prix_avec_remise_sans_appel_fidelite: z.number().nullable(),
    origine: z.string().nullable(),
    garantie_legale: z.string().nullable(),
    photos: z.array(z.string()),
    video: z.null(),
    review_rate: z.number().nullable(),
    reviews_count: z.number().int(),
    category_path: z.array(categoryPathItemSchema),
  }))();
export type ProductCardAttributes = z.infer<typeof productCardAttributesSchema>;

export const productCardSchema = /* @__PURE__ */ (() =>
  z.object({
    type: z.literal('produit'),
    id: z.number().int(),
    attributes: productCardAttributesSchema,
  }))();
export type ProductCard = z.infer<typeof productCardSchema>;

export const nutritionFactsSchema = /* @__PURE__ */ (() =>
  z.object({
    energyKj: z.number().nullable(),
    energyKcal: z.number().nullable(),
    fat: z.number().nullable(),
    saturatedFat: z.number().nullable(),
    carbohydrates: z.number().nullable(),
    sugars: z.number().nullable(),
    fiber: z.number().nullable(),
    proteins: z.number().nullable(),
    salt: z.number().nullable(),
  }))();
export type NutritionFacts = z.infer<typeof nutritionFactsSchema>;

export const productInfoValueSchema = /* @__PURE__ */ (() =>
  z.object({
    label: z.string(),
    value: z.string(),
    links: z.array(z.object({ title: z.string(), url: z.string() })),
  }))();
export type ProductInfoValue = z.infer<typeof productInfoValueSchema>;

export const productInfoGroupSchema = /* @__PURE__ */ (() =>
  z.object({
    code: z.string(),
    label: z.string(),
    values: z.array(productInfoValueSchema),
  }))();
export type ProductInfoGroup = z.infer<typeof productInfoGroupSchema>;

const productCardList = /* @__PURE__ */ (() => z.object({ data: z.array(productCardSchema) }))();

export const productSheetAttributesSchema = /* @__PURE__ */ (() =>
  productCardAttributesSchema.extend({
    ingredients: z.string().nullable(),
    nutrition: nutritionFactsSchema.nullable(),
    additifs: z.array(z.string()),
    huile_de_palme: z.boolean(),
    infos_conso: z.array(productInfoGroupSchema),
    associations: z.object({
      complementaire: productCardList,
      similaire: productCardList,
      alternatifs: productCardList,
    }),
  }))();
export type ProductSheetAttributes = z.infer<typeof productSheetAttributesSchema>;

export const seoHeadSchema = /* @__PURE__ */ (() =>
  z.object({
    title: z.string(),
    description: z.string(),
    canonical: z.string(),
    robots: z.string(),
  }))();
export type SeoHead = z.infer<typeof seoHeadSchema>;

/** The store an answer was computed for (national mode: the national store). */
const answerStoreSchema = /* @__PURE__ */ (() =>
  z.object({ id: z.number().int(), isNational: z.boolean() }))();

export const productSheetResponseSchema = /* @__PURE__ */ (() =>
  z.object({
    data: z.object({
      type: z.literal('produit'),
      id: z.number().int(),
      attributes: productSheetAttributesSchema,
    }),
    meta: z.object({
      breadcrumb: z.array(categoryPathItemSchema),
      head: seoHeadSchema,
      magasin: answerStoreSchema,
    }),
  }))();
export type ProductSheetResponse = z.infer<typeof productSheetResponseSchema>;

/** Body of a product 404: the breadcrumb when the product is known, and whether national carries it. */
export const productNotFoundBodySchema = /* @__PURE__ */ (() =>
  z.object({
    status_code: z.literal(404),
    message: z.string(),
    code: z.enum([CATALOGUE_ERROR_CODES.productNotFound, CATALOGUE_ERROR_CODES.productNotInStore]),
    meta: z.object({ breadcrumb: z.array(categoryPathItemSchema), disponible_national: z.boolean() }),
  }))();
export type ProductNotFoundBody = z.infer<typeof productNotFoundBodySchema>;

export const filterValueSchema = /* @__PURE__ */ (() =>
  z.object({
    valeur: z.string(),
    libelle: z.string(),
    actif: z.boolean(),
    nb_total_produits: z.number().int(),
    picto: z.string().nullable(),
    /** The list path with this value toggled (one URL segment per filter value). */
    seo_url: z.string(),
  }))();
export type FilterValue = z.infer<typeof filterValueSchema>;

export const filterSchema = /* @__PURE__ */ (() =>
  z.object({
    code: z.enum(FILTER_CODES),
    libelle: z.string(),
    render_mode: z.enum(['checkbox', 'slider', 'nutriscore']),
    type: z.enum(['Slider', 'List']),
    values: z.array(filterValueSchema),
  }))();
export type Filter = z.infer<typeof filterSchema>;

export const activeFilterSchema = /* @__PURE__ */ (() =>
  z.object({
    code: z.enum(FILTER_CODES),
    libelle: z.string(),
    valeur: z.string(),
    valeur_libelle: z.string(),
    /** The list path without this value. */
    seo_url: z.string(),
  }))();
export type ActiveFilter = z.infer<typeof activeFilterSchema>;

const listSortSchema = /* @__PURE__ */ (() => z.enum(SORT_VALUES))();

export const sortOptionSchema = /* @__PURE__ */ (() =>
  z.object({
    libelle: z.string(),
    valeur: listSortSchema,
    actif: z.boolean(),
    defaut: z.boolean(),
  }))();
export type SortOption = z.infer<typeof sortOptionSchema>;

export const paginationSchema = /* @__PURE__ */ (() =>
  z.object({
    current_page: z.number().int(),
    total_pages: z.number().int(),
    nb_items: z.number().int(),
    nb_total_items: z.number().int(),
    per_page: z.number().int(),
  }))();
export type Pagination = z.infer<typeof paginationSchema>;

/**
 * A quick filter above the list (a pro's, at most `QUICK_FILTERS_MAX`): « Produits pro » and label
 * values, each a link that toggles it like a facet value.
 */
export const quickFilterSchema = /* @__PURE__ */ (() =>
  z.object({
    /** `produits-pro`, or a label filter's segment (`labels-promo`). */
    valeur: z.string(),
    libelle: z.string(),
    actif: z.boolean(),
    nb_total_produits: z.number().int(),
    /** The list path with this quick filter toggled. */
    seo_url: z.string(),
  }))();
export type QuickFilter = z.infer<typeof quickFilterSchema>;

/** The departments holding pro-only products, each with its « Produits pro » list (a pro's home). */
export const proDepartmentsResponseSchema = /* @__PURE__ */ (() =>
  z.object({
    data: z.array(
      z.object({ id: z.number().int(), libelle: z.string(), url: z.string(), nb_produits: z.number().int() }),
    ),
  }))();
export type ProDepartmentsResponse = z.infer<typeof proDepartmentsResponseSchema>;

export const pushZoneSchema = /* @__PURE__ */ (() =>
  z.object({
    code: z.string(),
    position: z.number().int(),
    titre: z.string(),
    html_content: z.string(),
    products: z.array(productCardSchema),
  }))();
export type PushZone = z.infer<typeof pushZoneSchema>;

export const searchHistoryEntrySchema = /* @__PURE__ */ (() =>
  z.object({ libelle: z.string(), url: z.string() }))();
export type SearchHistoryEntry = z.infer<typeof searchHistoryEntrySchema>;

export const categoryLinkSchema = /* @__PURE__ */ (() =>
  z.object({
    id: z.number().int(),
    libelle: z.string(),
    slug: z.string(),
    url: z.string(),
    visuel: z.string().nullable(),
  }))();
export type CategoryLink = z.infer<typeof categoryLinkSchema>;

export const productListResponseSchema = /* @__PURE__ */ (() =>
  z.object({
    data: z.object({
      type: z.enum(['recherche', 'rayon']),
      attributes: z.object({
        title: z.string(),
        description: z.string().nullable(),
        product_list: z.object({
          data: z.array(productCardSchema),
          meta: z.object({
            pagination: paginationSchema,
            facettes: z.array(filterSchema),
            facettes_actives: z.array(activeFilterSchema),
            /** A pro's quick filters (empty for everyone else). */
            filtres_rapides: z.array(quickFilterSchema),
            tri: z.object({
              defaut: listSortSchema,
              actif: listSortSchema,
              valeurs: z.array(sortOptionSchema),
            }),
          }),
        }),
        push_zones: z.array(pushZoneSchema),
        keywords: z.string().nullable(),
        categories: z.array(categoryLinkSchema),
        produits_deja_achetes: z.array(productCardSchema),
        layout_type: z.literal('Grid'),
        has_porteur_dlc: z.boolean(),
        boite_de_liens: z.array(z.object({ libelle: z.string(), url: z.string() })),
        image_ambiance: z.string().nullable(),
        alcool: z.boolean(),
        pim_category_code: z.string().nullable(),
      }),
    }),
    // `historique_recherche` is the last member: the visitor's history is spliced into the cached text.
    meta: z.object({
      redirection: z.string().nullable(),
      head: seoHeadSchema,
      breadcrumb: z.array(categoryPathItemSchema),
      historique_recherche: z.array(searchHistoryEntrySchema),
    }),
  }))();
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const mixResponseSchema = /* @__PURE__ */ (() =>
  z.object({
    data: z.object({
      type: z.literal('panachage'),
      id: z.number().int(),
      attributes: z.object({
        libelle: z.string(),
        type_avantage: z.string(),
        texte_avantage: z.string(),
        lot: z.number().nullable(),
        nb_pdt_lot: z.number().nullable(),
        date_debut: z.string(),
        date_fin: z.string(),
        actif: z.boolean(),
        produits: z.array(productCardSchema),
      }),
    }),
    meta: z.object({ magasin: answerStoreSchema }),
  }))();
export type MixResponse = z.infer<typeof mixResponseSchema>;

export const reviewItemSchema = /* @__PURE__ */ (() =>
  z.object({
    id: z.number().int(),
    auteur: z.string(),
    note: z.number(),
    titre: z.string(),
    commentaire: z.string(),
    date: z.string(),
  }))();
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const reviewStatisticsSchema = /* @__PURE__ */ (() =>
  z.object({
    average: z.number().nullable(),
    count: z.number().int(),
    distribution: z.object({
      '1': z.number().int(),
      '2': z.number().int(),
      '3': z.number().int(),
      '4': z.number().int(),
      '5': z.number().int(),
    }),
  }))();
export type ReviewStatistics = z.infer<typeof reviewStatisticsSchema>;

export const reviewsResponseSchema = /* @__PURE__ */ (() =>
  z.object({
    data: z.object({
      type: z.literal('reviews'),
      id: z.number().int(),
      attributes: z.object({ reviews: z.array(reviewItemSchema) }),
    }),
    meta: z.object({
      statistics: reviewStatisticsSchema,
      pagination: paginationSchema,
      tri: z.enum(REVIEW_SORTS),
    }),
  }))();
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;

/**
 * The header autosuggest: stores (by city or name), categories (by name), at most 3 products of the
 * store, word suggestions and the visitor's matching searches.
 */
export const suggestionsResponseSchema = /* @__PURE__ */ (() =>
  z.object({
    data: z.object({
      magasins: z.array(
        z.object({
          id: z.number().int(),
          libelle: z.string(),
          ville: z.string(),
          cp: z.string(),
          url: z.string(),
        }),
      ),
      rayons: z.array(
        z.object({
          id: z.number().int(),
          libelle: z.string(),
          parent: z.string().nullable(),
          url: z.string(),
        }),
      ),
      produits: z.array(productCardSchema),
      suggestions: z.array(z.object({ libelle: z.string(), url: z.string() })),
      historique: z.array(searchHistoryEntrySchema),
    }),
    meta: z.object({ query: z.string(), magasin: answerStoreSchema }),
  }))();
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;

/** Consumer information of a product (what the pack says), whatever the store. */
export const productInfosSchema = /* @__PURE__ */ (() =>
  z.object({
    type: z.literal('product-infos'),
    id: z.number().int(),
    attributes: z.object({
      ean: z.string(),
      designation: z.string(),
      marque: z.string(),
      photos: z.array(z.string()),
      url: z.string(),
      groupes: z.array(productInfoGroupSchema),
    }),
  }))();
export type ProductInfos = z.infer<typeof productInfosSchema>;

export const productInfosResponseSchema = /* @__PURE__ */ (() => z.object({ data: productInfosSchema }))();
export type ProductInfosResponse = z.infer<typeof productInfosResponseSchema>;

export const productInfosSearchResponseSchema = /* @__PURE__ */ (() =>
  z.object({
    data: z.array(productInfosSchema),
    meta: z.object({ query: z.string(), total: z.number().int() }),
  }))();
export type ProductInfosSearchResponse = z.infer<typeof productInfosSearchResponseSchema>;
