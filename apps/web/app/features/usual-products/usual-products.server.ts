import { BULK_ADD_MAX_LINES, type CartKind, endpoints, messages } from '@cabas/contracts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../lib/api-client.server.ts';
import { type AuthedApi, authedApi } from '../../lib/authed-api.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { toRouteError } from '../../lib/errors.server.ts';
import { type ParsedForm, parseForm } from '../../lib/form.server.ts';
import { isSameOriginRequest } from '../../lib/origin.ts';
import type { FormResult } from '../../ui/use-checked-form.ts';
import { chooserHref } from '../stores/index.ts';
import {
  type AddNotice,
  noticeOf,
  RHYTHM_BASKET_PATH,
  USUAL_PATH,
  type UsualItemView,
  usualItemView,
} from './usual-view.ts';

declare module '../../lib/flash-cookie.server.ts' {
  interface FlashData {
    /** The names of the products just removed from the usual products. */
    usualHidden: string[];
  }
}

type Context = Readonly<RouterContextProvider>;

export interface UsualDepartmentView {
  id: number;
  label: string;
  count: number;
  href: string;
  current: boolean;
}

export interface UsualProductsData {
  /** No store chosen: the page asks for one (prices and the cart need it). */
  chooserHref: string | null;
  items: UsualItemView[];
  departments: UsualDepartmentView[];
  /** Every usual product, all departments. */
  total: number;
  allHref: string;
  department: number | null;
  notice: AddNotice | null;
  /** The products just removed from the usual products, by name (a one-time message). */
  hidden: string[] | null;
}

export interface RhythmBasketData {
  chooserHref: string | null;
  items: UsualItemView[];
  notice: AddNotice | null;
}

/**
 * A refused add or removal (Conform): the ticks and quantities posted, a wrong quantity's message
 * beside it (`quantite-{id}`), or the whole form's (nothing ticked, the API's refusal).
 */
export interface UsualActionData {
  result: FormResult;
}

/**
 * The usual products' form: the ticked products, the button pressed (a product's id or `selection`)
 * and each product's quantity (`quantite-{id}`, read against the product's own bounds).
 */
const usualForm = z.object({
  produit: z.array(z.string()).optional(),
  ajouter: z.string().optional(),
  retirer: z.string().optional(),
});

type Reply = ParsedForm<typeof usualForm, string>['reply'];

const refusal = (result: FormResult, status: number) => data<UsualActionData>({ result }, { status });

const departmentOf = (url: URL): number | null => {
  const value = url.searchParams.get('rayon');
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
};

const usualHref = (department: number | null) =>
  department === null ? USUAL_PATH : `${USUAL_PATH}?rayon=${department}`;

async function fetchUsual(api: AuthedApi, store: number, department: number | null) {
  try {
    return await api.call(endpoints.usualProducts.list, {
      query: { magasin_id: store, ...(department === null ? {} : { rayon: department }) },
    });
  } catch (error) {
    throw toRouteError(error);
  }
}

async function fetchRhythm(api: AuthedApi, store: number) {
  try {
    return (await api.call(endpoints.usualProducts.rhythmBasket, { query: { magasin_id: store } })).data;
  } catch (error) {
    throw toRouteError(error);
  }
}

/** `/mon-compte/mes-produits-habituels?rayon=`: the usual products, one department or all. */
export async function usualProductsLoader(request: Request, context: Context): Promise<UsualProductsData> {
  const url = new URL(request.url);
  const department = departmentOf(url);
  const api = await authedApi(request, context);
  const store = context.get(shopContext).storeId;
  const hidden = (await context.get(shopContext).flash.take('usualHidden')) ?? null;
  const empty = {
    items: [],
    departments: [],
    total: 0,
    allHref: USUAL_PATH,
    department,
    notice: null,
    hidden,
  };
  if (store === null) return { ...empty, chooserHref: chooserHref(`${url.pathname}${url.search}`) };
  const answer = await fetchUsual(api, store, department);
  const items = answer.data.map(usualItemView);
  return {
    chooserHref: null,
    items,
    departments: answer.meta.rayons.map((r) => ({
      id: r.id,
      label: r.libelle,
      count: r.nb_produits,
      href: usualHref(r.id),
      current: r.id === department,
    })),
    total: answer.meta.rayons.reduce((sum, r) => sum + r.nb_produits, 0),
    allHref: USUAL_PATH,
    department,
    notice: noticeOf(url, items),
    hidden,
  };
}

/** `/mon-compte/mes-produits-habituels/preparer-mon-panier`: the usual basket of the buying rhythm. */
export async function rhythmBasketLoader(request: Request, context: Context): Promise<RhythmBasketData> {
  const url = new URL(request.url);
  const api = await authedApi(request, context);
  const store = context.get(shopContext).storeId;
  if (store === null) return { chooserHref: chooserHref(url.pathname), items: [], notice: null };
  const items = (await fetchRhythm(api, store)).map(usualItemView);
  return { chooserHref: null, items, notice: noticeOf(url, items) };
}

