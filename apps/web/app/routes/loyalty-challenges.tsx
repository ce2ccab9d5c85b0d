import { challengesLoader } from '../features/loyalty-challenges/index.server.ts';
import { ChallengesPage } from '../features/loyalty-challenges/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/loyalty-challenges';

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Mes défis'),
  { name: 'robots', content: 'noindex' },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return challengesLoader(request, context);
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export default function LoyaltyChallenges({ loaderData }: Route.ComponentProps) {
  return <ChallengesPage challenges={loaderData.challenges} />;
}
