/** The server face of features/account: loaders, actions and server helpers that other features and routes may use. */
export { signUpConfirmationAction, signUpConfirmationLoader } from './confirmation.server.ts';
export { forgottenPasswordAction } from './forgotten-password.server.ts';
export { passwordResetAction, passwordResetLoader } from './password-reset.server.ts';
export { signUpAction, signUpLoader } from './signup.server.ts';
