import { storeChoiceForm, storeFormMessages } from '@cabas/contracts';
import { parseWithZod } from '@conform-to/zod/v4';
import type { RouterContextProvider } from 'react-router';
import { data, replace } from 'react-router';
import { shopContext } from '../../lib/context.server.ts';
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
  const submission = parseWithZod(await request.formData(), { schema: storeChoiceForm });
  if (submission.status !== 'success') {
    const error = submission.error?.magasin_id?.[0] ?? storeFormMessages.chooseAStore;
    return data<StoreChooserActionData>({ error }, { status: 422 });
  }
  const redirectTo = safeRedirect(submission.value.redirectTo ?? null);
  const outcome = await resolveStoreSwitch(shop.api, submission.value.magasin_id);
  if (outcome.kind === 'unknown') {
    return data<StoreChooserActionData>({ error: "Ce magasin n'existe pas." }, { status: 422 });
  }
  if (outcome.kind === 'unavailable') {
    return data<StoreChooserActionData>(
      { error: 'Une erreur temporaire est survenue. Veuillez réessayer.' },
      { status: 503 },
    );
  }
  // The store cookie and the toast go out with the redirect (the root middleware writes them).
  await applyStoreSwitch(shop, outcome);
  throw replace(redirectTo, { status: 303 });
}
