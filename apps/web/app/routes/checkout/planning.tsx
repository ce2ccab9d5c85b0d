import { planningLoader } from '../../features/checkout/index.server.ts';
import { PlanningPage } from '../../features/checkout/index.ts';
import { pageTitle } from '../../lib/meta.ts';
import type { Route } from './+types/planning';

/** `/planning` (default layout). */
export function loader({ context }: Route.LoaderArgs) {
  return planningLoader(context);
}

export function headers() {
  return { 'cache-control': 'private, max-age=60' };
}

export const meta: Route.MetaFunction = ({ error }) => pageTitle(error, 'Planning des créneaux');

export default function Planning({ loaderData }: Route.ComponentProps) {
  return <PlanningPage data={loaderData} />;
}
