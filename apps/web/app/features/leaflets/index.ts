/** The public face of features/leaflets: what pages, layouts and other features may use (server code is in index.server.ts). */

export { kioskHref, kioskSettings, useKiosk } from './kiosk.ts';
export { KioskIdle } from './kiosk-idle.tsx';
export { KioskLeafletPage, KioskListPage, KioskMissingPage } from './leaflet-kiosk-pages.tsx';
export { LeafletListPage } from './leaflet-list-page.tsx';
export { LeafletMissing, missingTitle } from './leaflet-missing.tsx';
export { isMissing, leafletsPath } from './leaflet-model.ts';
export { LeafletPage } from './leaflet-page.tsx';
export { default as leafletStyles } from './leaflets.module.css';
