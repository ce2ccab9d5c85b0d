/** The public face of features/layout: what pages, layouts and other features may use (server code is in index.server.ts). */
export { CheckoutFrame } from './checkout-frame.tsx';
export { ALCOHOL_WARNING, MINORS_BAN } from './footer-links.ts';
export { useRootData } from './root-data.ts';
export { Shell } from './shell.tsx';
