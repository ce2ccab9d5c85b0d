import { endpoints } from '@cabas/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { authenticate } from '../../platform/auth/guards.ts';
import { endpointRoutes } from '../../platform/http/endpoint-routes.ts';
import { searchIndexFor } from '../../platform/search/search-index.ts';
import { catalogueContext } from './catalogue-context.ts';
import { withSearchHistory } from './presenters/search-history.ts';
import { productInfos, searchProductInfos } from './product-infos/product-infos.service.ts';
import { ProductNotFoundError } from './products/product-errors.ts';
import { productReviews } from './reviews/reviews.service.ts';
import { rememberSearch } from './search/search-history.service.ts';
import { suggestions } from './search/suggestions.service.ts';
import { sendJson } from './shared/json-cache.ts';

const { catalogue } = endpoints;
/**
 * Catalogue reads are public, cacheable and asked for every page the storefront renders (from its
 * own address): like product images, they are left out of the per-address limit of
 * platform/rate-limit.ts, which guards logins and forms. Scraping is for the edge (CDN, WAF) to stop.
 */
const config = { rateLimit: false } as const;

/** A product 404 carries the breadcrumb and whether the national store sells it in its body. */
async function withProductNotFound<T>(reply: FastifyReply, load: () => Promise<T>) {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ProductNotFoundError) return reply.status(404).send(error.body());
    throw error;
  }
}

/**
 * The catalogue calls. `authenticate` sets `request.client` for a logged-in shopper (pro customers
 * see pro-only products). Lists and sheets are cached as JSON text and sent as text: their answer
 * goes through its response schema once, when the text is built, not on each request.
 */
export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  const { db, dialect } = app.deps.database;
  const index = searchIndexFor(dialect);
  const { lookups, listing, products } = app.services;
  const { lists, sheets } = app.services.catalogueAnswers;
  const route = endpointRoutes(app, { preValidation: authenticate, config });

  route(catalogue.search, async (request, reply) => {
    const ctx = catalogueContext(request);
    const { shop } = request.params;
    const key = JSON.stringify([shop, ctx.isPro, request.query]);
    const json = await lists.get(`s${key}`, async () =>
      catalogue.search.response.parse(await listing.search(ctx, shop, request.query)),
    );
    const history = await rememberSearch(db, ctx.visitorUuid, request.query.query, ctx.now);
    return sendJson(reply, withSearchHistory(json, history));
  });

  route(catalogue.categoryList, async (request, reply) => {
    const ctx = catalogueContext(request);
    const { shop, category } = request.params;
    const key = JSON.stringify([shop, ctx.isPro, category, request.query]);
    const json = await lists.get(`c${key}`, async () =>
      catalogue.categoryList.response.parse(await listing.category(ctx, shop, category, request.query)),
    );
    return sendJson(reply, json);
  });

  route(catalogue.proDepartments, async (request) =>
    listing.proDepartments(catalogueContext(request), request.params.shop),
  );

  route(catalogue.product, async (request, reply) =>
    withProductNotFound(reply, async () => {
      const ctx = catalogueContext(request);
      const { shop, id } = request.params;
      const json = await sheets.get(`${shop}:${id}:${ctx.isPro}`, async () =>
        catalogue.product.response.parse(await products.sheet(ctx, shop, id)),
      );
      return sendJson(reply, json);
    }),
  );

  route(catalogue.productByEan, async (request, reply) =>
    withProductNotFound(reply, () =>
      products.sheetByEan(catalogueContext(request), request.params.shop, request.query.ean),
    ),
  );

  route(catalogue.mix, async (request) =>
    products.mix(catalogueContext(request), request.params.shop, request.params.id),
  );

  route(catalogue.reviews, async (request, reply) =>
    withProductNotFound(reply, () =>
      productReviews(db, lookups, catalogueContext(request), request.params, request.query),
    ),
  );

  route(catalogue.suggestions, async (request) =>
    suggestions(db, index, lookups, catalogueContext(request), request.params.shop, request.query.query),
  );

  route(catalogue.productInfosSearch, async (request) =>
    searchProductInfos(db, index, lookups, catalogueContext(request), request.query.query),
  );

  route(catalogue.productInfos, async (request) =>
    productInfos(db, lookups, catalogueContext(request), request.params.id),
  );
};
