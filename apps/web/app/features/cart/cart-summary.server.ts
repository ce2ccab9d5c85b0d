import { randomUUID } from 'node:crypto';
import { CART_KINDS, type CartKind } from '@cabas/contracts';
import { eurosToCents } from '@cabas/domain';
import type { RouterContextProvider } from 'react-router';
import { shopContext } from '../../lib/context.server.ts';
import type { ToastMessage } from '../../ui/toast.tsx';
import { cartCalls, shopperApi } from './cart-api.server.ts';
import type { CartSummary } from './cart-summary.ts';

declare module '../../lib/flash-cookie.server.ts' {
  interface FlashData {
    /** A cart refusal of a form posted without JavaScript. */
    cart: string;
  }
}

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
    // Every page shows this block: it reads two totals, never decoding the lines (a 30-line cart
    // decoded on each page cost about 1.5 % of a product sheet's server time).
    const carts = await Promise.all([...kinds].map((kind) => cartCalls.wire(api, store, kind)));
    return {
      count: carts.reduce((sum, cart) => sum + cart.nb_articles, 0),
      amountCents: carts.reduce((sum, cart) => sum + eurosToCents(cart.montant_total_ttc), 0),
      quantities,
    };
  } catch {
    return EMPTY;
  }
}

/** A cart refusal carried across the no-JavaScript redirect (a one-time message, read by the root loader). */
export function putCartMessage(context: Context, message: string): Promise<void> {
  // Kept short: it travels in a cookie.
  return context.get(shopContext).flash.put('cart', message.slice(0, 300));
}

export async function takeCartMessage(context: Context): Promise<ToastMessage | null> {
  const message = await context.get(shopContext).flash.take('cart');
  if (typeof message !== 'string' || !message) return null;
  return { id: randomUUID(), tone: 'danger', message };
}
