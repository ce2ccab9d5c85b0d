import { type CategoryNode, endpoints } from '@cabas/contracts';
import type { ApiClient } from '../../lib/api-client.server.ts';
import { createCache } from '../../lib/cache.server.ts';
import { CACHE_SIZES } from '../../lib/cache-sizes.server.ts';
import { categoryPath } from '../../lib/route-patterns.ts';
import { getCategoryTree } from './categories.server.ts';
import { NATIONAL_STORE_ID } from './list-url.ts';

/** Paths kept out of search engines: account, checkout, cart, resources, store chooser. */
export const ROBOTS_DISALLOW = [
  '/mon-compte',
  '/commander',
  '/commander-pro',
  '/panier',
  '/ressources/',
  '/magasins/choisir',
];

export function robotsText(origin: string): string {
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = [...new Set(paths)].map((path) => `<url><loc>${xmlEscape(origin + path)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function categoryPaths(nodes: CategoryNode[], parents: string[] = []): string[] {
  return nodes.flatMap((node) => [
    categoryPath({ parentSlugs: parents, slug: node.slug, id: node.id }),
    ...categoryPaths(node.children, [...parents, node.slug]),
  ]);
}

/** Product sample: the first page of each department in the national store. */
const SAMPLE_PER_DEPARTMENT = 48;
const sitemapCache = createCache<string[]>(CACHE_SIZES.sitemap);

export function sitemapPaths(api: ApiClient): Promise<string[]> {
  return sitemapCache.get('paths', async () => {
    const tree = await getCategoryTree(api);
    const products = await Promise.all(
      tree.map(async (department) => {
        try {
          const list = await api.call(endpoints.catalogue.categoryList, {
            params: { shop: NATIONAL_STORE_ID, category: `C-${department.id}` },
            query: { 'page-size': SAMPLE_PER_DEPARTMENT },
          });
          return list.data.attributes.product_list.data.map((product) => product.attributes.url);
        } catch {
          return [];
        }
      }),
    );
    return ['/', '/rayons', ...categoryPaths(tree), ...products.flat()];
  });
}
