/** The public face of features/forms: what pages, layouts and other features may use (server code is in index.server.ts). */
export { FormPage } from './form-page.tsx';
export { formKindOf } from './forms.ts';
export { NewsletterConfirmationPage } from './newsletter-confirmation-page.tsx';
