/** The server face of features/forms: loaders, actions and server helpers that other features and routes may use. */
export { formPageAction, formPageLoader } from './forms.server.ts';
export { confirmationAction, confirmationLoader } from './newsletter-confirmation.server.ts';
