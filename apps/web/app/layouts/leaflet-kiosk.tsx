import { Outlet } from 'react-router';
import { ErrorPage } from '../features/errors/error-page.tsx';
import { useRootData } from '../features/layout/root-data.ts';
import { kioskSettings } from '../features/leaflets/kiosk.ts';
import { KioskIdle } from '../features/leaflets/kiosk-idle.tsx';
import styles from '../features/leaflets/leaflets.module.css';
import type { Route } from './+types/leaflet-kiosk';

/**
 * The in-store kiosk's frame (`/prospectus/borne…`): the store's name and the leaflets, nothing of
 * the account, the cart or the shop's menus; back to the start page after inactivity.
 */
export function loader({ request }: Route.LoaderArgs) {
  return kioskSettings(new URL(request.url));
}

function KioskFrame({ children }: { children: React.ReactNode }) {
  const store = useRootData()?.store ?? null;
  return (
    <div className={styles.kiosk}>
      <header className={styles.kioskHeader}>
        <p className={styles.kioskBrand}>Cabas{store ? <span> · {store.name}</span> : null}</p>
      </header>
      <main id="contenu" className={styles.kioskMain}>
        {children}
      </main>
      <KioskIdle />
    </div>
  );
}

export default function LeafletKioskLayout() {
  return (
    <KioskFrame>
      <Outlet />
    </KioskFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <KioskFrame>
      <ErrorPage error={error} />
    </KioskFrame>
  );
}
