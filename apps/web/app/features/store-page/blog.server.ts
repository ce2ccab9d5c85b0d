import { API_ERROR_CODES, endpoints, STORE_BLOG, storePagesMessages } from '@cabas/contracts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { shopContext } from '../../lib/context.server.ts';
import { toRouteError } from '../../lib/errors.server.ts';
import { parseStorePath, storePath } from '../../lib/route-patterns.ts';
import type { BlogArticleData, BlogIndexData } from './blog-types.ts';
import { articlePath, resolveStore } from './store-page.server.ts';

type Context = Readonly<RouterContextProvider>;

/** `/magasins/{slug}-m-{id}/blog?page=`: the store's articles, newest first. */
export async function blogIndexLoader(request: Request, context: Context, segment: string | undefined) {
  const shop = context.get(shopContext);
  try {
    const store = await resolveStore(shop.api, segment, request, '/blog');
    const path = storePath({ aliasWeb: store.attributes.aliasWeb, id: store.id });
    const raw = new URL(request.url).searchParams.get('page');
    const page = raw === null ? 1 : Number(raw);
    if (!Number.isInteger(page) || page < 1) throw redirect(`${path}/blog`, 301);
    const list = await shop.api.call(endpoints.storePages.blog, {
      params: { id: store.id },
      query: { page, par_page: STORE_BLOG.perPage },
    });
    const pages = Math.max(1, Math.ceil(list.meta.total / STORE_BLOG.perPage));
    if (page > pages) throw redirect(`${path}/blog`, 301);
    const result: BlogIndexData = {
      store: { name: store.attributes.name || store.attributes.magasin, path, ville: store.attributes.ville },
      articles: list.data.map((a) => ({
        id: a.articleId,
        titre: a.titre,
        resume: a.resume,
        auteur: a.auteur,
        date: a.date_publication,
        path: articlePath(path, a),
      })),
      page,
      pages,
    };
    return result;
  } catch (error) {
    throw toRouteError(error);
  }
}

/** `/magasins/{slug}-m-{id}/blog/{articleSlug}-a-{articleId}`: 301 to the canonical slugs, 404 for another store's article. */
export async function blogArticleLoader(request: Request, context: Context) {
  const shop = context.get(shopContext);
  const url = new URL(request.url);
  const parsed = parseStorePath(url.pathname);
  if (!parsed || parsed.blog === null || parsed.blog === 'index')
    throw data({ message: storePagesMessages.blogArticleNotFound }, { status: 404 });
  const wanted = parsed.blog;
  try {
    const store = await shop.api
      .call(endpoints.stores.get, { params: { id: parsed.id } })
      .then((r) => r.data)
      .catch((error) => {
        if (isApiError(error, endpoints.stores.get) && error.code === API_ERROR_CODES.storeNotFound)
          return null;
        throw error;
      });
    if (!store) throw data({ message: "Ce magasin n'existe pas." }, { status: 404 });
    const { data: article } = await shop.api
      .call(endpoints.storePages.blogArticle, { params: { id: store.id, articleId: wanted.id } })
      .catch((error) => {
        if (
          isApiError(error, endpoints.storePages.blogArticle) &&
          error.hasCode(API_ERROR_CODES.blogArticleNotFound, API_ERROR_CODES.storeNotFound)
        )
          throw data({ message: storePagesMessages.blogArticleNotFound }, { status: 404 });
        throw error;
      });
    const base = storePath({ aliasWeb: store.attributes.aliasWeb, id: store.id });
    const canonical = articlePath(base, article);
    if (url.pathname !== canonical) throw redirect(canonical, 301);
    const result: BlogArticleData = {
      store: { name: store.attributes.name || store.attributes.magasin, path: base },
      article: {
        titre: article.titre,
        auteur: article.auteur,
        date: article.date_publication,
        html: article.contenu_html,
        resume: article.resume,
      },
      canonical: `${url.origin}${canonical}`,
    };
    return result;
  } catch (error) {
    throw toRouteError(error);
  }
}
