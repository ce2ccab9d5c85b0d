import { cmsPageLoader } from '../features/content/index.server.ts';
import { CmsPage, cmsMeta } from '../features/content/index.ts';
import type { Route } from './+types/info';

/** `/infos-et-services` and `/infos-et-services/{slug...}`: the information pages and their menu. */
export function loader({ context, request, params }: Route.LoaderArgs) {
  return cmsPageLoader(context, request, 'infos-et-services', params['*']);
}

export const meta: Route.MetaFunction = ({ error, loaderData }) => cmsMeta(error, loaderData);

export default function InfoRoute({ loaderData }: Route.ComponentProps) {
  return <CmsPage data={loaderData} />;
}
