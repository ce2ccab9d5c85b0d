import { blogIndexLoader } from '../features/store-page/index.server.ts';
import { BlogIndexPage } from '../features/store-page/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/store-blog';

/** `/magasins/{slug}-m-{id}/blog` (default layout). */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return blogIndexLoader(request, context, params.store);
}

export function headers() {
  return { 'cache-control': 'public, max-age=300' };
}

export const meta: Route.MetaFunction = ({ error, loaderData }) =>
  pageTitle(
    error,
    loaderData ? `Le blog de ${loaderData.store.name}` : 'Blog du magasin',
    loaderData
      ? `Les actualités de votre magasin ${loaderData.store.name} à ${loaderData.store.ville}.`
      : undefined,
  );

export default function StoreBlogRoute({ loaderData }: Route.ComponentProps) {
  return <BlogIndexPage data={loaderData} />;
}
