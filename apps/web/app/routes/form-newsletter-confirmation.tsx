import { confirmationAction, confirmationLoader } from '../features/forms/index.server.ts';
import { NewsletterConfirmationPage } from '../features/forms/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/form-newsletter-confirmation';

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Confirmation de votre inscription'),
  { name: 'robots', content: 'noindex, nofollow' },
];

export function loader({ request }: Route.LoaderArgs) {
  return confirmationLoader(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return confirmationAction(request, context);
}

export function headers() {
  return { 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' };
}

export default function FormNewsletterConfirmation({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterConfirmationPage view={actionData ?? loaderData} />;
}
