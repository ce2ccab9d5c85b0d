import { Outlet } from 'react-router';
import { ErrorPage } from '../features/errors/index.ts';

/** The bare frame: no header or footer (consumer information pages, in-store kiosk leaflets). */
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
