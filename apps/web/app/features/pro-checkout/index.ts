/** The public face of features/pro-checkout: the pro checkout's pages (server code is in index.server.ts). */
export { ProBillingPage } from './billing-page.tsx';
export { PRO_SPACE_PATH, ProConfirmationPage } from './confirmation-page.tsx';
export { ContactDetails, ProMainStepPage } from './main-step-page.tsx';
