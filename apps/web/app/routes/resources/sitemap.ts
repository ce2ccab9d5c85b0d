import { sitemapPaths, sitemapXml } from '../../features/catalogue/seo.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import type { Route } from './+types/sitemap';

/** `GET /sitemap.xml`: home, departments, every category and a sample of products. */
export async function loader({ request, context }: Route.LoaderArgs) {
  let paths: string[];
  try {
    paths = await sitemapPaths(context.get(shopContext).api);
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
