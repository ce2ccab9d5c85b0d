import { lazy, Suspense, useEffect, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Button } from '../../ui/button.tsx';
import type { LocatorData } from './locator.ts';
import { LocatorSearch } from './locator-search.tsx';
import { type Highlight, StoreList } from './store-list.tsx';
import styles from './store-locator.module.css';

/** Leaflet and the outlines of France: fetched only when the map is shown. */
const StoreMap = lazy(() => import('./store-map.tsx'));

/** The width from which the map is shown beside the list without being asked for. */
const WIDE_SCREEN = '(min-width: 900px)';

function summary(data: LocatorData): string {
  const count = data.stores.length;
  const stores = count === 0 ? 'Aucun magasin' : count === 1 ? '1 magasin' : `${count} magasins`;
  if (!data.searched) return `${stores} de l’enseigne${count ? ', du plus proche par ville' : ''}.`;
  if (data.centre) return `${stores} à moins de 30 km de ${data.centre.libelle}.`;
  return `${stores} pour « ${data.form.recherche} ».`;
}

/** `/magasins`: the search and filters, the list of stores, and the map beside it once asked for. */
export function StoreLocatorPage({ data }: { data: LocatorData }) {
  const hydrated = useHydrated();
  const [mapShown, setMapShown] = useState(false);
  const [highlight, setHighlight] = useState<Highlight | null>(null);
  useEffect(() => {
    if (window.matchMedia(WIDE_SCREEN).matches) setMapShown(true);
  }, []);
  return (
    <div className={`page ${styles.page}`}>
      <h1>Trouver un magasin</h1>
      <LocatorSearch data={data} />
      {!data.error && (
        <p className={styles.summary} role="status">
          {summary(data)}
        </p>
      )}
      <div className={mapShown ? `${styles.layout} ${styles.withMap}` : styles.layout}>
        <section aria-labelledby="titre-liste-magasins" className={styles.listArea}>
          <h2 id="titre-liste-magasins" className="sr-only">
            Liste des magasins
          </h2>
          <StoreList stores={data.stores} highlight={highlight} onHighlight={setHighlight} />
        </section>
        {hydrated && (
          <div className={styles.mapArea}>
            <Button
              variant="secondary"
              aria-expanded={mapShown}
              aria-controls="carte-magasins"
              onClick={() => setMapShown((shown) => !shown)}
            >
              {mapShown ? 'Masquer la carte' : 'Afficher la carte'}
            </Button>
            <div id="carte-magasins" className={styles.mapFrame} hidden={!mapShown}>
              {mapShown && (
                <Suspense fallback={<p className={styles.mapLoading}>Chargement de la carte…</p>}>
                  <StoreMap
                    stores={data.stores}
                    centre={data.centre}
                    tiles={data.tiles}
                    highlight={highlight}
                    onHighlight={setHighlight}
                  />
                </Suspense>
              )}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
