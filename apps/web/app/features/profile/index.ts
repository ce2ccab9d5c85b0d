/** The public face of features/profile: what pages, layouts and other features may use (server code is in index.server.ts). */
export { AccountDeletedPage } from './account-deleted-page.tsx';
export { EmailConfirmationPage } from './email-confirmation-page.tsx';
export { ProfilePage } from './profile-page.tsx';
