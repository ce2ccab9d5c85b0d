import type { RouterContextProvider } from 'react-router';
import { shopContext } from '../../lib/context.server.ts';
import { toRouteError } from '../../lib/errors.server.ts';
import { formatSlot } from '../../lib/format.ts';
import { getDepartments } from '../catalogue/categories.server.ts';
import type { Department } from '../catalogue/types.ts';
import { getShopInfos, getStore, summarise } from '../stores/stores.server.ts';
import type { ShopInfo, StoreSummary } from '../stores/types.ts';

export interface HomeData {
  store: StoreSummary | null;
  /** `mardi 25 novembre à 10h`, when the store's next drive slot is known. */
  nextDriveSlot: string | null;
  infos: ShopInfo[];
  departments: Department[];
}

/** Home `/` (doc 1 §2, doc 2 §2.5): the current store or the national home, with info messages. */
export async function homeLoader(context: Readonly<RouterContextProvider>): Promise<HomeData> {
  const shop = context.get(shopContext);
  try {
    const resource = shop.storeId === null ? null : await getStore(shop.api, shop.storeId);
    const store = resource && !resource.attributes.isNational ? summarise(resource) : null;
    const [infos, departments] = await Promise.all([
      getShopInfos(shop.api, store?.id ?? null).catch(() => []),
      // The departments are the home page's own content: without them the maintenance page shows.
      getDepartments(shop.api),
    ]);
    return {
      store,
      nextDriveSlot: formatSlot(store?.nextDriveSlot),
      infos,
      departments,
    };
  } catch (error) {
    throw toRouteError(error);
  }
}
