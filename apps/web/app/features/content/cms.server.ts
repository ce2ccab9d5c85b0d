import {
  CMS_SLUG,
  type CmsContent,
  type CmsDisplayMode,
  type CmsLink,
  type CmsMenuGroup,
  type CmsSection,
  endpoints,
} from '@cabas/contracts';
import { data, type RouterContextProvider } from 'react-router';
import { createCache, type LoadingCache } from '../../lib/cache.server.ts';
import { webConfig } from '../../lib/config.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { toRouteError } from '../../lib/errors.server.ts';

/** Published pages (per address, store and display mode) and the menu, kept like the store details. */
const CMS_CACHE_ENTRIES = { pages: 500, menu: 1 };

let pageCache: LoadingCache<{ page: CmsContent['attributes']; breadcrumb: CmsLink[] }> | undefined;
let menuCache: LoadingCache<CmsMenuGroup[]> | undefined;

export interface CmsPageData {
  page: CmsContent['attributes'];
  breadcrumb: CmsLink[];
  /** The Infos et services menu (its pages only). */
  menu: CmsMenuGroup[] | null;
}

const notFound = () => data({ message: "Cette page n'existe pas." }, { status: 404 });

/**
 * An information page (`/infos-et-services`, `/infos-et-services/{slug...}`) or a legal page
 * (`/legal/{slug...}`), with the store's version when the shopper has a store. `?preview=` shows a
 * draft (never cached), `?displayMode=contenu` the text alone.
 */
export async function cmsPageLoader(
  context: Readonly<RouterContextProvider>,
  request: Request,
  section: CmsSection,
  splat: string | undefined,
): Promise<CmsPageData> {
  const rest = (splat ?? '').replace(/\/+$/, '');
  const slug = rest ? `${section}/${rest}` : section;
  if (!CMS_SLUG.test(slug)) throw notFound();
  const url = new URL(request.url);
  const preview = url.searchParams.get('preview') ?? undefined;
  const displayMode: CmsDisplayMode = url.searchParams.get('displayMode') === 'contenu' ? 'contenu' : 'page';
  const shop = context.get(shopContext);
  const query = {
    slug,
    displayMode,
    ...(preview ? { preview } : {}),
    ...(shop.storeId !== null ? { magasinId: shop.storeId } : {}),
  };
  const load = async () => {
    const answer = await shop.api.call(endpoints.cms.content, { query });
    return { page: answer.data.attributes, breadcrumb: answer.meta.breadcrumb };
  };
  try {
    pageCache ??= createCache({ max: CMS_CACHE_ENTRIES.pages, ttlMs: webConfig().cacheTtlMs });
    const [content, menu] = await Promise.all([
      preview ? load() : pageCache.get(`${slug}|${shop.storeId ?? ''}|${displayMode}`, load),
      section === 'infos-et-services' && displayMode === 'page' ? infoMenu(context) : null,
    ]);
    return { ...content, menu };
  } catch (error) {
    throw toRouteError(error);
  }
}

function infoMenu(context: Readonly<RouterContextProvider>): Promise<CmsMenuGroup[]> {
  const { api } = context.get(shopContext);
  menuCache ??= createCache({ max: CMS_CACHE_ENTRIES.menu, ttlMs: webConfig().cacheTtlMs });
  return menuCache.get('menu', async () => (await api.call(endpoints.cms.menu)).data);
}
