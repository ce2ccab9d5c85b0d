/**
 * `/mon-compte/mes-listes-de-courses`: the shopper's lists, counted in the current store, with their
 * creation, rename and delete forms. Each form posts here: with JavaScript (a popin's fetcher, `js=1`)
 * the answer is data; without, a redirect (or the page again with the form's error). Without
 * JavaScript `?creer=1`, `?renommer={id}` and `?supprimer={id}` show the popins' forms on the page.
 */
import {
  API_ERROR_CODES,
  addToListForm,
  endpoints,
  idParam,
  listMessages,
  messages,
  NATIONAL_STORE_ID,
  NEW_LIST_CHOICE,
  newListForm,
  renameListForm,
  type ShoppingListSummary,
} from '@cabas/contracts';
import { displayedListCount } from '@cabas/domain';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../lib/api-client.server.ts';
import { type AuthedApi, authedApi } from '../../lib/authed-api.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { type ParsedForm, parseForm } from '../../lib/form.server.ts';
import { formatFrenchDay } from '../../lib/french-date.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import type { FormResult } from '../../ui/use-checked-form.ts';
import { idOf, LISTS_PATH, listHref } from './lists-links.ts';

type Context = Readonly<RouterContextProvider>;

export interface ListView {
  id: number;
  titre: string;
  href: string;
  count: number;
  missing: number;
  updatedIso: string;
  updatedText: string;
}

export interface ListsPageData {
  lists: ListView[];
  national: boolean;
  /** Without JavaScript: the form asked for by the address. */
  form: { kind: 'creer' } | { kind: 'renommer' | 'supprimer'; list: ListView } | null;
  notice: string | null;
  /** Without JavaScript, `?ajouter={produit}`: the product to add to a list (its form on the page). */
  adding: { productId: number; name: string } | null;
}

export type ListsIntent = 'creer' | 'renommer' | 'supprimer' | 'ajouter';

export interface ListsActionData {
  ok: boolean;
  intent: ListsIntent;
  /** The list concerned (rename, delete), or the one created. */
  id: number | null;
  /**
   * The form's answer (Conform): what was typed, the title's message, or the whole form's (a list
   * gone, one list too many…).
   */
  result: FormResult;
  /** After a creation: its title, its page, and whether it was the shopper's first list. */
  created: { titre: string; href: string; first: boolean } | null;
  /** After a product was added: the list's title and page. */
  added: { titre: string; href: string } | null;
}

/** The store the lists are counted and priced in: the current one, else the national catalogue. */
export const listStoreOf = (context: Context) => context.get(shopContext).storeId ?? NATIONAL_STORE_ID;

export function listView(list: ShoppingListSummary): ListView {
  return {
    id: list.id,
    titre: list.titre,
    href: listHref(list.id),
    count: displayedListCount(list),
    missing: list.nb_produits_manquant,
    updatedIso: list.date_last_usage,
    updatedText: formatFrenchDay(list.date_last_usage),
  };
}

async function readLists(api: AuthedApi, store: number): Promise<ListView[]> {
  return (await api.call(endpoints.lists.list, { query: { magasin_id: store } })).data.map(listView);
}

const NOTICES: Record<string, string> = {
  renommee: listMessages.renamed,
  supprimee: listMessages.deleted,
};

export async function listsLoader(request: Request, context: Context): Promise<ListsPageData> {
  const api = await authedApi(request, context);
  const lists = await readLists(api, listStoreOf(context));
  const url = new URL(request.url);
  const find = (param: string) => {
    const id = idOf(url.searchParams.get(param));
    return id === null ? undefined : lists.find((l) => l.id === id);
  };
  const renaming = find('renommer');
  const deleting = find('supprimer');
  const created = find('creee');
  const adding = await productToAdd(context, idOf(url.searchParams.get('ajouter')));
  return {
    adding,
    lists,
    national: context.get(shopContext).storeId === null,
    form: renaming
      ? { kind: 'renommer', list: renaming }
      : deleting
        ? { kind: 'supprimer', list: deleting }
        : url.searchParams.get('creer') === '1'
          ? { kind: 'creer' }
          : null,
    notice: created
      ? listMessages.created(created.titre)
      : (NOTICES[url.searchParams.get('ok') ?? ''] ?? null),
  };
}

/** The product of `?ajouter=`, named; an unknown product shows no form. */
async function productToAdd(context: Context, productId: number | null) {
  if (productId === null) return null;
  try {
    const sheet = await context.get(shopContext).api.call(endpoints.catalogue.product, {
      params: { shop: listStoreOf(context), id: productId },
    });
    return { productId, name: sheet.data.attributes.designation };
  } catch (error) {
    if (isApiError(error) && error.status < 500) return null;
    throw error;
  }
}

const LISTS_INTENTS = ['creer', 'renommer', 'supprimer', 'ajouter'] as const;

/** What a post asks (its other fields are read by the intent's own form). */
const listsIntentForm = z.object({ intent: z.enum(LISTS_INTENTS) });

/** The delete confirmation: the list. */
const deleteListForm = z.object({ id: idParam('de la liste') });

type Reply = ParsedForm<z.ZodType, string>['reply'];

