import { homeLoader } from '../features/content/home.server.ts';
import { Home } from '../features/content/home.tsx';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/home';

export function loader({ context }: Route.LoaderArgs) {
  return homeLoader(context);
}

export const meta: Route.MetaFunction = ({ data, error }) =>
  pageTitle(
    error,
    data?.store ? `Vos courses à ${data.store.name}` : 'Courses en ligne : drive, retrait et livraison',
  );

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <Home data={loaderData} />;
}
