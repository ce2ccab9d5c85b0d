import { formPageAction, formPageLoader } from '../features/forms/index.server.ts';
import { FormPage, formKindOf } from '../features/forms/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/form';

/** The form pages under the contact page (one module, one route per form: the address names the form). */
function kindOf(request: Request) {
  const kind = formKindOf(new URL(request.url).pathname);
  if (!kind) throw new Response(null, { status: 404 });
  return kind;
}

export const meta: Route.MetaFunction = ({ error, loaderData }) =>
  pageTitle(error, loaderData?.title ?? 'Formulaire');

export function loader({ request, context }: Route.LoaderArgs) {
  return formPageLoader(request, context, kindOf(request));
}

export function action({ request, context }: Route.ActionArgs) {
  return formPageAction(request, context, kindOf(request));
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export default function FormRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <FormPage page={loaderData} result={actionData} />;
}
