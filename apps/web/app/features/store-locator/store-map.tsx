import type { LatLngExpression, Map as LeafletMap, Marker, MarkerClusterGroup } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import departementsUrl from './departements.geojson?url';
import { loadLeaflet } from './leaflet.client.ts';
import type { LocatorData, LocatorStore } from './locator.ts';
import type { Highlight } from './store-list.tsx';

type L = Awaited<ReturnType<typeof loadLeaflet>>;

/** Metropolitan France at the specification's initial zoom, and the zoom around a searched place. */
const FRANCE: LatLngExpression = [46.6, 2.4];
const FRANCE_ZOOM = 6;
const TARGET_ZOOM = 11;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function popupHtml(store: LocatorStore): string {
  return `<p><strong>${escapeHtml(store.name)}</strong></p>
<p>${escapeHtml(`${store.adresse}, ${store.cp} ${store.ville}`)}</p>
<p>${escapeHtml(store.status)}</p>
<p><a href="${escapeHtml(store.path)}">Voir la page du magasin</a></p>`;
}

interface Props {
  stores: LocatorStore[];
  centre: LocatorData['centre'];
  tiles: LocatorData['tiles'];
  highlight: Highlight | null;
  onHighlight: (highlight: Highlight) => void;
}

/** The Leaflet map of the stores (loaded with this module, only when the map is shown). */
export default function StoreMap({ stores, centre, tiles, highlight, onHighlight }: Props) {
  const container = useRef<HTMLElement>(null);
  const [leaflet, setLeaflet] = useState<{ L: L; map: LeafletMap; cluster: MarkerClusterGroup } | null>(null);
  const markers = useRef(new Map<number, Marker>());
  const onHighlightRef = useRef(onHighlight);
  onHighlightRef.current = onHighlight;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let map: LeafletMap | undefined;
    let cancelled = false;
    loadLeaflet()
      .then((L) => {
        if (cancelled || !container.current) return;
        map = L.map(container.current, { zoomControl: false, minZoom: 5, maxZoom: 15 });
        L.control.zoom({ zoomInTitle: 'Zoomer', zoomOutTitle: 'Dézoomer' }).addTo(map);
        map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
        map.attributionControl.addAttribution('IGN — Admin Express / INSEE, via france-geojson');
        if (tiles) L.tileLayer(tiles.url, { attribution: tiles.attribution }).addTo(map);
        else drawOutlines(L, map);
        map.on('popupopen', (event) => {
          event.popup
            .getElement()
            ?.querySelector('.leaflet-popup-close-button')
            ?.setAttribute('aria-label', 'Fermer');
        });
        const cluster = L.markerClusterGroup({
          showCoverageOnHover: false,
          iconCreateFunction: (group) => {
            const count = group.getChildCount();
            return L.divIcon({
              className: 'store-cluster',
              html: `<span aria-hidden="true">${count}</span><span class="sr-only">${count} magasins, zoomer sur ce groupe</span>`,
              iconSize: [38, 38],
            });
          },
        });
        map.addLayer(cluster);
        setLeaflet({ L, map, cluster });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [tiles]);

  // The markers and the view follow the results.
  useEffect(() => {
    if (!leaflet) return;
    const { L, map, cluster } = leaflet;
    cluster.clearLayers();
    markers.current.clear();
    for (const store of stores) {
      const marker = L.marker([store.latitude, store.longitude], {
        icon: L.divIcon({
          className: 'store-marker',
          iconSize: [26, 26],
          iconAnchor: [13, 26],
          popupAnchor: [0, -26],
        }),
        title: store.name,
        alt: store.name,
        riseOnHover: true,
      });
      marker.bindPopup(popupHtml(store));
      marker.on('mouseover', () => onHighlightRef.current({ id: store.id, from: 'map' }));
      marker.on('add', () => {
        marker
          .getElement()
          ?.addEventListener('focus', () => onHighlightRef.current({ id: store.id, from: 'map' }));
      });
      markers.current.set(store.id, marker);
    }
    cluster.addLayers([...markers.current.values()]);
    if (centre) map.setView([centre.latitude, centre.longitude], TARGET_ZOOM);
    else if (stores.length && stores.length < 10) {
      map.fitBounds(L.latLngBounds(stores.map((s) => [s.latitude, s.longitude])), {
        maxZoom: TARGET_ZOOM,
        padding: [24, 24],
      });
    } else map.setView(FRANCE, FRANCE_ZOOM);
  }, [leaflet, stores, centre]);

  // The store pointed at in the list stands out on the map (its marker, or the group holding it).
  useEffect(() => {
    if (!leaflet || !highlight) return;
    const marker = markers.current.get(highlight.id);
    if (!marker) return;
    const visible = leaflet.cluster.getVisibleParent(marker) as Marker | null;
    const element = visible?.getElement();
    if (!element) return;
    element.classList.add('is-active');
    visible?.setZIndexOffset(1000);
    return () => {
      element.classList.remove('is-active');
      visible?.setZIndexOffset(0);
    };
  }, [leaflet, highlight]);

  if (failed) return <p>La carte n’a pas pu être chargée. La liste des magasins reste disponible.</p>;
  return (
    <section
      ref={container}
      className="store-map"
      aria-label="Carte des magasins (la liste donne les mêmes magasins)"
    />
  );
}

function drawOutlines(L: L, map: LeafletMap) {
  fetch(departementsUrl)
    .then((response) => response.json())
    .then((outlines) => {
      L.geoJSON(outlines, {
        interactive: false,
        style: { color: '#8a96a3', weight: 1, fillColor: '#ffffff', fillOpacity: 1 },
      }).addTo(map);
    })
    .catch(() => {
      // Without the outlines the markers still show on the plain background.
    });
}
