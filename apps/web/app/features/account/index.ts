/** The public face of features/account: what pages, layouts and other features may use (server code is in index.server.ts). */
export { CIVILITE_OPTIONS, FIELD_MAX } from './account-fields.ts';
export { SignUpConfirmationPage } from './confirmation-page.tsx';
export { EmailField } from './email-field.tsx';
export { ForgottenPasswordPage } from './forgotten-password-page.tsx';
export { NewPasswordField } from './password-field.tsx';
export { PasswordResetPage } from './password-reset-page.tsx';
export { CHECKOUT_SIGNUP_PATH, SIGNUP_PATH } from './signup.ts';
export { SignUpPage } from './signup-page.tsx';
