import { endpoints } from '@cabas/contracts';
import type { ApiClient } from '../../lib/api-client.server.ts';
import { storePath } from '../../lib/route-patterns.ts';
import { articlePath } from './store-page.server.ts';

/** The sitemap's store pages, their blogs and articles. */
export async function storeSitemapPaths(api: ApiClient): Promise<string[]> {
  const { data } = await api.call(endpoints.storePages.sitemap, {});
  return data.flatMap((store) => {
    const base = storePath(store);
    return [
      base,
      ...(store.articles.length ? [`${base}/blog`] : []),
      ...store.articles.map((article) => articlePath(base, article)),
    ];
  });
}
