import {
  API_ERROR_CODES,
  BULK_ADD_MAX_LINES,
  CART_KINDS,
  type CartKind,
  DEFAULT_CART_KIND,
  endpoints,
  messages,
  orderTitleBody,
  substitutionAnswerBody,
} from '@cabas/contracts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { type AuthedApi, authedApi } from '../../lib/authed-api.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { parseForm } from '../../lib/form.server.ts';
import { isSameOriginRequest } from '../../lib/origin.ts';
import type { FormResult } from '../../ui/use-checked-form.ts';
import { putCartMessage } from '../cart/index.server.ts';
import { chooserHref } from '../stores/index.ts';
import { fetchOrder, orderIdOf } from './order-detail.server.ts';
import { orderCalls, type ShopOrder } from './orders-api.server.ts';
import { ORDERS_PATH } from './orders-links.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { id?: string } };

export const ORDER_INTENTS = ['renommer', 'reajouter', 'recommander', 'remplacement'] as const;
export type OrderIntent = (typeof ORDER_INTENTS)[number];

/**
 * What a refused action shows: the rename form's answer (Conform: the title as typed, its message or
 * the whole form's), or the refusal of a cart button (plain forms) in the page's alert.
 */
export type OrderActionData =
  | { intent: 'renommer'; result: FormResult }
  | { intent: Exclude<OrderIntent, 'renommer'> | null; error: string };

const kindOf = (value: string): CartKind => CART_KINDS.find((k) => k === value) ?? DEFAULT_CART_KIND;

/** The order's lines into the cart of the chosen store: what could not be added is listed back. */
async function addToCart(api: AuthedApi, store: number, order: ShopOrder) {
  const lines = order.lignes_commande.slice(0, BULK_ADD_MAX_LINES);
  const answer = await orderCalls.addLinesToCart(api, store, kindOf(order.type_panier), lines);
  const refusedIds = [...new Set(answer.errors.map((e) => e.produit_id))];
  const names = order.lignes_commande
    .filter((l) => refusedIds.includes(l.produit_id))
    .map((l) => l.designation);
  return { added: answer.meta.nb_ajoutes, refusedIds, names };
}

/**
 * The actions of the order page, one per button (`intent`): rename the order, re-add its lines to
 * the cart (back to the page with what was added), order again (the lines into the cart, then the
 * cart). In national mode the shopper first chooses a store. Plain POST, then a redirect.
 */
export async function orderDetailAction(args: Args) {
  if (!isSameOriginRequest(args.request)) throw data({ message: messages.generic }, { status: 403 });
  const id = orderIdOf(args.params);
  const pageHref = `${ORDERS_PATH}/${id}`;
  const form = await args.request.formData();
  const intent = ORDER_INTENTS.find((i) => i === form.get('intent'));
  if (!intent) return data<OrderActionData>({ intent: null, error: messages.generic }, { status: 400 });
  const api = await authedApi(args.request, args.context);

  if (intent === 'remplacement') return answerSubstitute(api, id, pageHref, form);

  if (intent === 'renommer') {
    const parsed = parseForm<typeof orderTitleBody, 'titre'>(form, orderTitleBody);
    if (!parsed.ok) return data<OrderActionData>({ intent, result: parsed.reply() }, { status: 422 });
    try {
      await api.call(endpoints.orders.rename, { params: { id }, body: parsed.value });
    } catch (error) {
      if (!isApiError(error) || error.status >= 500) throw error;
      if (isApiError(error, endpoints.orders.rename) && error.code === API_ERROR_CODES.orderNotFound)
        throw data({ message: error.message }, { status: 404 });
      const field =
        error.code === API_ERROR_CODES.invalidData
          ? (error.fieldErrors?.titre?.[0] ?? error.message)
          : undefined;
      const result = parsed.reply(field ? { fieldErrors: { titre: field } } : { formError: error.message });
      return data<OrderActionData>({ intent, result }, { status: error.status });
    }
    return redirect(`${pageHref}?renommee=1`, 303);
  }

  const shop = args.context.get(shopContext);
  if (shop.storeId === null) return redirect(chooserHref(pageHref), 303);
  const order = await fetchOrder(api, id);
  let result: Awaited<ReturnType<typeof addToCart>>;
  try {
    result = await addToCart(api, shop.storeId, order);
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    return data<OrderActionData>({ intent, error: error.message }, { status: error.status });
  }
  if (intent === 'recommander') {
    if (result.names.length)
      await putCartMessage(args.context, `Produits indisponibles, non ajoutés : ${result.names.join(', ')}`);
    return redirect('/panier', 303);
  }
  const refus = result.refusedIds.length ? `&refus=${result.refusedIds.join(',')}` : '';
  return redirect(`${pageHref}?ajout=${result.added}${refus}`, 303);
}

/**
 * The customer's answer to a substitute (decision 115): « Accepter » or « Refuser » (the button's
 * `decision`), over the substitute's version as the page showed it; back to the page, whose live
 * region tells the answer. A refusal of the API (too late, changed, closed) is the page's alert.
 */
async function answerSubstitute(api: AuthedApi, id: number, pageHref: string, form: FormData) {
  const lineId = Number(form.get('ligne_id'));
  const parsed = substitutionAnswerBody.safeParse({
    decision: form.get('decision'),
    version: form.get('version'),
  });
  if (!Number.isInteger(lineId) || lineId < 1 || !parsed.success)
    return data<OrderActionData>(
      { intent: 'remplacement', error: parsed.error?.issues[0]?.message ?? messages.generic },
      { status: 422 },
    );
  try {
    await orderCalls.answerSubstitute(api, id, lineId, parsed.data);
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    if (error.code === API_ERROR_CODES.orderNotFound) throw data({ message: error.message }, { status: 404 });
    return data<OrderActionData>({ intent: 'remplacement', error: error.message }, { status: error.status });
  }
  return redirect(`${pageHref}?remplacement=${parsed.data.decision}&ligne=${lineId}#remplacements`, 303);
}
