import {
  API_ERROR_CODES,
  cartMessages,
  endpoints,
  giftCardAmountMessages,
  giftCardForm,
  messages,
  type ProductSheetResponse,
} from '@cabas/contracts';
import { data, type RouterContextProvider } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import type { ShopContext } from '../../lib/context.server.ts';
import { toRouteError } from '../../lib/errors.server.ts';
import { parseForm, type ReplyExtras } from '../../lib/form.server.ts';
import { isSameOriginRequest } from '../../lib/origin.ts';
import type { FormResult } from '../../ui/use-checked-form.ts';
import { cartCalls, shopperApi } from '../cart/index.server.ts';
import { cartRules, defaultKind } from '../cart/index.ts';
import { GIFT_CARD_INTENT, type GiftCardRange, type GiftCardResult, giftCardRange } from './gift-card.ts';
import { NATIONAL_STORE_ID } from './list-url.ts';

const badRequest = () => data({ message: 'Requête invalide' }, { status: 400 });

type Sheet = ProductSheetResponse['data']['attributes'];

/** The amount read from the form (`null`: refused), and the answer that gives the form back. */
interface GiftCardAmount {
  amount: number | null;
  reply: (extras?: ReplyExtras) => FormResult;
}

/**
 * The posted gift-card form, checked by the contracts' schema (a preset pressed wins over the amount
 * typed): the amount, or its message on the amount field.
 */
export function readGiftCardAmount(form: FormData, range: GiftCardRange): GiftCardAmount {
  const parsed = parseForm(form, giftCardForm(range));
  if (parsed.ok) return { amount: parsed.value.montant, reply: parsed.reply };
  const montant = parsed.fieldErrors.montant ?? giftCardAmountMessages.montant_requis;
  return {
    amount: null,
    reply: (extras?: ReplyExtras) =>
      parsed.reply({ ...extras, fieldErrors: { montant, ...extras?.fieldErrors } }),
  };
}

/**
 * The gift-card form of a product sheet (POST `/article/{id}/{slug}`), validated on the server as in
 * the browser, so it works without JavaScript; a valid amount puts one card of that amount
 * in the cart (bulk add: the same amount again adds to its line).
 */
export async function giftCardAction(
  request: Request,
  shop: ShopContext,
  productId: number,
  context: Readonly<RouterContextProvider>,
): Promise<GiftCardResult | ReturnType<typeof data<GiftCardResult>>> {
  if (!isSameOriginRequest(request)) throw data({ message: messages.generic }, { status: 403 });
  const form = await request.formData();
  if (form.get('intent') !== GIFT_CARD_INTENT) throw badRequest();
  let sheet: ProductSheetResponse;
  try {
    sheet = await shop.api.call(endpoints.catalogue.product, {
      params: { shop: shop.storeId ?? NATIONAL_STORE_ID, id: productId },
    });
  } catch (error) {
    const { productNotFound, productNotInStore, storeNotFound } = API_ERROR_CODES;
    if (
      isApiError(error, endpoints.catalogue.product) &&
      error.hasCode(productNotFound, productNotInStore, storeNotFound)
    )
      throw data({ message: 'Page Not Found' }, { status: 404 });
    throw toRouteError(error);
  }
  const attributes = sheet.data.attributes;
  if (attributes.type !== 'CKDO') throw badRequest();
  const read = readGiftCardAmount(form, giftCardRange(attributes.config_prix));
  if (read.amount === null)
    return data<GiftCardResult>({ result: read.reply(), amount: null }, { status: 422 });
  return addGiftCard(request, context, shop.storeId, productId, attributes, read.amount, read.reply);
}

async function addGiftCard(
  request: Request,
  context: Readonly<RouterContextProvider>,
  store: number | null,
  productId: number,
  attributes: Sheet,
  amount: number,
  reply: GiftCardAmount['reply'],
): Promise<GiftCardResult | ReturnType<typeof data<GiftCardResult>>> {
  const refused = (cartError: string, status: number) =>
    data<GiftCardResult>({ result: reply({ formError: cartError }), amount, added: false }, { status });
  if (store === null) return refused(cartMessages.nationalStore, 409);
  try {
    const api = await shopperApi(request, context);
    const answer = await cartCalls.addLines(api, store, {
      lignes: [{ produit_id: productId, quantite: 1, montant: amount }],
      type_panier: defaultKind(cartRules(attributes)),
    });
    const error = answer.errors[0];
    if (error) return refused(error.message, 422);
    return { result: reply(), amount, added: true };
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status >= 500 || error.isNoResponse) return refused(messages.temporaryError, 503);
    return refused(Object.values(error.fieldErrors ?? {}).flat()[0] ?? error.message, error.status);
  }
}
