import {
  API_ERROR_CODES,
  endpoints,
  messages,
  orderDocumentMessages,
  TICKETS_PAGE_SIZE,
  type TicketPreference,
  ticketPreferenceBody,
} from '@cabas/contracts';
import { frenchDay } from '@cabas/domain';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { type AuthedApi, authedApi } from '../../lib/authed-api.server.ts';
import { parseForm } from '../../lib/form.server.ts';
import { formatPrice } from '../../lib/format.ts';
import { isSameOriginRequest } from '../../lib/origin.ts';
import type { FormResult } from '../../ui/use-checked-form.ts';
import { IN_STORE_PATH, receiptPdfHref } from '../orders/index.ts';
import { frenchStamp, pageHref, readQuery, type TicketFilters } from './in-store.ts';
import { type ShopTicket, ticketCalls } from './tickets-api.server.ts';

type Context = Readonly<RouterContextProvider>;

export interface TicketView {
  id: number;
  numero: string;
  date: string;
  store: string;
  articles: number;
  total: string;
  pdfHref: string;
}

export interface InStoreData {
  holder: boolean;
  /** Pros have no loyalty scheme: their page says where their in-store purchases are. */
  isPro: boolean;
  tickets: TicketView[];
  /** The address of the next page when the last one came back full ('see more'), else null. */
  moreHref: string | null;
  /** Index of the first ticket of the last page loaded (where 'see more' lands). */
  filters: TicketFilters;
  filterErrors: { date_min?: string; date_max?: string; periode?: string };
  stores: { id: number; name: string }[];
  listError: string | null;
  preference: { value: TicketPreference; emailAvailable: boolean } | null;
  preferenceError: string | null;
  /** After a save: 'ok' (a refusal is the action's answer). */
  preferenceResult: 'ok' | null;
}

/** The ticket preference form's refusal (Conform): the choice posted, its message or the form's. */
export interface InStoreActionData {
  result: FormResult;
}

const NON_HOLDER: Omit<InStoreData, 'holder' | 'isPro'> = {
  tickets: [],
  moreHref: null,
  filters: { periode: '', date_min: '', date_max: '', magasin_id: '' },
  filterErrors: {},
  stores: [],
  listError: null,
  preference: null,
  preferenceError: null,
  preferenceResult: null,
};

function view(ticket: ShopTicket): TicketView {
  return {
    id: ticket.id,
    numero: ticket.numero,
    date: frenchStamp(ticket.date_achat, frenchDay),
    store: ticket.magasin.name,
    articles: ticket.nb_articles,
    total: formatPrice(ticket.totalCents),
    pdfHref: receiptPdfHref(ticket.id),
  };
}

async function loadPages(api: AuthedApi, filters: TicketFilters, pages: number) {
  const tickets: TicketView[] = [];
  let stores: InStoreData['stores'] = [];
  let full = false;
  const query = {
    limit: TICKETS_PAGE_SIZE,
    ...(filters.periode ? { periode: filters.periode } : {}),
    ...(filters.date_min ? { date_min: filters.date_min } : {}),
    ...(filters.date_max ? { date_max: filters.date_max } : {}),
    ...(filters.magasin_id ? { magasin_id: Number(filters.magasin_id) } : {}),
  };
  for (let page = 0; page < pages; page++) {
    try {
      const answer = await ticketCalls.list(api, {
        query: { ...query, offset: page * TICKETS_PAGE_SIZE },
      });
      tickets.push(...answer.data.map(view));
      stores = answer.meta.magasins;
      full = answer.data.length === TICKETS_PAGE_SIZE;
      if (!full) break;
    } catch (error) {
      // A refusal (403) ends the pages without a word.
      if (isApiError(error) && error.code === API_ERROR_CODES.cardHolderOnly)
        return { tickets, stores, full: false };
      throw error;
    }
  }
  return { tickets, stores, full };
}

/** `/mon-compte/mes-commandes/en-magasin`: the receipts of a card holder, filters, ticket preference. */
export async function inStoreLoader(request: Request, context: Context): Promise<InStoreData> {
  const api = await authedApi(request, context);
  const me = (await api.call(endpoints.accounts.me)).data.attributes;
  const holder = !me.isPro && (me.porteur_cartes_enseigne || me.porteur_carte_partenaire);
  if (!holder) return { holder: false, isPro: me.isPro, ...NON_HOLDER };
  const url = new URL(request.url);
  const { filters, pages } = readQuery(url);
  const result: InStoreData = { holder: true, isPro: false, ...NON_HOLDER, filters };
  result.preferenceResult = url.searchParams.get('preference') === 'ok' ? 'ok' : null;

  const [list, preference] = await Promise.allSettled([
    loadPages(api, filters, pages),
    api.call(endpoints.orderDocuments.ticketPreference),
  ]);
  if (list.status === 'fulfilled') {
    result.tickets = list.value.tickets;
    result.stores = list.value.stores;
    result.moreHref = list.value.full
      ? pageHref(IN_STORE_PATH, filters, pages + 1, `#ticket-${list.value.tickets.length}`)
      : null;
  } else {
    const error = list.reason;
    if (!isApiError(error)) throw error;
    if (error.status === 401) throw error;
    if (error.code === API_ERROR_CODES.invalidData) {
      for (const key of ['date_min', 'date_max', 'periode'] as const) {
        const message = error.fieldErrors?.[key]?.[0];
        if (message) result.filterErrors[key] = message;
      }
    } else result.listError = messages.temporaryError;
  }
  if (preference.status === 'fulfilled') {
    const p = preference.value.data;
    result.preference = { value: p.preference, emailAvailable: p.email_disponible };
  } else {
    if (isApiError(preference.reason) && preference.reason.status === 401) throw preference.reason;
    result.preferenceError = orderDocumentMessages.preferenceLoadFailed;
  }
  return result;
}

/**
 * The ticket preference form (POST, origin-checked): saved, then back to the page saying so; a
 * refusal is answered with the form (the choice's message, or the save's failure for the form).
 */
export async function inStoreAction(request: Request, context: Context) {
  if (!isSameOriginRequest(request)) throw data({ message: messages.generic }, { status: 403 });
  const parsed = parseForm(await request.formData(), ticketPreferenceBody);
  if (!parsed.ok) return data<InStoreActionData>({ result: parsed.reply() }, { status: 422 });
  try {
    const api = await authedApi(request, context);
    await api.call(endpoints.orderDocuments.setTicketPreference, { body: parsed.value });
  } catch (error) {
    if (isApiError(error) && error.status !== 401) {
      const result = parsed.reply({ formError: orderDocumentMessages.preferenceSaveFailed });
      return data<InStoreActionData>({ result }, { status: error.isNoResponse ? 503 : error.status });
    }
    throw error;
  }
  return redirect(`${IN_STORE_PATH}?preference=ok#preference`, 303);
}
