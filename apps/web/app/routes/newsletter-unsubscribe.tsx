import { unsubscribeAction, unsubscribeLoader } from '../features/newsletters/index.server.ts';
import { UnsubscribePage } from '../features/newsletters/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/newsletter-unsubscribe';

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Désinscription de la newsletter'),
  { name: 'robots', content: 'noindex, nofollow' },
];

export function loader({ request }: Route.LoaderArgs) {
  return unsubscribeLoader(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return unsubscribeAction(request, context);
}

export function headers() {
  return { 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' };
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return <UnsubscribePage view={actionData ?? loaderData} />;
}
