import { blogArticleLoader } from '../features/store-page/index.server.ts';
import { BlogArticlePage } from '../features/store-page/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/store-blog-article';

/** `/magasins/{slug}-m-{id}/blog/{articleSlug}-a-{articleId}` (default layout). */
export function loader({ request, context }: Route.LoaderArgs) {
  return blogArticleLoader(request, context);
}

export function headers() {
  return { 'cache-control': 'public, max-age=300' };
}

export const meta: Route.MetaFunction = ({ error, loaderData }) => {
  if (!loaderData) return pageTitle(error, 'Article du blog');
  return [
    ...pageTitle(error, `${loaderData.article.titre} – ${loaderData.store.name}`, loaderData.article.resume),
    { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
  ];
};

export default function StoreBlogArticleRoute({ loaderData }: Route.ComponentProps) {
  return <BlogArticlePage data={loaderData} />;
}
