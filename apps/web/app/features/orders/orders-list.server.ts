import { type OrderListQuery, orderListQuery } from '@cabas/contracts';
import type { RouterContextProvider } from 'react-router';
import { authedApi } from '../../lib/authed-api.server.ts';
import { toRouteError } from '../../lib/errors.server.ts';
import { type OrderSummaryView, summaryView } from './order-view.ts';
import { orderCalls, type ShopOrderList } from './orders-api.server.ts';
import {
  FILTER_FIELDS,
  type FilterField,
  type OrdersListView,
  ordersHref,
  pageHref,
} from './orders-links.ts';

export interface OrdersListData {
  view: OrdersListView;
  orders: OrderSummaryView[];
  total: number;
  page: number;
  pages: { number: number; href: string; current: boolean }[];
  previousHref: string | null;
  nextHref: string | null;
  hasArchive: boolean;
  years: number[];
  /** The stores the shopper ordered from (the store filter). */
  stores: { id: number; name: string }[];
  /** The filters as typed, to fill the form again. */
  values: Partial<Record<FilterField | 'tri' | 'periode' | 'annee', string>>;
  /** The first French message of each refused filter (the refused filter is left out). */
  errors: Partial<Record<string, string>>;
  /** Whether a filter or preset narrows the list (the empty state says so). */
  filtered: boolean;
  /** The address of this view without any filter. */
  resetHref: string;
  /** The current query string (without page), to keep filters when changing preset or sort. */
  search: string;
}

const QUERY_KEYS = [...FILTER_FIELDS, 'tri', 'periode', 'annee', 'page'] as const;

/** The URL's filters that the contracts' schema accepts; each refused one is left out with its message. */
export function parseFilters(url: URL): {
  query: OrderListQuery;
  values: OrdersListData['values'];
  errors: Record<string, string>;
} {
  const raw: Record<string, string> = {};
  for (const key of QUERY_KEYS) {
    const value = url.searchParams.get(key)?.trim();
    if (value) raw[key] = value;
  }
  const errors: Record<string, string> = {};
  let input = { ...raw };
  for (let attempt = 0; attempt < QUERY_KEYS.length; attempt++) {
    const parsed = orderListQuery.safeParse(input);
    if (parsed.success) {
      const { page: _page, ...values } = raw;
      return { query: parsed.data, values, errors };
    }
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      errors[key] ??= issue.message;
      delete input[key];
    }
    input = { ...input };
  }
  return { query: orderListQuery.parse({}), values: {}, errors };
}

/** The query sent to the API: the tab of the view, then the accepted filters. */
function apiQuery(query: OrderListQuery, view: OrdersListView) {
  const { archive: _a, statut: _s, garantie, ...rest } = query;
  return {
    ...rest,
    archive: view === 'toutes' ? undefined : view === 'archive' ? ('1' as const) : ('0' as const),
    garantie: garantie === undefined ? undefined : garantie ? ('1' as const) : ('0' as const),
  };
}

/**
 * `/mon-compte/mes-commandes` (current orders, `?archive=1` the archived ones) and
 * `/mon-compte/toutes-mes-commandes`: the orders of the shopper with the filters of the query.
 */
export async function ordersListLoader(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  all: boolean,
): Promise<OrdersListData> {
  const url = new URL(args.request.url);
  const view: OrdersListView = all
    ? 'toutes'
    : url.searchParams.get('archive') === '1'
      ? 'archive'
      : 'en-cours';
  const { query, values, errors } = parseFilters(url);
  const api = await authedApi(args.request, args.context);
  let answer: ShopOrderList;
  try {
    answer = await orderCalls.list(api, { query: apiQuery(query, view) });
  } catch (error) {
    throw toRouteError(error);
  }
  const { meta } = answer;
  const pageCount = meta.nb_pages;
  const href = (page: number) => pageHref(url, page);
  const search = new URLSearchParams(url.search);
  search.delete('page');
  return {
    view,
    orders: answer.data.map(summaryView),
    total: meta.total,
    page: meta.page,
    pages: Array.from({ length: pageCount }, (_, i) => ({
      number: i + 1,
      href: href(i + 1),
      current: i + 1 === meta.page,
    })),
    previousHref: meta.page > 1 ? href(meta.page - 1) : null,
    nextHref: meta.page < pageCount ? href(meta.page + 1) : null,
    hasArchive: meta.has_archive,
    years: meta.sections.valeurs,
    stores: meta.magasins,
    values,
    errors,
    filtered: Object.keys(values).some((k) => k !== 'tri' && k !== 'archive'),
    resetHref: ordersHref(view),
    search: search.toString(),
  };
}
