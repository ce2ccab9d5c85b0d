import {
  API_ERROR_CODES,
  type ApiErrorCode,
  CART_FORM_FIELDS,
  CART_FORM_INTENTS,
  type CartFormIntent,
  cartFormSchema,
  cartMessages,
  messages,
} from '@cabas/contracts';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { isSameOriginRequest } from '../../lib/origin.ts';
import { safeRedirect } from '../../lib/safe-redirect.ts';
import { chooserHref } from '../stores/index.ts';
import type { CartActionData } from './cart-action.ts';
import { cartCalls, shopperApi } from './cart-api.server.ts';
import { putCartMessage } from './cart-summary.server.ts';

type Context = Readonly<RouterContextProvider>;

/** The refusals that mean a quantity limit (stock or maximum): "+" stays disabled. */
const LIMIT_CODES: ReadonlySet<ApiErrorCode> = new Set([
  API_ERROR_CODES.quantityMax,
  API_ERROR_CODES.stockInsufficient,
]);

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

function intentOf(form: FormData): CartFormIntent {
  const value = field(form, 'intent');
  return CART_FORM_INTENTS.find((intent) => intent === value) ?? 'set';
}

/** The first French message of an API refusal (field errors first), and whether it is a limit. */
function refusal(error: unknown): { message: string; limit: boolean } | null {
  if (!isApiError(error) || error.status >= 500 || error.isNoResponse) return null;
  const first = Object.values(error.fieldErrors ?? {}).flat()[0];
  const limit = error.code !== undefined && LIMIT_CODES.has(error.code);
  return { message: first ?? error.message, limit };
}

/**
 * `POST /ressources/panier`: every change of the cart. With JavaScript (a fetcher sends `js=1`) it
 * answers JSON; without, it redirects back to the page, a refusal carried by a one-time cookie.
 * National mode has no cart: the shopper is sent to the shop selector. The form is parsed with the
 * contracts' schema of its intent (`cartFormSchemas`), so its messages are the API's.
 */
export async function cartAction(request: Request, context: Context) {
  if (!isSameOriginRequest(request)) throw data({ message: messages.generic }, { status: 403 });
  const shop = context.get(shopContext);
  const form = await request.formData();
  // A product control's fields travel in the action's query (`cartFormAction`); the form's win.
  for (const [name, value] of new URL(request.url).searchParams) if (!form.has(name)) form.set(name, value);
  const js = field(form, 'js') === '1';
  const back = safeRedirect(form.get('redirectTo'), '/panier');
  const answer = async (result: CartActionData, status = 200) => {
    if (js) return data(result, { status });
    if (result.error) await putCartMessage(context, result.error);
    return redirect(back, 303);
  };

  if (shop.storeId === null) {
    if (!js) return redirect(chooserHref(back), 303);
    return answer({ ok: false, error: cartMessages.nationalStore }, 409);
  }
  const store = shop.storeId;
  form.set('intent', intentOf(form));
  const submission = parseWithZod(form, { schema: cartFormSchema });
  if (submission.status !== 'success') {
    const errors = submission.error ?? {};
    const first = CART_FORM_FIELDS.map((name) => errors[name]?.[0]).find((message) => message !== undefined);
    return answer({ ok: false, error: first ?? messages.generic, limit: false }, 422);
  }
  const value = submission.value;
  const kind = value.type_panier;

  try {
    const api = await shopperApi(request, context);
    switch (value.intent) {
      case 'set': {
        const { produit_id, quantite, montant, avant } = value;
        await cartCalls.setLine(api, store, produit_id, { quantite, type_panier: kind, montant });
        const added = quantite > 0 && (!avant || avant === '0');
        return answer({ ok: true, error: null, added });
      }
      case 'remove':
        await cartCalls.removeLine(api, store, value.produit_id, kind, value.montant);
        break;
      case 'substitution':
        await cartCalls.substitution(api, store, value.produit_id, {
          substitution_accord: value.substitution_accord,
          type_panier: kind,
        });
        break;
      case 'empty':
        await cartCalls.empty(api, store, kind);
        break;
      case 'promo':
        await cartCalls.applyPromo(api, store, value.code_promo, kind);
        break;
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
