import type * as Leaflet from 'leaflet';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import './store-map.css';

type LeafletWithClusters = typeof Leaflet;

let loading: Promise<LeafletWithClusters> | undefined;

/**
 * Leaflet with the marker-cluster plugin. The plugin is a script that extends a global `L`; the ES
 * module's namespace cannot be extended, so a copy of it is made global first.
 */
export function loadLeaflet(): Promise<LeafletWithClusters> {
  loading ??= (async () => {
    const namespace = await import('leaflet');
    const L = { ...namespace } as LeafletWithClusters;
    (window as unknown as { L: LeafletWithClusters }).L = L;
    await import('leaflet.markercluster');
    return L;
  })();
  return loading;
}
