/**
 * `/commander/confirmation/{id}/ok|en-attente|deja-traitee`: the order
 * loaded by id (the client's own only: another's answers 404), the checkout cookies dropped. The
 * API empties the basket of that kind when the payment is accepted; the ok page pushes the purchase.
 */

import type { Order } from '@cabas/contracts';
import { API_ERROR_CODES, endpoints } from '@cabas/contracts';
import { centsToEuros } from '@cabas/domain';
import { data, type RouterContextProvider } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { type AuthedApi, authedApi } from '../../lib/authed-api.server.ts';
import { clearCheckoutRefCookie } from '../../lib/checkout-cookie.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { formatPrice } from '../../lib/format.ts';
import { clearPaymentKindCookie } from '../../lib/payment-kind-cookie.server.ts';
import { orderCalls, type ShopOrder } from '../orders/index.server.ts';

export const CONFIRMATION_KINDS = ['ok', 'en-attente', 'deja-traitee'] as const;
export type ConfirmationKind = (typeof CONFIRMATION_KINDS)[number];

export interface PurchaseEvent {
  event: 'purchase';
  ecommerce: {
    transaction_id: string;
    value: number;
    currency: 'EUR';
    shipping: number;
    items: { item_id: string; item_name: string; price: number; quantity: number }[];
  };
}

export interface ConfirmationData {
  kind: ConfirmationKind;
  order: {
    id: number;
    code: string;
    status: Order['statut_code'];
    cartKind: string;
    date: string;
    totalText: string;
    email: string;
    store: { name: string; phone: string };
    pickup: string | null;
    where: string | null;
  };
  purchase: PurchaseEvent | null;
}

const dateTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/** The analytics event, in euros as its schema wants. */
export function purchaseEvent(order: ShopOrder): PurchaseEvent {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.code,
      value: centsToEuros(order.totalCents),
      currency: 'EUR',
      shipping: centsToEuros(order.fees.reduce((sum, fee) => sum + fee.cents, 0)),
      items: order.lignes_commande.map((line) => ({
        item_id: String(line.produit_id),
        item_name: line.designation,
        price: centsToEuros(line.unitCents),
        quantity: line.quantite,
      })),
    },
  };
}

/** A store's address may already end with its postal code and city. */
export function withCity(address: string, postalCode: string, city: string): string {
  return address.includes(postalCode) ? address : `${address}, ${postalCode} ${city}`;
}

export function confirmationKind(url: URL): ConfirmationKind | null {
  const last = url.pathname.replace(/\/+$/, '').split('/').pop();
  return (CONFIRMATION_KINDS as readonly string[]).includes(last ?? '') ? (last as ConfirmationKind) : null;
}

/**
 * The order a confirmation page shows (the client's; another's or an unknown id is 404), the
 * checkout it came from forgotten. Shared by the consumer and the pro confirmation pages.
 */
export async function confirmedOrder(
  request: Request,
  context: Readonly<RouterContextProvider>,
  id: number,
): Promise<{ order: ShopOrder; api: AuthedApi }> {
  const shop = context.get(shopContext);
  const api = await authedApi(request, context);
  let order: ShopOrder;
  try {
    order = await orderCalls.get(api, { params: { id } });
  } catch (error) {
    if (isApiError(error, endpoints.orders.get) && error.code === API_ERROR_CODES.orderNotFound)
      throw data({ message: 'Page Not Found' }, { status: 404 });
    throw error;
  }
  shop.setCookie(await clearCheckoutRefCookie(shop.secure));
  return { order, api };
}

export async function confirmationLoader(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: { id?: string },
): Promise<ConfirmationData> {
  const kind = confirmationKind(new URL(request.url));
  const id = Number(params.id);
  if (!kind || !Number.isSafeInteger(id) || id <= 0)
    throw data({ message: 'Page Not Found' }, { status: 404 });
  const shop = context.get(shopContext);
  const { order } = await confirmedOrder(request, context, id);
  shop.setCookie(await clearPaymentKindCookie(shop.secure));
  const pickup = order.date_de_retrait ? dateTime.format(new Date(order.date_de_retrait)) : null;
  const where = order.adresse
    ? `${order.adresse.adresse}, ${order.adresse.code_postal} ${order.adresse.ville}`
    : order.adresse_retrait
      ? withCity(order.adresse_retrait.adresse, order.adresse_retrait.cp, order.adresse_retrait.ville)
      : null;
  return {
    kind,
    order: {
      id: order.id,
      code: order.code,
      status: order.statut_code,
      cartKind: order.type_panier,
      date: order.date_commande,
      totalText: formatPrice(order.totalCents),
      email: order.email_confirmation,
      store: { name: order.magasin.name, phone: order.magasin.telephone },
      pickup,
      where,
    },
    purchase: kind === 'ok' ? purchaseEvent(order) : null,
  };
}
