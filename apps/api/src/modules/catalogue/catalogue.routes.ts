import {
  categoryListQuery,
  eanQuery,
  productInfoParams,
  productInfoSearchQuery,
  reviewParams,
  reviewsQuery,
  searchQuery,
  shopCategoryParams,
  shopMixParams,
  shopParams,
  shopProductParams,
  suggestionsQuery,
} from '@cabas/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../platform/auth/guards.ts';
import { searchIndexFor } from '../../platform/search/search-index.ts';
import { catalogueContext } from './catalogue-context.ts';
import { withSearchHistory } from './presenters/search-history.ts';
import { productInfos, searchProductInfos } from './product-infos/product-infos.service.ts';
import { ProductNotFoundError } from './products/product-errors.ts';
import { productReviews } from './reviews/reviews.service.ts';
import { rememberSearch } from './search/search-history.service.ts';
import { suggestions } from './search/suggestions.service.ts';
import { sendJson } from './shared/json-cache.ts';

const tags = ['catalogue'];
/**
 * Catalogue reads are public, cacheable and asked for every page the storefront renders (from its
 * own address): like product images, they are left out of the per-address limit of
 * platform/rate-limit.ts, which guards logins and forms. Scraping is for the edge (CDN, WAF) to stop.
 */
const config = { rateLimit: false } as const;
/** Sets `request.client` for a logged-in shopper (pro customers see pro-only products). */
const preValidation = authenticate;

/** A product 404 carries the breadcrumb and the national flag (doc 2 §2.5) in its body. */
async function withProductNotFound<T>(reply: FastifyReply, load: () => Promise<T>) {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ProductNotFoundError) return reply.status(404).send(error.body());
    throw error;
  }
}

/** The catalogue calls of doc 2 §7. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, dialect } = app.deps.database;
  const index = searchIndexFor(dialect);
  const { lookups, listing, products } = app.services;
  const { lists, sheets } = app.services.catalogueAnswers;

  app.get(
    '/magasins/:shop/recherche',
    {
      config,
      preValidation,
      schema: {
        tags,
        summary: 'Recherche de produits avec facettes, tri et pagination (filters[code][n]=valeur)',
        params: shopParams,
        querystring: searchQuery,
      },
    },
    async (request, reply) => {
      const ctx = catalogueContext(request);
      const { shop } = request.params;
      const key = JSON.stringify([shop, ctx.isPro, request.query]);
      const json = await lists.get(`s${key}`, () => listing.search(ctx, shop, request.query));
      const history = await rememberSearch(db, ctx.visitorUuid, request.query.query, ctx.now);
      return sendJson(reply, withSearchHistory(json, history));
    },
  );

  app.get(
    '/magasins/:shop/navigation-content/:category',
    {
      config,
      preValidation,
      schema: {
        tags,
        summary: 'Produits d’un rayon (C-{id}) avec facettes, tri et pagination',
        params: shopCategoryParams,
        querystring: categoryListQuery,
      },
    },
    async (request, reply) => {
      const ctx = catalogueContext(request);
      const { shop, category } = request.params;
      const key = JSON.stringify([shop, ctx.isPro, category, request.query]);
      return sendJson(
        reply,
        await lists.get(`c${key}`, () => listing.category(ctx, shop, category, request.query)),
      );
    },
  );

  app.get(
    '/magasins/:shop/produits/:id',
    {
      config,
      preValidation,
      schema: { tags, summary: 'Fiche produit au prix du magasin', params: shopProductParams },
    },
    async (request, reply) =>
      withProductNotFound(reply, async () => {
        const ctx = catalogueContext(request);
        const { shop, id } = request.params;
        return sendJson(
          reply,
          await sheets.get(`${shop}:${id}:${ctx.isPro}`, () => products.sheet(ctx, shop, id)),
        );
      }),
  );

  app.get(
    '/magasins/:shop/recherche-ean',
    {
      config,
      preValidation,
      schema: { tags, summary: 'Fiche produit par code EAN', params: shopParams, querystring: eanQuery },
    },
    async (request, reply) =>
      withProductNotFound(reply, () =>
        products.sheetByEan(catalogueContext(request), request.params.shop, request.query.ean),
      ),
  );

  app.get(
    '/magasins/:shop/panachages/:id',
    {
      config,
      preValidation,
      schema: { tags, summary: 'Produits d’une offre panachée', params: shopMixParams },
    },
    async (request) => products.mix(catalogueContext(request), request.params.shop, request.params.id),
  );

  app.get(
    '/magasins/:shopId/produits/:productId/reviews',
    {
      config,
      preValidation,
      schema: {
        tags,
        summary: 'Avis sur un produit, avec leurs statistiques',
        params: reviewParams,
        querystring: reviewsQuery,
      },
    },
    async (request, reply) =>
      withProductNotFound(reply, () =>
        productReviews(db, lookups, catalogueContext(request), request.params, request.query),
      ),
  );

  app.get(
    '/magasins/:shop/suggestions',
    {
      config,
      preValidation,
      schema: {
        tags,
        summary: 'Suggestions de saisie : magasins, rayons, 3 produits, mots et historique',
        params: shopParams,
        querystring: suggestionsQuery,
      },
    },
    async (request) =>
      suggestions(db, index, lookups, catalogueContext(request), request.params.shop, request.query.query),
  );

  app.get(
    '/product-infos/recherche',
    {
      config,
      preValidation,
      schema: {
        tags,
        summary: 'Informations consommateur par EAN ou par mots',
        querystring: productInfoSearchQuery,
      },
    },
    async (request) => searchProductInfos(db, index, lookups, catalogueContext(request), request.query.query),
  );

  app.get(
    '/product-infos/:id',
    {
      config,
      preValidation,
      schema: { tags, summary: 'Informations consommateur d’un produit', params: productInfoParams },
    },
    async (request) => productInfos(db, lookups, catalogueContext(request), request.params.id),
  );
};
