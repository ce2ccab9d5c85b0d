import { Outlet, type ShouldRevalidateFunctionArgs, useRouteLoaderData } from 'react-router';
import { ErrorPage } from '../features/errors/index.ts';
import { defaultLayoutLoader } from '../features/layout/index.server.ts';
import { Shell } from '../features/layout/index.ts';
import type { Route } from './+types/default';

/** The shop's frame: header with shop and cart blocks and the department menu, footer. */
export function loader({ context }: Route.LoaderArgs) {
  return defaultLayoutLoader(context);
}

// The department menu changes rarely: reload it after a form submission only.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? defaultShouldRevalidate : false;
}

export default function DefaultLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Shell departments={loaderData.departments}>
      <Outlet />
    </Shell>
  );
}

/** Errors of the pages of this layout are shown inside the shop's frame, with their HTTP status. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('layouts/default');
  return (
    <Shell departments={data?.departments ?? []}>
      <ErrorPage error={error} />
    </Shell>
  );
}
