/**
 * `/mon-compte/mes-cartes-bancaires`: the cards saved at payment (payment aliases), renamed or deleted
 * here; only for shoppers eligible to saved cards (not pros): others get the not-found page.
 */
import {
  API_ERROR_CODES,
  accountExtrasMessages,
  endpoints,
  messages,
  renamePaymentAliasBody,
  type SavedCard,
} from '@cabas/contracts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { authedApi } from '../../lib/authed-api.server.ts';
import { parseForm } from '../../lib/form.server.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import type { FormResult } from '../../ui/use-checked-form.ts';

type Context = Readonly<RouterContextProvider>;
const PAGE = '/mon-compte/mes-cartes-bancaires';

export interface BankCardsData {
  cards: SavedCard[];
  maxPerStore: number;
  confirmDelete: SavedCard | null;
  notice: string | null;
}

/**
 * The answer to a card's rename form (`id`): the name typed and its message (Conform); or, with no card
 * named (`id` null), a message for the page.
 */
export type BankCardsActionData = { id: number; result: FormResult } | { id: null; error: string };

const NOTICES: Record<string, string> = {
  supprimee: accountExtrasMessages.aliasDeleted,
  renommee: 'Votre carte a bien été renommée.',
};

const idOf = (value: FormDataEntryValue | string | null) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

export async function bankCardsLoader(request: Request, context: Context): Promise<BankCardsData> {
  const api = await authedApi(request, context);
  const list = await api.call(endpoints.paymentAliases.list);
  if (!list.meta.eligible) throw data({ message: 'Page Not Found' }, { status: 404 });
  const url = new URL(request.url);
  const deleting = idOf(url.searchParams.get('supprimer'));
  return {
    cards: list.data,
    maxPerStore: list.meta.nb_max_par_magasin,
    confirmDelete: list.data.find((c) => c.id === deleting) ?? null,
    notice: NOTICES[url.searchParams.get('ok') ?? ''] ?? null,
  };
}

export async function bankCardsAction(request: Request, context: Context) {
  assertSameOrigin(request);
  const api = await authedApi(request, context);
  const form = await request.formData();
  const id = idOf(form.get('id'));
  if (id === null) return data<BankCardsActionData>({ id: null, error: messages.generic }, { status: 400 });
  if (form.get('intent') === 'supprimer') {
    await api.call(endpoints.paymentAliases.remove, { params: { id } });
    return redirect(`${PAGE}?ok=supprimee`, 303);
  }
  const parsed = parseForm(form, renamePaymentAliasBody);
  if (!parsed.ok) return data<BankCardsActionData>({ id, result: parsed.reply() }, { status: 422 });
  try {
    await api.call(endpoints.paymentAliases.rename, { params: { id }, body: parsed.value });
  } catch (error) {
    if (
      isApiError(error, endpoints.paymentAliases.rename) &&
      error.hasCode(API_ERROR_CODES.paymentAliasNotFound, API_ERROR_CODES.invalidData)
    )
      return data<BankCardsActionData>(
        { id, result: parsed.reply({ fieldErrors: { nom: error.message } }) },
        { status: error.status },
      );
    throw error;
  }
  return redirect(`${PAGE}?ok=renommee`, 303);
}
