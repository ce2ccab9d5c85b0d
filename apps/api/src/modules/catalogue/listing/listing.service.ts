import {
  API_ERROR_CODES,
  type CategoryListQueryInput,
  catalogueMessages,
  DEFAULT_LIST_SORT,
  emptyListFilters,
  type ListFilters,
  type ProDepartmentsResponse,
  type ProductListResponse,
  type SearchQueryInput,
} from '@cabas/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { Cache, type CacheSize } from '../../../platform/cache.ts';
import { CACHE_SIZES } from '../../../platform/cache-sizes.ts';
import { DomainError } from '../../../platform/domain-error.ts';
import type { SearchIndex } from '../../../platform/search/search-index.ts';
import type { CatalogueContext } from '../catalogue-context.ts';
import { facetContext, presentProductList } from '../presenters/product-list.ts';
import { presentPushZones, zoneProductIds } from '../presenters/push-zones.ts';
import { categoryDescription, categoryHead, searchHead } from '../presenters/seo.ts';
import { cardsInOrder, loadCardInputs } from '../products/card-loader.ts';
import type { CatalogueLookups } from '../shared/catalogue-lookups.ts';
import type { CategoryNode } from '../shared/category-index.ts';
import { requireStore } from '../shared/store-scope.ts';
import { buildFacets } from './facets.ts';
import type { ListEngine } from './list-engine-state.ts';
import type { ListPlan, ListRow } from './list-plan.ts';
import {
  checkCategoryFilter,
  type ListRequest,
  pageOutOfRange,
  planFilters,
  textMatch,
} from './list-request.ts';
import { type ListLocation, listPath } from './list-urls.ts';
import { queryProductList } from './listing.repository.ts';
import { findPushZones, type PushZoneRow } from './push-zones.repository.ts';
import { buildQuickFilters } from './quick-filters.ts';

export interface ListingDeps {
  db: Kysely<DB>;
  index: SearchIndex;
  lookups: CatalogueLookups;
  /**
   * How long a computed list (facet counts, total, the ids of a page) is reused for the same
   * question (a time to live of 0 turns it off). The cards' prices, stock and advantages are read again each time.
   */
  resultCache: CacheSize;
  /** Lists computed in memory (decision 082); without it, or while it loads, the SQL statement. */
  engine?: ListEngine;
}

interface ListResult {
  total: number;
  pageIds: number[];
  rows: ListRow[];
}

const SEARCH_SHORTCUTS = 5;

/** The pro-only filter has no effect for a non-pro user (the hidden non-pro filter wins). */
const visibleFilters = (ctx: CatalogueContext, filters: ListFilters): ListFilters =>
  ctx.isPro || !filters.proOnly ? filters : { ...filters, proOnly: false };

/** Product lists: search (`recherche`) and category lists (`navigation-content`). */
export class ListingService {
  readonly #results: Cache<ListResult>;
  readonly #zones = new Cache<PushZoneRow[]>(CACHE_SIZES.pushZones);

  constructor(private readonly deps: ListingDeps) {
    this.#results = new Cache(deps.resultCache);
  }

  /** `GET /magasins/{shop}/recherche`, without the visitor's history (the route adds it). */
  async search(
    ctx: CatalogueContext,
    storeId: number,
    input: SearchQueryInput,
  ): Promise<ProductListResponse> {
    const { lookups } = this.deps;
    const store = requireStore(await lookups.stores(), storeId);
    const categories = await lookups.categories();
    checkCategoryFilter(input.filters, categories);
    const sort = input['sort-by'] ?? DEFAULT_LIST_SORT;
    const location: ListLocation = { basePath: '/recherche', keywords: input.query, sort };
    const match = textMatch(input.query);
    const filters = visibleFilters(ctx, input.filters);
    const request: ListRequest = {
      ...{ store, ctx, categories, scope: null, match, filters, sort, location },
      page: input.page,
      pageSize: input['page-size'],
    };
    const list = await this.#list(request, null);
    // An EAN that names one product leads to its sheet.
    const exact =
      match.kind === 'ean' && list.total === 1
        ? list.cards.find((c) => c.attributes.ean === match.prefix)
        : undefined;
    const shortcuts = (list.facettes.find((f) => f.code === 'rayon')?.values ?? [])
      .slice()
      .sort((a, b) => b.nb_total_produits - a.nb_total_produits)
      .slice(0, SEARCH_SHORTCUTS)
      .map((v) => categories.get(Number(v.valeur)))
      .filter((n): n is CategoryNode => n !== undefined)
      .map((n) => categories.link(n));
    const canonical = listPath({ ...location, sort: DEFAULT_LIST_SORT }, emptyListFilters());
    return presentProductList(request, list, {
      type: 'recherche',
      title: `Résultats pour « ${input.query} »`,
      description: null,
      keywords: input.query,
      categories: shortcuts,
      boiteDeLiens: [],
      imageAmbiance: null,
      alcool: list.cards.some((c) => c.attributes.is_alcool),
      pimCategoryCode: null,
      redirection: exact ? exact.attributes.url : null,
      head: searchHead(
        input.query,
        list.total,
        canonical,
        input.page === 1 &&
          sort === DEFAULT_LIST_SORT &&
          listPath(location, filters) === listPath(location, emptyListFilters()),
      ),
      breadcrumb: [],
    });
  }

