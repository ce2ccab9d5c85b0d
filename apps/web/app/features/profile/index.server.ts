/** The server face of features/profile: loaders, actions and server helpers that other features and routes may use. */
export { dataExportLoader } from './data-export.server.ts';
export { emailConfirmationAction, emailConfirmationLoader } from './email-confirmation.server.ts';
export { profileAction, profileLoader } from './profile.server.ts';
