/**
 * `/mon-compte/mes-newsletters`: which stores' newsletters the shopper receives (her store, the store
 * she shops in and those she is subscribed to), and the SMS order-tracking consent. Saving sends the
 * stores to unsubscribe (ticked before, unticked now) and those to subscribe (ticked now).
 */
import { API_ERROR_CODES, endpoints, messages, newsletterPreferencesForm } from '@cabas/contracts';
import { newsletterChanges } from '@cabas/domain';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { type AuthedApi, authedApi } from '../../lib/authed-api.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { parseForm } from '../../lib/form.server.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import type { FormResult } from '../../ui/use-checked-form.ts';

type Context = Readonly<RouterContextProvider>;

export interface NewsletterStore {
  id: number;
  name: string;
  subscribed: boolean;
  /** Why it is offered: her store, the current store. */
  note: string | null;
}

/** The form's fields: the ticked stores and the SMS order-tracking box. */
export interface NewslettersValues {
  magasins: string[];
  optin_sms_suivi_commande_drive: boolean;
}

/** A refused save: the choices posted and the message, shown above the form. */
export interface NewslettersActionData {
  result: FormResult;
}

export interface NewslettersData {
  stores: NewsletterStore[];
  smsOptin: boolean;
  saved: boolean;
}

async function storeName(api: AuthedApi, id: number): Promise<string | null> {
  try {
    return (await api.call(endpoints.stores.get, { params: { id } })).data.attributes.name;
  } catch (error) {
    if (isApiError(error, endpoints.stores.get) && error.code === API_ERROR_CODES.storeNotFound) return null;
    throw error;
  }
}

export async function newslettersLoader(request: Request, context: Context): Promise<NewslettersData> {
  const api = await authedApi(request, context);
  const [list, me] = await Promise.all([
    api.call(endpoints.newsletters.list),
    api.call(endpoints.accounts.me),
  ]);
  const own = me.data.attributes.id_magasin;
  const current = context.get(shopContext).storeId;
  const stores: NewsletterStore[] = list.data.map((s) => ({
    id: s.magasin_id,
    name: s.magasin_nom,
    subscribed: true,
    note: null,
  }));
  for (const [id, note] of [
    [own, 'Votre magasin'],
    [current, 'Le magasin où vous faites vos courses'],
  ] as const) {
    if (id === null) continue;
    const known = stores.find((s) => s.id === id);
    if (known) {
      known.note ??= note;
      continue;
    }
    const name = await storeName(api, id);
    if (name) stores.push({ id, name, subscribed: false, note });
  }
  return {
    stores,
    smsOptin: list.meta.optin_sms_suivi_commande_drive,
    saved: new URL(request.url).searchParams.has('ok'),
  };
}

export async function newslettersAction(request: Request, context: Context) {
  assertSameOrigin(request);
  const api = await authedApi(request, context);
  const parsed = parseForm(await request.formData(), newsletterPreferencesForm);
  if (!parsed.ok) {
    // A store that cannot be (a forged id): its message for the whole form.
    const formError = Object.values(parsed.fieldErrors)[0] ?? messages.generic;
    return data<NewslettersActionData>({ result: parsed.reply({ formError }) }, { status: 422 });
  }
  const list = await api.call(endpoints.newsletters.list);
  const changes = newsletterChanges(
    list.data.map((s) => s.magasin_id),
    parsed.value.magasins,
  );
  try {
    for (const storeId of changes.subscribe)
      await api.call(endpoints.newsletters.subscribe, { body: { magasin_id: storeId } });
    for (const storeId of changes.unsubscribe) {
      const subscription = list.data.find((s) => s.magasin_id === storeId);
      if (subscription)
        await api.call(endpoints.newsletters.unsubscribe, { params: { id: subscription.id } });
    }
    if (parsed.value.optin_sms_suivi_commande_drive !== list.meta.optin_sms_suivi_commande_drive)
      await api.call(endpoints.newsletters.smsOptin, {
        body: { optin_sms_suivi_commande_drive: parsed.value.optin_sms_suivi_commande_drive },
      });
  } catch (error) {
    if (isApiError(error) && error.status < 500 && error.status !== 401)
      return data<NewslettersActionData>(
        { result: parsed.reply({ formError: error.message || messages.generic }) },
        { status: error.status },
      );
    throw error;
  }
  return redirect('/mon-compte/mes-newsletters?ok=1', 303);
}
