import { randomUUID } from 'node:crypto';
import { CART_KINDS, type CartKind } from '@cabas/contracts';
import type { RouterContextProvider } from 'react-router';
import { shopContext } from '../../lib/context.server.ts';
import { deleteCookie, serializeCookie } from '../../lib/cookies.ts';
import type { ToastMessage } from '../../ui/toast.tsx';
import type { CartSummary } from '../layout/shell-types.ts';
import { cartCalls, shopperApi } from './cart-api.server.ts';

type Context = Readonly<RouterContextProvider>;

const EMPTY: CartSummary = { count: 0, amountCents: 0, quantities: {} };

/**
 * The header block and the cards' quantities (root loader, only with a store): the quantities call,
 * then the cart of each kind that holds something (none for an empty cart, usually one). A failure
 * shows an empty block rather than breaking every page.
 */
export async function loadCartSummary(
  request: Request,
  context: Context,
  store: number,
): Promise<CartSummary> {
  try {
    const api = await shopperApi(request, context);
    const raw = await cartCalls.quantities(api, store);
    const quantities: CartSummary['quantities'] = {};
    const kinds = new Set<CartKind>();
    for (const [id, perKind] of Object.entries(raw)) {
      const entry: Partial<Record<CartKind, number>> = {};
      for (const kind of CART_KINDS) {
        const quantity = perKind[kind] ?? 0;
        if (quantity > 0) {
          entry[kind] = quantity;
          kinds.add(kind);
        }
      }
      quantities[Number(id)] = entry;
    }
    if (!kinds.size) return EMPTY;
    const carts = await Promise.all([...kinds].map((kind) => cartCalls.get(api, store, kind)));
    return {
      count: carts.reduce((sum, cart) => sum + cart.nb_articles, 0),
      amountCents: carts.reduce((sum, cart) => sum + Math.round(cart.montant_total_ttc * 100), 0),
      quantities,
    };
  } catch {
    return EMPTY;
  }
}

/** A cart refusal carried across the no-JavaScript redirect (cookie read once by the root loader). */
export const CART_MESSAGE_COOKIE = 'cabas_panier_message';

export function cartMessageCookie(message: string, secure: boolean): string {
  return serializeCookie(CART_MESSAGE_COOKIE, message.slice(0, 300), {
    maxAgeSeconds: 60,
    httpOnly: true,
    secure,
  });
}

export function takeCartMessage(context: Context): ToastMessage | null {
  const shop = context.get(shopContext);
  const message = shop.cookies.get(CART_MESSAGE_COOKIE);
  if (!message) return null;
  shop.setCookie(deleteCookie(CART_MESSAGE_COOKIE, { path: '/', httpOnly: true, secure: shop.secure }));
  return { id: randomUUID(), tone: 'danger', message };
}
