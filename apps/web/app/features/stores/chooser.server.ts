import { storeChoiceForm, storeFormMessages } from '@cabas/contracts';
import type { RouterContextProvider } from 'react-router';
import { data, replace } from 'react-router';
import { shopContext } from '../../lib/context.server.ts';
import { parseForm } from '../../lib/form.server.ts';
import { assertSameOrigin } from '../../lib/origin.ts';
import { safeRedirect } from '../../lib/safe-redirect.ts';
import type { StoreChooserActionData, StoreChooserData } from './chooser.ts';
import { applyStoreSwitch, resolveStoreSwitch } from './store-context.server.ts';
import { getStore, searchStores, summarise } from './stores.server.ts';

type Context = Readonly<RouterContextProvider>;

/** `GET /magasins/choisir?recherche=&redirectTo=`: the search of the shop selector. */
export async function chooserLoader(request: Request, context: Context): Promise<StoreChooserData> {
  const shop = context.get(shopContext);
  const url = new URL(request.url);
  const text = url.searchParams.get('recherche');
  const redirectTo = safeRedirect(url.searchParams.get('redirectTo'));
  const [search, current] = await Promise.all([
    text === null ? null : searchStores(shop.api, text),
    shop.storeId === null ? null : getStore(shop.api, shop.storeId).catch(() => null),
  ]);
  return {
    search,
    redirectTo,
    current: current && !current.attributes.isNational ? summarise(current) : null,
  };
}

/** `POST /magasins/choisir` (magasin_id, redirectTo): sets the store cookie and goes back. */
export async function chooserAction(request: Request, context: Context) {
  assertSameOrigin(request);
  const shop = context.get(shopContext);
  const parsed = parseForm(await request.formData(), storeChoiceForm);
  const refused = (error: string, onChoice: boolean, status: number) =>
    data<StoreChooserActionData>(
      { result: parsed.reply(onChoice ? { fieldErrors: { magasin_id: error } } : { formError: error }) },
      { status },
    );
  if (!parsed.ok) return refused(parsed.fieldErrors.magasin_id ?? storeFormMessages.chooseAStore, true, 422);
  const redirectTo = safeRedirect(parsed.value.redirectTo ?? null);
  const outcome = await resolveStoreSwitch(shop.api, parsed.value.magasin_id);
  if (outcome.kind === 'unknown') return refused("Ce magasin n'existe pas.", true, 422);
  if (outcome.kind === 'unavailable')
    return refused('Une erreur temporaire est survenue. Veuillez réessayer.', false, 503);
  // The store cookie and the toast go out with the redirect (the root middleware writes them).
  await applyStoreSwitch(shop, outcome);
  throw replace(redirectTo, { status: 303 });
}
