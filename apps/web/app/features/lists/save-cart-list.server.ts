import { cartMessages, messages, NEW_LIST_CHOICE, saveCartListForm } from '@cabas/contracts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../lib/api-client.server.ts';
import { authedApi } from '../../lib/authed-api.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { parseForm, type ReplyExtras } from '../../lib/form.server.ts';
import { isSameOriginRequest } from '../../lib/origin.ts';
import { safeRedirect } from '../../lib/safe-redirect.ts';
import { readSession } from '../../lib/session.server.ts';
import type { FormResult } from '../../ui/use-checked-form.ts';
import { loginHref } from '../auth/index.ts';
import { listCalls } from './lists-api.server.ts';
import {
  formHref,
  type ListChoicesData,
  SAVE_LIST_PARAM,
  type SaveCartListResult,
  type SaveListView,
} from './save-cart-list.ts';

declare module '../../lib/flash-cookie.server.ts' {
  interface FlashData {
    /** The result of saving the cart into a list without JavaScript. */
    saveList: import('./save-cart-list.ts').SaveCartListResult;
  }
}

type Context = Readonly<RouterContextProvider>;

/** The form's own hidden fields: never sent back (the form writes them again), the cookie stays small. */
const HIDDEN = ['redirectTo', 'js', 'type_panier'];

/** The posted values alone, to answer a refusal that comes before the form is read (login, store). */
const postedOnly = z.object({});

const failure = (result: FormResult): SaveCartListResult => ({ ok: false, result, saved: null });

/**
 * `POST /ressources/listes/panier` (choix: a list id or 'nouvelle', titre, type_panier): saves the
 * current store's cart of that kind into a list. With JavaScript (`js=1`, a fetcher) it answers
 * JSON; without, it redirects back to the page — to its form (`?liste=1`) after a refusal — with the
 * result as a one-time message (`lib/flash-cookie.server.ts`). A visitor is sent to log in first.
 */
export async function saveCartListAction(request: Request, context: Context) {
  if (!isSameOriginRequest(request)) throw data({ message: messages.generic }, { status: 403 });
  const shop = context.get(shopContext);
  const form = await request.formData();
  const js = form.get('js') === '1';
  const back = safeRedirect(form.get('redirectTo'), '/panier');
  const answer = async (result: SaveCartListResult, status = 200) => {
    if (js) return data(result, { status });
    // Without JavaScript the result travels to the page as a one-time message.
    await shop.flash.put('saveList', result);
    return redirect(formHref(back, !result.ok), 303);
  };
  const refuse = (formError: string, status: number) =>
    answer(failure(parseForm(form, postedOnly).reply({ formError, hide: HIDDEN })), status);

  if (!(await readSession(request))) {
    if (!js) return redirect(loginHref(formHref(back, true)), 303);
    return refuse(messages.mustLogin, 401);
  }
  if (shop.storeId === null) return refuse(cartMessages.nationalStore, 409);
  const parsed = parseForm(form, saveCartListForm);
  const reply = (extras: ReplyExtras = {}) => parsed.reply({ ...extras, hide: HIDDEN });
  if (!parsed.ok) {
    const errors = parsed.fieldErrors;
    // The cart kind and the choice are the form's own: a message for the whole form.
    const formError = errors.type_panier
      ? cartMessages.typePanier
      : errors.choix
        ? messages.generic
        : errors.titre
          ? null
          : messages.generic;
    return answer(failure(reply({ formError })), 422);
  }
  const { choix, type_panier } = parsed.value;

  try {
    const api = await authedApi(request, context);
    const saved = await listCalls.saveCart(api, {
      magasin_id: shop.storeId,
      type_panier,
      ...(choix === NEW_LIST_CHOICE ? { titre: parsed.value.titre ?? '' } : { liste_id: choix }),
    });
    return answer({
      ok: true,
      result: parsed.reply({ reset: true }),
      saved: { titre: saved.data.titre, overwritten: saved.meta.ecrasee },
    });
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.isNoResponse || error.status >= 500)
      return answer(failure(reply({ formError: messages.temporaryError })), 503);
    const onTitle = error.fieldErrors?.titre?.[0];
    const result = onTitle ? reply({ fieldErrors: { titre: onTitle } }) : reply({ formError: error.message });
    return answer(failure(result), error.status);
  }
}

/** The shopper's lists for the form, counted in the current store. */
export async function loadListChoices(request: Request, context: Context): Promise<ListChoicesData> {
  const shop = context.get(shopContext);
  if (!(await readSession(request))) return { loggedIn: false, lists: [], error: null };
  if (shop.storeId === null) return { loggedIn: true, lists: [], error: cartMessages.nationalStore };
  try {
    const api = await authedApi(request, context);
    return { loggedIn: true, lists: await listCalls.choices(api, shop.storeId), error: null };
  } catch (error) {
    if (isApiError(error)) return { loggedIn: true, lists: [], error: messages.temporaryError };
    // authedApi throws the 401 response when the session could not be renewed.
    if (error instanceof Error) throw error;
    return { loggedIn: false, lists: [], error: messages.mustLogin };
  }
}

async function takeResult(context: Context): Promise<SaveCartListResult | null> {
  const value: Partial<SaveCartListResult> | undefined = await context
    .get(shopContext)
    .flash.take('saveList');
  // Signed, so written by this shop; checked all the same (an older release may have written it).
  if (typeof value !== 'object' || value === null || typeof value.ok !== 'boolean') return null;
  if (typeof value.result !== 'object' || value.result === null) return null;
  return {
    ok: value.ok,
    result: value.result,
    saved:
      value.saved && typeof value.saved.titre === 'string'
        ? { titre: value.saved.titre, overwritten: value.saved.overwritten === true }
        : null,
  };
}

/**
 * For the pages that carry the save control (/panier, payment outcomes): the last result of a save
 * without JavaScript, and with `?liste=1` the lists of the form.
 */
export async function loadSaveListView(request: Request, context: Context): Promise<SaveListView> {
  const result = await takeResult(context);
  const open = new URL(request.url).searchParams.get(SAVE_LIST_PARAM) === '1';
  if (!open) return { open: false, choices: null, result };
  const choices = await loadListChoices(request, context);
  return { open: choices.loggedIn, choices: choices.loggedIn ? choices : null, result };
}
