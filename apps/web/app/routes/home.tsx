import { homeLoader } from '../features/content/home.server.ts';
import { Home } from '../features/content/home.tsx';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/home';

export function loader({ context }: Route.LoaderArgs) {
  return homeLoader(context);
}

export const meta: Route.MetaFunction = ({ error, matches }) => {
  // The root route's data (the current store), not sent a second time by the home loader.
  const store = matches[0]?.loaderData?.store;
  return pageTitle(
    error,
    store ? `Vos courses à ${store.name}` : 'Courses en ligne : drive, retrait et livraison',
  );
};

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <Home data={loaderData} />;
}
