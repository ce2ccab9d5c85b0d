import { Outlet } from 'react-router';
import { ErrorPage } from '../features/errors/error-page.tsx';

/**
 * The `none` (bare) layout of doc 1 §1: no header or footer (consumer information pages, in-store
 * kiosk leaflets). Registered by `routes.ts` once one of its pages is built.
 */
export default function BareLayout() {
  return (
    <main id="contenu">
      <Outlet />
    </main>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  return (
    <main id="contenu">
      <ErrorPage error={error} />
    </main>
  );
}
