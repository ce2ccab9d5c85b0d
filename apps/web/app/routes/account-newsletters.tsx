import { newslettersAction, newslettersLoader } from '../features/newsletters/index.server.ts';
import { NewslettersPage } from '../features/newsletters/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/account-newsletters';

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Mes newsletters'),
  { name: 'robots', content: 'noindex' },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return newslettersLoader(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return newslettersAction(request, context);
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export default function AccountNewsletters({ loaderData, actionData }: Route.ComponentProps) {
  return <NewslettersPage data={loaderData} result={actionData?.result} />;
}
