/** The server face of features/consent: loaders, actions and server helpers that other features and routes may use. */
export { consentAction } from './consent.server.ts';
