import { isRouteErrorResponse, Outlet } from 'react-router';
import {
  KioskIdle,
  kioskHref,
  kioskSettings,
  leafletsPath,
  leafletStyles as styles,
  useKiosk,
} from '../features/leaflets/index.ts';
import { useCurrentStore } from '../features/stores/index.ts';
import type { Route } from './+types/leaflet-kiosk';

/**
 * The in-store kiosk's frame (`/prospectus/borne…`): the store's name and the leaflets, nothing of
 * the account, the cart or the shop's menus; back to the start page after inactivity.
 */
export function loader({ request }: Route.LoaderArgs) {
  return kioskSettings(new URL(request.url));
}

function KioskFrame({ children }: { children: React.ReactNode }) {
  const store = useCurrentStore();
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

/** The kiosk's error page: what happened, and the way back to its start (the shop's pages are not offered). */
function KioskError({ error }: { error: unknown }) {
  const { idleParam } = useKiosk();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className={styles.kioskPage}>
      <h1 className={styles.title}>{notFound ? 'Page introuvable' : 'Service momentanément indisponible'}</h1>
      <p className={styles.lead}>
        {notFound
          ? 'Cette page n’existe pas sur la borne.'
          : 'Les prospectus ne peuvent pas être affichés pour le moment. Merci de réessayer dans quelques instants.'}
      </p>
      <p>
        <a href={kioskHref(leafletsPath('borne'), idleParam)} className={styles.kioskButton}>
          Voir les prospectus en cours
        </a>
      </p>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <KioskFrame>
      <KioskError error={error} />
    </KioskFrame>
  );
}
