/**
 * `/mon-compte/ma-fidelite/mouvements/:id`: a card's history with its filters (a GET form, no
 * JavaScript needed) and the euros about to expire (decision 127). A refused filter is left out and
 * its French message shown beside it.
 */
import { type LoyaltyLedgerFilters, loyaltyLedgerQuery, loyaltyMessages } from '@cabas/contracts';
import { data, type RouterContextProvider } from 'react-router';
import { authedApi } from '../../lib/authed-api.server.ts';
import { toRouteError } from '../../lib/errors.server.ts';
import type { ShopLedger } from './ledger.ts';
import { ledgerCalls } from './ledger-api.server.ts';

export const FILTER_KEYS = ['du', 'au', 'sens', 'cause', 'compte'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export interface LedgerPageData {
  ledger: ShopLedger;
  /** The filters as typed, to fill the form again. */
  values: Partial<Record<FilterKey, string>>;
  errors: Partial<Record<FilterKey, string>>;
  previousHref: string | null;
  nextHref: string | null;
  pages: number;
}

/** The URL's filters that the contracts' schema accepts; each refused one is left out with its message. */
export function parseLedgerFilters(url: URL) {
  const input: Record<string, string> = {};
  for (const key of [...FILTER_KEYS, 'page'] as const) {
    const value = url.searchParams.get(key)?.trim();
    if (value) input[key] = value;
  }
  const values: LedgerPageData['values'] = {};
  for (const key of FILTER_KEYS) if (input[key]) values[key] = input[key];
  const errors: LedgerPageData['errors'] = {};
  for (let attempt = 0; attempt <= FILTER_KEYS.length + 1; attempt++) {
    const parsed = loyaltyLedgerQuery.safeParse(input);
    if (parsed.success) return { query: parsed.data, values, errors };
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '') as FilterKey;
      errors[key] ??= issue.message;
      delete input[key];
    }
  }
  return { query: loyaltyLedgerQuery.parse({}) as LoyaltyLedgerFilters, values, errors };
}

const pageHref = (url: URL, page: number) => {
  const search = new URLSearchParams(url.search);
  search.set('page', String(page));
  return `${url.pathname}?${search}`;
};

export async function ledgerLoader(
  request: Request,
  context: Readonly<RouterContextProvider>,
  rawId: string | undefined,
): Promise<LedgerPageData> {
  const id = Number(rawId);
  if (!Number.isSafeInteger(id) || id <= 0)
    throw data({ message: loyaltyMessages.cardUnknown }, { status: 404 });
  const url = new URL(request.url);
  const { query, values, errors } = parseLedgerFilters(url);
  const api = await authedApi(request, context);
  let ledger: ShopLedger;
  try {
    ledger = await ledgerCalls.movements(api, { params: { id }, query });
  } catch (error) {
    throw toRouteError(error);
  }
  const pages = Math.max(1, Math.ceil(ledger.total / ledger.perPage));
  return {
    ledger,
    values,
    errors,
    pages,
    previousHref: ledger.page > 1 ? pageHref(url, Math.min(ledger.page - 1, pages)) : null,
    nextHref: ledger.page < pages ? pageHref(url, ledger.page + 1) : null,
  };
}
