/** The public face of features/consent: what pages, layouts and other features may use (server code is in index.server.ts). */

export { CONSENT_ANCHOR, type ConsentState, useConsent } from './consent.ts';
export { ConsentBanner } from './consent-banner.tsx';
export { ConsentForm } from './consent-form.tsx';
