/** The public face of features/loyalty: what pages, layouts and other features may use (server code is in index.server.ts). */
export { LoyaltyPage } from './loyalty-page.tsx';
export { CardCreationErrorPage, CardCreationPage, LoyaltyHomePage } from './loyalty-pages.tsx';
export { PointsConversionPage } from './points-conversion.tsx';
