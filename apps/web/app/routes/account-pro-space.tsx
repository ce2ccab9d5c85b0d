import { proSpaceLoader } from '../features/pro-space/index.server.ts';
import { ProSpacePage } from '../features/pro-space/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/account-pro-space';

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Mon espace pro'),
  { name: 'robots', content: 'noindex' },
];

/** `/mon-compte/espace-pro`: the pro services space (pros only). */
export function loader({ request, context }: Route.LoaderArgs) {
  return proSpaceLoader(request, context);
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export default function AccountProSpace({ loaderData }: Route.ComponentProps) {
  return <ProSpacePage data={loaderData} />;
}
