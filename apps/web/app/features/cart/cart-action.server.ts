import { CART_KINDS, type CartKind, cartMessages, messages, quantityFormField } from '@cabas/contracts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { parseId } from '../../lib/route-patterns.ts';
import { safeRedirect } from '../../lib/safe-redirect.ts';
import { isSameOriginRequest } from '../auth/origin.ts';
import { chooserHref } from '../stores/shop-selector.tsx';
import { CART_INTENTS, type CartActionData, type CartIntent } from './cart-action.ts';
import { cartCalls, shopperApi } from './cart-api.server.ts';
import { cartMessageCookie } from './cart-summary.server.ts';
import { isCartKind } from './kinds.ts';

type Context = Readonly<RouterContextProvider>;

const LIMIT_CODES = ['quantite_max', 'stock_insuffisant'];

class Refusal extends Error {}

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** A gift card line's amount (`montant`, whole euros), absent for every other product. */
function giftCardAmount(form: FormData): number | undefined {
  const value = field(form, 'montant');
  if (value === '') return undefined;
  if (!/^\d{1,7}$/.test(value)) throw new Refusal(cartMessages.montant_entier);
  return Number(value);
}

/** The quantity typed in the form (`quantityFormField`: digits, comma or dot decimals). */
function quantity(form: FormData): number {
  const parsed = quantityFormField.safeParse(form.get('quantite') ?? undefined);
  if (!parsed.success) throw new Refusal(parsed.error.issues[0]!.message);
  return parsed.data;
}

function productId(form: FormData): number {
  const id = parseId(field(form, 'produit_id'));
  if (id === null) throw new Refusal(cartMessages.produit_inconnu);
  return id;
}

/** The first French message of an API refusal (field errors first), and whether it is a limit. */
function refusal(error: unknown): { message: string; limit: boolean } | null {
  if (error instanceof Refusal) return { message: error.message, limit: false };
  if (!isApiError(error) || error.status >= 500 || error.isNoResponse) return null;
  const fields = error.fieldErrors ?? {};
  const first = Object.values(fields).flat()[0];
  const code = (error.data as { code?: string } | undefined)?.code;
  const message = first ?? error.message;
  const limit =
    (code !== undefined && LIMIT_CODES.includes(code)) || /quantité maximale|en stock/.test(message);
  return { message, limit };
}

/**
 * `POST /ressources/panier`: every change of the cart (doc 1 §2 `/panier`, issue 6). With JavaScript
 * (a fetcher sends `js=1`) it answers JSON; without, it redirects back to the page, a refusal carried
 * by a one-time cookie. National mode has no cart: the shopper is sent to the shop selector.
 */
export async function cartAction(request: Request, context: Context) {
  if (!isSameOriginRequest(request)) throw data({ message: messages.generic }, { status: 403 });
  const shop = context.get(shopContext);
  const form = await request.formData();
  // A product control's fields travel in the action's query (`cartFormAction`); the form's win.
  for (const [name, value] of new URL(request.url).searchParams) if (!form.has(name)) form.set(name, value);
  const js = field(form, 'js') === '1';
  const back = safeRedirect(form.get('redirectTo'), '/panier');
  const answer = (result: CartActionData, status = 200) => {
    if (js) return data(result, { status });
    const headers = new Headers();
    if (result.error) headers.append('set-cookie', cartMessageCookie(result.error, shop.secure));
    return redirect(back, { status: 303, headers });
  };

  if (shop.storeId === null) {
    if (!js) return redirect(chooserHref(back), 303);
    return answer({ ok: false, error: cartMessages.nationalStore }, 409);
  }
  const store = shop.storeId;
  const rawIntent = field(form, 'intent') || 'set';
  const intent: CartIntent = (CART_INTENTS as readonly string[]).includes(rawIntent)
    ? (rawIntent as CartIntent)
    : 'set';
  const kindValue = field(form, 'type_panier') || 'drive';
  if (!isCartKind(kindValue, CART_KINDS)) return answer({ ok: false, error: cartMessages.typePanier }, 422);
  const kind: CartKind = kindValue;

  try {
    const api = await shopperApi(request, context);
    switch (intent) {
      case 'set': {
        const id = productId(form);
        const quantite = quantity(form);
        const before = field(form, 'avant');
        const montant = giftCardAmount(form);
        await cartCalls.setLine(api, store, id, { quantite, type_panier: kind, montant });
        return answer({ ok: true, error: null, added: quantite > 0 && (before === '' || before === '0') });
      }
      case 'remove':
        await cartCalls.removeLine(api, store, productId(form), kind, giftCardAmount(form));
        break;
      case 'substitution':
        await cartCalls.substitution(api, store, productId(form), {
          substitution_accord: field(form, 'substitution_accord') === 'oui',
          type_panier: kind,
        });
        break;
      case 'empty':
        await cartCalls.empty(api, store, kind);
        break;
      case 'promo': {
        const code = field(form, 'code_promo');
        if (!code) throw new Refusal(cartMessages.promoCodeRequired);
        await cartCalls.applyPromo(api, store, code, kind);
        break;
      }
      case 'promo-remove':
        await cartCalls.removePromo(api, store, kind);
        break;
    }
    return answer({ ok: true, error: null });
  } catch (error) {
    const refused = refusal(error);
    if (!refused) {
      if (!isApiError(error)) throw error;
      return answer({ ok: false, error: messages.temporaryError }, 503);
    }
    return answer({ ok: false, error: refused.message, limit: refused.limit }, 422);
  }
}
