import { chooserAction, chooserLoader } from '../features/stores/index.server.ts';
import { StoreChooserPage } from '../features/stores/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/store-chooser';

export const meta: Route.MetaFunction = ({ error }) => pageTitle(error, 'Choisir un magasin');

export function loader({ request, context }: Route.LoaderArgs) {
  return chooserLoader(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return chooserAction(request, context);
}

export default function StoreChooser({ loaderData, actionData }: Route.ComponentProps) {
  return <StoreChooserPage data={loaderData} actionData={actionData} />;
}