const answer = (
  intent: ListsIntent,
  result: FormResult,
  fields: Partial<Omit<ListsActionData, 'intent' | 'result'>> = {},
): ListsActionData => ({
  ok: false,
  intent,
  id: null,
  result,
  created: null,
  added: null,
  ...fields,
});

/** An API refusal as the form's error: a field's message under the title, anything else in an alert. */
function refusal(intent: ListsIntent, id: number | null, reply: Reply, error: unknown) {
  if (!isApiError(error) || error.status >= 500 || error.status === 401) throw error;
  const field = error.code === API_ERROR_CODES.invalidData ? (error.fieldErrors?.titre?.[0] ?? null) : null;
  const result = reply({ fieldErrors: { titre: field }, formError: field ? null : error.message });
  return data(answer(intent, result, { id }), { status: error.status });
}

export async function listsAction(request: Request, context: Context) {
  assertSameOrigin(request);
  const form = await request.formData();
  const js = form.get('js') === '1';
  const asked = parseForm(form, listsIntentForm);
  if (!asked.ok) return data(answer('creer', asked.reply({ formError: messages.generic })), { status: 400 });
  const { intent } = asked.value;
  const api = await authedApi(request, context);
  const store = listStoreOf(context);

  if (intent === 'ajouter') return addProduct(api, store, form, js);

  if (intent === 'creer') {
    const parsed = parseForm<typeof newListForm, 'titre'>(form, newListForm);
    if (!parsed.ok) return data(answer(intent, parsed.reply()), { status: 422 });
    let first: boolean;
    let created: { id: number; titre: string };
    try {
      first = (await readLists(api, store)).length === 0;
      created = (
        await api.call(endpoints.lists.create, {
          body: { titre: parsed.value.titre, magasin_id: store, items: [] },
        })
      ).data;
    } catch (error) {
      return refusal(intent, null, parsed.reply, error);
    }
    // The first list: its page, where the shopper fills it.
    if (!js) return redirect(first ? listHref(created.id) : `${LISTS_PATH}?creee=${created.id}`, 303);
    return data(
      answer(intent, parsed.reply({ reset: true }), {
        ok: true,
        id: created.id,
        created: { titre: created.titre, href: listHref(created.id), first },
      }),
    );
  }

  if (intent === 'renommer') {
    const parsed = parseForm<typeof renameListForm, 'titre' | 'id'>(form, renameListForm);
    const id = idOf(form.get('id'));
    if (!parsed.ok)
      return data(
        answer(intent, parsed.reply({ formError: parsed.fieldErrors.titre ? null : messages.generic }), {
          id,
        }),
        { status: 422 },
      );
    try {
      await api.call(endpoints.lists.rename, {
        params: { id: parsed.value.id },
        query: { magasin_id: store },
        body: { titre: parsed.value.titre },
      });
    } catch (error) {
      return refusal(intent, id, parsed.reply, error);
    }
    if (!js) return redirect(`${LISTS_PATH}?ok=renommee`, 303);
    return data(answer(intent, parsed.reply({ reset: true }), { ok: true, id: parsed.value.id }));
  }

  const parsed = parseForm(form, deleteListForm);
  if (!parsed.ok) return data(answer(intent, parsed.reply({ formError: messages.generic })), { status: 400 });
  const { id } = parsed.value;
  try {
    await api.call(endpoints.lists.remove, { params: { id } });
  } catch (error) {
    return refusal(intent, id, parsed.reply, error);
  }
  if (!js) return redirect(`${LISTS_PATH}?ok=supprimee`, 303);
  return data(answer(intent, parsed.reply({ reset: true }), { ok: true, id }));
}

/**
 * "Ajouter à une liste": the product into a chosen list (quantity 1), or into a new list made with
 * it. Without JavaScript the shopper then sees the list.
 */
async function addProduct(api: AuthedApi, store: number, form: FormData, js: boolean) {
  const intent = 'ajouter';
  const parsed = parseForm<typeof addToListForm, 'titre' | 'liste' | 'produit_id'>(form, addToListForm);
  if (!parsed.ok) {
    // The title's message under it; a missing choice or product for the whole form.
    const formError = parsed.fieldErrors.titre
      ? null
      : parsed.fieldErrors.liste
        ? listMessages.chooseOrTitle
        : messages.generic;
    return data(answer(intent, parsed.reply({ formError })), { status: 422 });
  }
  const { produit_id, liste, titre } = parsed.value;
  let list: { id: number; titre: string };
  try {
    list =
      liste === NEW_LIST_CHOICE
        ? (
            await api.call(endpoints.lists.create, {
              body: { titre: titre ?? '', magasin_id: store, items: [{ produit_id, quantite: 1 }] },
            })
          ).data
        : (
            await api.call(endpoints.lists.addItem, {
              params: { id: liste },
              body: { produit_id, magasin_id: store },
            })
          ).data;
  } catch (error) {
    return refusal(intent, liste === NEW_LIST_CHOICE ? null : liste, parsed.reply, error);
  }
  if (!js) return redirect(`${listHref(list.id)}?ok=produit`, 303);
  return data(
    answer(intent, parsed.reply({ reset: true }), {
      ok: true,
      id: list.id,
      added: { titre: list.titre, href: listHref(list.id) },
    }),
  );
}
