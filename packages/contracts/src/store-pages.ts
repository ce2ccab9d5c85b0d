import { z } from 'zod';
import { idParam } from './common.ts';

/** Fuels sold at a store's station, in the order the price board shows them. */
export const FUEL_CODES = ['GAZOLE', 'SP95', 'SP95_E10', 'SP98', 'E85', 'GPLC'] as const;
export type FuelCode = (typeof FUEL_CODES)[number];

export const STORE_BLOG = {
  /** Articles per page of a store's blog. */
  perPage: 10,
  maxPerPage: 20,
  /** Latest articles shown on the store page. */
  latestOnStorePage: 3,
} as const;

export const blogArticleParams = z.object({
  id: idParam('du magasin'),
  articleId: idParam('de l’article'),
});

export const blogListQuery = z.object({
  page: z.coerce
    .number({ error: 'Le numéro de page doit être un nombre.' })
    .int({ error: 'Le numéro de page doit être un nombre entier.' })
    .min(1, { error: 'Le numéro de page doit être positif.' })
    .max(1000, { error: 'Le numéro de page est trop grand.' })
    .default(1),
  par_page: z.coerce
    .number({ error: 'Le nombre d’articles doit être un nombre.' })
    .int({ error: 'Le nombre d’articles doit être un nombre entier.' })
    .min(1, { error: 'Le nombre d’articles doit être positif.' })
    .max(STORE_BLOG.maxPerPage, {
      error: `Le nombre d’articles ne peut pas dépasser ${STORE_BLOG.maxPerPage}.`,
    })
    .default(STORE_BLOG.perPage),
});
export type BlogListQuery = z.output<typeof blogListQuery>;

/** One fuel's price per litre, in thousandths of a euro (1789 = 1,789 €/L), as the pump shows it. */
export const fuelPriceSchema = /* @__PURE__ */ (() =>
  z.object({
    code: z.enum(FUEL_CODES),
    libelle: z.string(),
    prix_litre_millimes: z.number().int().nullable(),
    /** False during a shortage: the price is then null. */
    disponible: z.boolean(),
    /** ISO UTC instant of the price's last change. */
    date_maj: z.string(),
  }))();
export type FuelPrice = z.infer<typeof fuelPriceSchema>;

export const fuelPricesResponseSchema = /* @__PURE__ */ (() =>
  z.object({
    data: z.array(fuelPriceSchema),
    /** The latest update of the board; null for a store without a station. */
    meta: z.object({ date_maj: z.string().nullable() }),
  }))();
export type FuelPricesResponse = z.infer<typeof fuelPricesResponseSchema>;

export const blogArticleSummarySchema = /* @__PURE__ */ (() =>
  z.object({
    articleId: z.number().int(),
    slug: z.string(),
    titre: z.string(),
    resume: z.string(),
    auteur: z.string(),
    /** ISO UTC instant. */
    date_publication: z.string(),
  }))();
export type BlogArticleSummary = z.infer<typeof blogArticleSummarySchema>;

export const blogListResponseSchema = /* @__PURE__ */ (() =>
  z.object({
    data: z.array(blogArticleSummarySchema),
    meta: z.object({ total: z.number().int(), page: z.number().int(), par_page: z.number().int() }),
  }))();
export type BlogListResponse = z.infer<typeof blogListResponseSchema>;

export const blogArticleResponseSchema = /* @__PURE__ */ (() =>
  z.object({
    data: blogArticleSummarySchema.extend({
      /** The Markdown body rendered to HTML by the API, raw HTML in the source refused. */
      contenu_html: z.string(),
    }),
  }))();
export type BlogArticleResponse = z.infer<typeof blogArticleResponseSchema>;
export type BlogArticle = BlogArticleResponse['data'];

/** A store's push zone: an editorial block of the store page (our own HTML, never user input). */
export const storePushZoneSchema = /* @__PURE__ */ (() =>
  z.object({
    code: z.string(),
    position: z.number().int(),
    titre: z.string(),
    html_content: z.string(),
  }))();
export type StorePushZone = z.infer<typeof storePushZoneSchema>;

export const storePushZonesResponseSchema = /* @__PURE__ */ (() =>
  z.object({ data: z.array(storePushZoneSchema) }))();
export type StorePushZonesResponse = z.infer<typeof storePushZonesResponseSchema>;
export const storePagesMessages = { blogArticleNotFound: "Cet article n'existe pas." } as const;

/** The store pages a sitemap lists: stores with their own page here (neither national nor external) and their articles. */
export const storeSitemapResponseSchema = /* @__PURE__ */ (() =>
  z.object({
    data: z.array(
      z.object({
        id: z.number().int(),
        aliasWeb: z.string(),
        articles: z.array(z.object({ articleId: z.number().int(), slug: z.string() })),
      }),
    ),
  }))();
export type StoreSitemapResponse = z.infer<typeof storeSitemapResponseSchema>;