  /** `GET /magasins/{shop}/navigation-content/C-{category}` */
  async category(
    ctx: CatalogueContext,
    storeId: number,
    categoryId: number,
    input: CategoryListQueryInput,
  ): Promise<ProductListResponse> {
    const { lookups } = this.deps;
    const store = requireStore(await lookups.stores(), storeId);
    const categories = await lookups.categories();
    const node = categories.get(categoryId);
    if (!node) throw new DomainError(API_ERROR_CODES.categoryNotFound, catalogueMessages.categoryNotFound);
    checkCategoryFilter(input.filters, categories);
    const sort = input['sort-by'] ?? DEFAULT_LIST_SORT;
    const keywords = input.query ? input.query : null;
    const location: ListLocation = { basePath: node.url, keywords, sort };
    const filters = visibleFilters(ctx, input.filters);
    const request: ListRequest = {
      ...{ store, ctx, categories, scope: node, filters, sort, location },
      match: keywords ? textMatch(keywords) : { kind: 'all' },
      page: input.page,
      pageSize: input['page-size'],
    };
    const department = node.path[0] ?? node;
    const list = await this.#list(request, department.id);
    const filtered = listPath(location, filters) !== listPath(location, emptyListFilters());
    // An empty descent page sends the shopper to the parent category.
    const parent = node.path.at(-2);
    const empty = list.total === 0 && !filtered && !keywords;
    const siblings = (parent ? parent.children : categories.departments).filter((n) => n.id !== node.id);
    return presentProductList(request, list, {
      type: 'rayon',
      title: node.libelle,
      description: categoryDescription(node.libelle),
      keywords,
      categories: node.children.map((c) => categories.link(c)),
      boiteDeLiens: siblings.map((n) => ({ libelle: n.libelle, url: n.url })),
      imageAmbiance: department.visuel,
      alcool: categories.isAlcohol(node.id),
      pimCategoryCode: String(node.id),
      redirection: empty ? (parent?.url ?? '/rayons') : null,
      head: categoryHead(node.libelle, node.url, !filtered && !keywords && input.page === 1),
      breadcrumb: categories.crumbs(node.id),
    });
  }

  /**
   * `GET /magasins/{shop}/produits-pro/rayons`: for a pro, the departments holding pro-only products
   * in the store, in menu order, each with its `produits-pro` list; nothing for anyone else.
   */
  async proDepartments(ctx: CatalogueContext, storeId: number): Promise<ProDepartmentsResponse> {
    const { lookups } = this.deps;
    const store = requireStore(await lookups.stores(), storeId);
    if (!ctx.isPro) return { data: [] };
    const categories = await lookups.categories();
    const result = await this.#result({
      storeId: store.id,
      hideProOnly: false,
      proOnly: true,
      scopeLeafIds: null,
      match: { kind: 'all' },
      filters: planFilters(emptyListFilters(), categories),
      sort: DEFAULT_LIST_SORT,
      limit: 1,
      offset: 0,
    });
    const counts = new Map<number, number>();
    for (const row of result.rows.filter((r) => r.facet === 'rayon')) {
      const department = categories.childUnder(null, row.n2 ?? 0);
      if (department) counts.set(department.id, (counts.get(department.id) ?? 0) + (row.n ?? 0));
    }
    return {
      data: categories.departments
        .filter((d) => (counts.get(d.id) ?? 0) > 0)
        .map((d) => ({
          id: d.id,
          libelle: d.libelle,
          url: listPath(
            { basePath: d.url, keywords: null, sort: DEFAULT_LIST_SORT },
            { ...emptyListFilters(), proOnly: true },
          ),
          nb_produits: counts.get(d.id) ?? 0,
        })),
    };
  }

  /** Facets, total and page ids (cached), then the cards and push zones with the store's data. */
  async #list(request: ListRequest, zoneCategoryId: number | null) {
    const { db } = this.deps;
    const hideProOnly = !request.ctx.isPro || request.filters.hideProOnly;
    const result = await this.#result({
      storeId: request.store.id,
      hideProOnly,
      proOnly: !hideProOnly && request.filters.proOnly,
      scopeLeafIds: request.scope ? request.scope.leafIds : null,
      match: request.match,
      filters: planFilters(request.filters, request.categories),
      sort: request.sort,
      limit: request.pageSize,
      offset: (request.page - 1) * request.pageSize,
    });
    if (request.page > 1 && request.page > Math.ceil(result.total / request.pageSize)) throw pageOutOfRange();
    const zoneRows =
      request.page === 1
        ? await this.#zones.getOrLoad(String(zoneCategoryId), () => findPushZones(db, zoneCategoryId))
        : [];
    const ids = [...result.pageIds, ...zoneRows.flatMap(zoneProductIds)];
    const inputs = await loadCardInputs(db, request.store.id, ids, request.ctx.now);
    const facettes = buildFacets(result.rows, facetContext(request), result.total);
    return {
      total: result.total,
      cards: cardsInOrder(result.pageIds, inputs, request.categories),
      zones: presentPushZones(zoneRows, inputs, request.categories, hideProOnly),
      facettes,
      quickFilters: request.ctx.isPro ? buildQuickFilters(result.rows, facettes, facetContext(request)) : [],
    };
  }

  #result(plan: ListPlan): Promise<ListResult> {
    return this.#results.getOrLoad(JSON.stringify(plan), async () => {
      const rows =
        (await this.deps.engine?.list(plan)) ?? (await queryProductList(this.deps.db, this.deps.index, plan));
      const pageIds = rows
        .filter((r) => r.facet === 'page')
        .sort((a, b) => (a.n ?? 0) - (b.n ?? 0))
        .map((r) => r.n2 ?? 0);
      return {
        total: rows.find((r) => r.facet === 'total')?.n ?? 0,
        pageIds,
        rows: rows.filter((r) => r.facet !== 'page'),
      };
    });
  }
}