/** The products a form asks for with their quantities, or the French error of a wrong quantity. */
function wanted(
  form: FormData,
  items: readonly UsualItemView[],
  ids: ReadonlySet<number>,
): { lines: { item: UsualItemView; quantity: number }[] } | { field: string; error: string } {
  const lines: { item: UsualItemView; quantity: number }[] = [];
  for (const item of items) {
    if (!ids.has(item.id)) continue;
    const raw = form.get(`quantite-${item.id}`);
    const quantity =
      typeof raw === 'string' && raw.trim() ? Number(raw.trim().replace(',', '.')) : item.quantity;
    if (!Number.isFinite(quantity) || quantity <= 0 || quantity > item.max)
      return {
        field: `quantite-${item.id}`,
        error: `La quantité de « ${item.designation} » doit être un nombre entre ${item.min} et ${item.max}.`,
      };
    lines.push({ item, quantity });
  }
  return { lines };
}

/** Adds the lines to the carts of their kinds; answers how many went in and the ids refused. */
async function addLines(api: AuthedApi, store: number, lines: { item: UsualItemView; quantity: number }[]) {
  const byKind = new Map<CartKind, { produit_id: number; quantite: number }[]>();
  for (const { item, quantity } of lines.slice(0, BULK_ADD_MAX_LINES)) {
    const list = byKind.get(item.kind) ?? [];
    list.push({ produit_id: item.id, quantite: quantity });
    byKind.set(item.kind, list);
  }
  let added = 0;
  const refused = new Set<number>();
  for (const [kind, lignes] of byKind) {
    const answer = await api.call(endpoints.cart.bulkAdd, {
      params: { shop: store },
      body: { lignes, type_panier: kind },
    });
    added += answer.meta.nb_ajoutes;
    for (const e of answer.errors) refused.add(e.produit_id);
  }
  return { added, refused: [...refused] };
}

const idsOf = (values: FormDataEntryValue[]) =>
  new Set(values.filter((v): v is string => typeof v === 'string' && /^\d{1,10}$/.test(v)).map(Number));

/**
 * "Retirer de mes produits habituels": one product (`retirer` = its id) through the single call, or
 * the ticked ones (`retirer=selection`) through the bulk call; then back to the page, which names
 * them once (flash cookie) and puts the focus on that message.
 */
async function hideUsual(
  api: AuthedApi,
  reply: Reply,
  context: Context,
  store: number,
  page: string,
  items: readonly UsualItemView[],
  ids: ReadonlySet<number>,
  single: boolean,
) {
  if (ids.size === 0)
    return refusal(
      reply({ formError: 'Cochez au moins un produit à retirer de vos produits habituels.' }),
      422,
    );
  const chosen = [...ids];
  try {
    if (single)
      await api.call(endpoints.usualProducts.hideItem, {
        params: { id: store, itemId: chosen[0] as number },
      });
    else
      await api.call(endpoints.usualProducts.hideItems, {
        body: { magasin_id: store, smartlisteItems: chosen },
      });
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    return refusal(reply({ formError: error.message }), error.status);
  }
  const names = items.filter((i) => ids.has(i.id)).map((i) => i.designation);
  await context.get(shopContext).flash.put('usualHidden', names);
  return redirect(page, 303);
}

/**
 * The forms of both pages (plain POST, then back to the page with what was added and the names of
 * what the cart refused). The usual products page adds one product (`ajouter` = its id) or the
 * ticked ones (`ajouter=selection`), or removes them from the usual products (`retirer`); the usual
 * basket adds its ticked lines. No store: the shopper chooses one first.
 */
export async function usualProductsAction(request: Request, context: Context, basket: boolean) {
  if (!isSameOriginRequest(request)) throw data({ message: messages.generic }, { status: 403 });
  const url = new URL(request.url);
  const page = basket ? RHYTHM_BASKET_PATH : usualHref(departmentOf(url));
  const store = context.get(shopContext).storeId;
  if (store === null) return redirect(chooserHref(page), 303);
  const form = await request.formData();
  const { reply } = parseForm(form, usualForm);
  const api = await authedApi(request, context);
  const items = basket
    ? (await fetchRhythm(api, store)).map(usualItemView)
    : (await fetchUsual(api, store, departmentOf(url))).data.map(usualItemView);
  const removal = form.get('retirer');
  if (!basket && typeof removal === 'string') {
    const single = removal !== 'selection';
    const ids = single ? idsOf([removal]) : idsOf(form.getAll('produit'));
    return hideUsual(api, reply, context, store, page, items, ids, single);
  }
  const choice = form.get('ajouter');
  const ids =
    !basket && typeof choice === 'string' && choice !== 'selection'
      ? idsOf([choice])
      : idsOf(form.getAll('produit'));
  if (ids.size === 0)
    return refusal(reply({ formError: 'Cochez au moins un produit à ajouter au panier.' }), 422);
  const parsed = wanted(form, items, ids);
  if ('error' in parsed) return refusal(reply({ fieldErrors: { [parsed.field]: parsed.error } }), 422);
  let result: Awaited<ReturnType<typeof addLines>>;
  try {
    result = await addLines(api, store, parsed.lines);
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    return refusal(reply({ formError: error.message }), error.status);
  }
  const separator = page.includes('?') ? '&' : '?';
  const refus = result.refused.length ? `&refus=${result.refused.join(',')}` : '';
  return redirect(`${page}${separator}ajout=${result.added}${refus}`, 303);
}
