import { Outlet, useLoaderData } from 'react-router';
import { staffMember, staffMemberMiddleware } from '../features/staff/index.server.ts';
import { StaffError, StaffFrame } from '../features/staff/index.ts';
import type { Route } from './+types/staff-frame';

/**
 * The staff side's frame (/gestion, decision 108): its own back-office layout, not the shop's header
 * and footer. Its middleware reads the staff session (never the shopper's) and asks the API who it is.
 */
export const middleware: Route.MiddlewareFunction[] = [staffMemberMiddleware];

export function loader({ context }: Route.LoaderArgs) {
  return { member: staffMember(context) };
}

// Who is logged in changes with every login and logout below.
export const shouldRevalidate = () => true;

export default function StaffFrameLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffFrame member={loaderData.member}>
      <Outlet />
    </StaffFrame>
  );
}

function FrameError({ error }: { error: unknown }) {
  const loaded = useLoaderData<typeof loader>() as Awaited<ReturnType<typeof loader>> | undefined;
  return (
    <StaffFrame member={loaded?.member ?? null}>
      <StaffError error={error} />
    </StaffFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <FrameError error={error} />;
}
