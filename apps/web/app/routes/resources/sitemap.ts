import { sitemapPaths, sitemapXml } from '../../features/catalogue/index.server.ts';
import { storeSitemapPaths } from '../../features/store-page/index.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import type { Route } from './+types/sitemap';

/** `GET /sitemap.xml`: home, departments, every category, a sample of products, the store pages and their blogs. */
export async function loader({ request, context }: Route.LoaderArgs) {
  let paths: string[];
  try {
    const { api } = context.get(shopContext);
    const [catalogue, stores] = await Promise.all([sitemapPaths(api), storeSitemapPaths(api)]);
    paths = [...catalogue, ...stores];
  } catch {
    return new Response('Sitemap momentanément indisponible', {
      status: 503,
      headers: { 'retry-after': '60' },
    });
  }
  return new Response(sitemapXml(new URL(request.url).origin, paths), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
