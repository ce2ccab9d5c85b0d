import { cmsPageLoader } from '../features/content/index.server.ts';
import { CmsPage, cmsMeta } from '../features/content/index.ts';
import type { Route } from './+types/legal';

/** `/legal/{slug...}`: the legal pages (query `preview`, `displayMode`). */
export function loader({ context, request, params }: Route.LoaderArgs) {
  return cmsPageLoader(context, request, 'legal', params['*']);
}

export const meta: Route.MetaFunction = ({ error, loaderData }) => cmsMeta(error, loaderData);

export default function LegalRoute({ loaderData }: Route.ComponentProps) {
  return <CmsPage data={loaderData} />;
}
