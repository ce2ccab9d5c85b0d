import type { ShopInfo } from '@cabas/contracts';
import type { RouterContextProvider } from 'react-router';
import { shopContext } from '../../lib/context.server.ts';
import { toRouteError } from '../../lib/errors.server.ts';
import { formatSlot } from '../../lib/format.ts';
import { getDepartments } from '../catalogue/index.server.ts';
import { getShopInfos, getStore, summarise } from '../stores/index.server.ts';
import { type ProHomeData, proHomeLoader } from './pro-home.server.ts';

/**
 * The home page's own data. The store itself is the root loader's (`useCurrentStore()`, the same
 * cached API answer): it is sent to the browser once, not once per route.
 */
export interface HomeData {
  /** `mardi 25 novembre à 10h`, when the store's next drive slot is known. */
  nextDriveSlot: string | null;
  infos: ShopInfo[];
  /** A logged-in pro's block (company, contact, outstanding, pro products); null for everyone else. */
  pro: ProHomeData | null;
}

/** Home `/`: the current store or the national home, with info messages (and a pro's block). */
export async function homeLoader(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<HomeData> {
  const shop = context.get(shopContext);
  try {
    const resource = shop.storeId === null ? null : await getStore(shop.api, shop.storeId);
    const store = resource && !resource.attributes.isNational ? summarise(resource) : null;
    const [infos, pro] = await Promise.all([
      getShopInfos(shop.api, store?.id ?? null).catch(() => []),
      proHomeLoader(request, context),
      // The departments are the home page's own content: without them the maintenance page shows.
      // They reach the page through the default layout's data (same in-memory cache), not twice.
      getDepartments(shop.api),
    ]);
    return { nextDriveSlot: formatSlot(store?.nextDriveSlot), infos, pro };
  } catch (error) {
    throw toRouteError(error);
  }
}
