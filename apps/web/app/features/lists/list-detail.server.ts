/**
 * `/mon-compte/mes-listes-de-courses/{id}`: one list, its items priced in the current store (the
 * national catalogue without one), with their quantities and weights. The forms post here (plain
 * POST, then a redirect): change a line, remove it, add the whole list or the chosen lines to the
 * cart. The cart says which products it refused; the page names them. In national mode adding to
 * the cart first opens the store chooser, which comes back here.
 */
import {
  API_ERROR_CODES,
  BULK_ADD_MAX_LINES,
  DEFAULT_CART_KIND,
  endpoints,
  idParam,
  listItemForm,
  listMessages,
  messages,
  type ShoppingListView,
} from '@cabas/contracts';
import { displayedListCount, listCartLines, refusedProductNames } from '@cabas/domain';
import { optionalEurosToCents } from '@cabas/domain/money';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../lib/api-client.server.ts';
import { type AuthedApi, authedApi } from '../../lib/authed-api.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { type ParsedForm, parseForm } from '../../lib/form.server.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import type { FormResult } from '../../ui/use-checked-form.ts';
import { chooserHref } from '../stores/index.ts';
import { idOf, listHref } from './lists-links.ts';
import { listStoreOf } from './lists-page.server.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { id?: string } };

export interface ListItemView {
  id: number;
  productId: number;
  name: string;
  brand: string;
  href: string;
  image: string;
  quantityLabel: string | null;
  priceCents: number | null;
  strikeCents: number | null;
  unit: { cents: number; label: string } | null;
  /** Sold in the store with stock left. */
  available: boolean;
  quantity: number;
  step: number;
  /** A weighed product's weights (`indexPoids` is the chosen one's rank). */
  weights: string[];
  indexPoids: number;
}

export interface ListDetailData {
  id: number;
  titre: string;
  count: number;
  missing: number;
  items: ListItemView[];
  national: boolean;
  /** After an add to the cart: how many were added, and the refused products' names. */
  added: { count: number; refused: string[] } | null;
  notice: string | null;
}

export type ListDetailIntent = 'quantite' | 'retirer' | 'panier';

export interface ListDetailActionData {
  intent: ListDetailIntent;
  /** The line whose form was refused. */
  ligne: number | null;
  /** The form's answer (Conform): the quantity's or the weight's message, or the whole form's. */
  result: FormResult;
}

/** The add-to-cart form: the whole list (`tout`) or the chosen lines (`selection`, `lignes`). */
const listCartForm = z.object({
  intent: z.literal('panier'),
  choix: z.enum(['tout', 'selection']).optional(),
  lignes: z.array(z.string()).optional(),
});

/** A line's remove button. */
const removeLineForm = z.object({ retirer: idParam('de la ligne') });

type Reply = ParsedForm<z.ZodType, string>['reply'];

export function listIdOf(params: { id?: string }): number {
  const id = idOf(params.id);
  if (id === null) throw data({ message: listMessages.listUnknown }, { status: 404 });
  return id;
}

async function fetchList(api: AuthedApi, id: number, store: number): Promise<ShoppingListView> {
  try {
    return (await api.call(endpoints.lists.view, { params: { id }, query: { magasin_id: store } })).data;
  } catch (error) {
    if (
      isApiError(error, endpoints.lists.view) &&
      error.hasCode(API_ERROR_CODES.listUnknown, API_ERROR_CODES.storeNotFound)
    )
      throw data({ message: listMessages.listUnknown }, { status: 404 });
    throw error;
  }
}

function itemView(item: ShoppingListView['items'][number]): ListItemView {
  const p = item.produit;
  const unitCents = optionalEurosToCents(p.prix_unite_reference);
  return {
    id: item.id,
    productId: p.id,
    name: p.designation,
    brand: p.marque,
    href: p.url,
    image: p.photo,
    quantityLabel: p.quantite_libelle,
    priceCents: optionalEurosToCents(p.prix),
    strikeCents: optionalEurosToCents(p.prix_barre),
    unit: unitCents !== null && p.unite_reference ? { cents: unitCents, label: p.unite_reference } : null,
    available: p.disponible,
    quantity: item.quantite,
    step: p.qte_pas > 0 ? p.qte_pas : 1,
    weights: p.poids,
    indexPoids: item.indexPoids,
  };
}

const NOTICES: Record<string, string> = {
  quantite: listMessages.itemUpdated,
  retire: listMessages.itemsRemoved,
};

export async function listDetailLoader({ request, context, params }: Args): Promise<ListDetailData> {
  const id = listIdOf(params);
  const api = await authedApi(request, context);
  const list = await fetchList(api, id, listStoreOf(context));
  const items = list.items.map(itemView);
  const url = new URL(request.url);
  const addedParam = url.searchParams.get('ajout');
  const refusedIds = (url.searchParams.get('refus') ?? '')
    .split(',')
    .map((v) => idOf(v))
    .filter((v): v is number => v !== null);
  return {
    id: list.id,
    titre: list.titre,
    count: displayedListCount(list),
    missing: list.nb_produits_manquant,
    items,
    national: context.get(shopContext).storeId === null,
    added:
      addedParam !== null && /^\d{1,4}$/.test(addedParam)
        ? {
            count: Number(addedParam),
            refused: refusedProductNames(
              items.map((i) => ({ productId: i.productId, name: i.name })),
              refusedIds,
            ),
          }
        : null,
    notice:
      url.searchParams.get('ok') === 'produit'
        ? listMessages.itemAdded(list.titre)
        : (NOTICES[url.searchParams.get('ok') ?? ''] ?? null),
  };
}

