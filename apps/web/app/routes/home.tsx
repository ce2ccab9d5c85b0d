import { homeLoader } from '../features/content/index.server.ts';
import { Home } from '../features/content/index.ts';
import { homeEligibility } from '../features/delivery-eligibility/index.server.ts';
import { DeliveryEligibility } from '../features/delivery-eligibility/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/home';

export async function loader({ request, context }: Route.LoaderArgs) {
  const [home, eligibility] = await Promise.all([
    homeLoader(request, context),
    homeEligibility(request, context),
  ]);
  return { ...home, eligibility };
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
  const { eligibility } = loaderData;
  return (
    <>
      <Home data={loaderData} />
      {eligibility && (
        <div className="page">
          <DeliveryEligibility
            initial={eligibility.initial}
            pagePath="/"
            isCurrentStore
            minimumCents={eligibility.minimumCents}
          />
        </div>
      )}
    </>
  );
}
