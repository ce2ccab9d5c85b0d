import { randomUUID } from 'node:crypto';
import { apiMessages, messages } from '@cabas/contracts';
import type { RouterContextProvider } from 'react-router';
import { readMeasurementConsent } from '../../lib/consent-cookie.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { readSession } from '../../lib/session.server.ts';
import { clearStoreCookie } from '../../lib/store-cookie.server.ts';
import type { ToastMessage } from '../../ui/toast.tsx';
import { readPendingSteps } from '../auth/index.server.ts';
import { loadCartSummary, takeCartMessage } from '../cart/index.server.ts';
import { getStore, summarise } from '../stores/index.server.ts';
import type { FlashKind, StoreSummary } from '../stores/index.ts';
import type { RootData } from './root-data.ts';

function flashMessage(kind: string | undefined, store: StoreSummary | null): ToastMessage | null {
  if (!kind) return null;
  const id = randomUUID();
  switch (kind as FlashKind | undefined) {
    case 'store-changed':
      return store ? { id, tone: 'success', message: `Votre magasin est maintenant : ${store.name}.` } : null;
    case 'store-national':
      return {
        id,
        tone: 'info',
        message: 'Vous consultez le site national. Choisissez un magasin pour faire vos courses.',
      };
    case 'store-unknown':
      return {
        id,
        tone: 'warning',
        message: `${apiMessages.storeNotFound} Votre magasin n'a pas été changé.`,
      };
    case 'store-error':
      return { id, tone: 'danger', message: messages.temporaryError };
    default:
      return null;
  }
}

/**
 * Root loader: current store (national mode without one), cart block figures, flash message, and the
 * logged-in shopper's first name (from the session cookie: no API call).
 */
export async function rootLoader(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<RootData> {
  const shop = context.get(shopContext);
  const session = await readSession(request);
  // The cart figures load alongside the (cached) store; national mode has no cart.
  const cart = shop.storeId !== null ? loadCartSummary(request, context, shop.storeId) : null;
  let store: StoreSummary | null = null;
  if (shop.storeId !== null) {
    try {
      const resource = await getStore(shop.api, shop.storeId);
      if (resource && !resource.attributes.isNational) store = summarise(resource);
      else shop.setCookie(await clearStoreCookie(shop.secure));
    } catch {
      // The API is unreachable: the page itself reports it; the header falls back to national mode.
    }
  }
  const flashKind = await shop.flash.take('store');
  const measurement = await readMeasurementConsent(shop.cookieHeader);
  return {
    store,
    cart: store && cart ? await cart : null,
    flash: flashMessage(flashKind, store) ?? (await takeCartMessage(context)),
    user: session ? { prenom: session.prenom, isPro: session.isPro } : null,
    postLogin: session ? await readPendingSteps(request) : null,
    consent: { decided: measurement !== null, measurement: measurement === true },
  };
}
