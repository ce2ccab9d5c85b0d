import { preparationAction, preparationLoader } from '../../features/preparation/index.server.ts';
import { PreparationPage } from '../../features/preparation/index.ts';
import { pageTitle } from '../../lib/meta.ts';
import type { Route } from './+types/order-preparation';

export const meta: Route.MetaFunction = ({ error, loaderData }) =>
  pageTitle(error, loaderData ? `Préparation de la commande ${loaderData.order.code}` : 'Préparation');

export function loader(args: Route.LoaderArgs) {
  return preparationLoader(args);
}

export function action(args: Route.ActionArgs) {
  return preparationAction(args);
}

export default function OrderPreparation({ loaderData, actionData }: Route.ComponentProps) {
  return <PreparationPage data={loaderData} actionData={actionData} />;
}