const failure = (intent: ListDetailIntent, ligne: number | null, result: FormResult, status: number) =>
  data<ListDetailActionData>({ intent, ligne, result }, { status });

/** The list (or its chosen lines) into the current store's cart: back to the page with what was refused. */
async function addToCart(
  api: AuthedApi,
  store: number,
  list: ShoppingListView,
  chosen: number[] | undefined,
) {
  const lignes = listCartLines(
    list.items.map((i) => ({ id: i.id, productId: i.produit.id, quantity: i.quantite })),
    chosen,
  ).slice(0, BULK_ADD_MAX_LINES);
  if (!lignes.length) return null;
  const answer = await api.call(endpoints.cart.bulkAdd, {
    params: { shop: store },
    body: { lignes, type_panier: DEFAULT_CART_KIND },
  });
  return { added: answer.meta.nb_ajoutes, refusedIds: [...new Set(answer.errors.map((e) => e.produit_id))] };
}

/**
 * What a form of the page asks: a line's buttons carry its id (`modifier`, `retirer`), the add-to-cart
 * form says `intent=panier`.
 */
function intentOf(form: FormData): ListDetailIntent | null {
  if (form.has('retirer')) return 'retirer';
  if (form.has('modifier')) return 'quantite';
  return form.get('intent') === 'panier' ? 'panier' : null;
}

export async function listDetailAction({ request, context, params }: Args) {
  assertSameOrigin(request);
  const id = listIdOf(params);
  const pageHref = listHref(id);
  const form = await request.formData();
  const intent = intentOf(form);
  if (!intent) {
    const asked = parseForm(form, listCartForm);
    return failure('panier', null, asked.reply({ formError: messages.generic }), 400);
  }
  const ligne = idOf(form.get(intent === 'retirer' ? 'retirer' : 'modifier'));
  const shop = context.get(shopContext);
  // National mode: the shopper chooses a store first, then comes back to the list.
  if (intent === 'panier' && shop.storeId === null) return redirect(chooserHref(pageHref), 303);
  const api = await authedApi(request, context);
  const store = listStoreOf(context);
  let reply: Reply | null = null;

  try {
    if (intent === 'quantite') {
      form.set('ligne', form.get('modifier') ?? '');
      const parsed = parseForm<typeof listItemForm, 'quantite' | 'indexPoids' | 'ligne'>(form, listItemForm);
      reply = parsed.reply;
      if (!parsed.ok) {
        const { quantite, indexPoids } = parsed.fieldErrors;
        return failure(
          intent,
          ligne,
          parsed.reply({ formError: quantite || indexPoids ? null : messages.generic }),
          422,
        );
      }
      const { ligne: itemId, ...body } = parsed.value;
      await api.call(endpoints.lists.updateItem, {
        params: { id, itemId },
        body: { ...body, magasin_id: store },
      });
      return redirect(`${pageHref}?ok=quantite`, 303);
    }
    if (intent === 'retirer') {
      const parsed = parseForm(form, removeLineForm);
      reply = parsed.reply;
      if (!parsed.ok) return failure(intent, null, parsed.reply({ formError: messages.generic }), 400);
      await api.call(endpoints.lists.removeItems, {
        params: { id },
        body: { ids: [parsed.value.retirer], magasin_id: store },
      });
      return redirect(`${pageHref}?ok=retire`, 303);
    }
    const parsed = parseForm(form, listCartForm);
    reply = parsed.reply;
    if (!parsed.ok) return failure(intent, null, parsed.reply({ formError: messages.generic }), 400);
    const list = await fetchList(api, id, store);
    const chosen =
      parsed.value.choix === 'selection'
        ? (parsed.value.lignes ?? []).map((v) => idOf(v)).filter((v): v is number => v !== null)
        : undefined;
    const result = await addToCart(api, store, list, chosen);
    if (!result) return failure(intent, null, parsed.reply({ formError: listMessages.noItemChosen }), 422);
    const refus = result.refusedIds.length ? `&refus=${result.refusedIds.join(',')}` : '';
    return redirect(`${pageHref}?ajout=${result.added}${refus}`, 303);
  } catch (error) {
    if (!isApiError(error) || error.status >= 500 || error.status === 401 || !reply) throw error;
    // The list, its store or a product gone: the page's 404; a line gone is said on the page.
    if (
      error.hasCode(
        API_ERROR_CODES.listUnknown,
        API_ERROR_CODES.storeNotFound,
        API_ERROR_CODES.productNotFound,
      )
    )
      throw data({ message: error.message }, { status: 404 });
    const fieldErrors =
      error.code === API_ERROR_CODES.invalidData
        ? { quantite: error.fieldErrors?.quantite?.[0], indexPoids: error.fieldErrors?.indexPoids?.[0] }
        : {};
    const onFields = Boolean(fieldErrors.quantite || fieldErrors.indexPoids);
    return failure(
      intent,
      intent === 'panier' ? null : ligne,
      reply({ fieldErrors, formError: onFields ? null : error.message }),
      error.status,
    );
  }
}
