/** The server face of features/auth: loaders, actions and server helpers that other features and routes may use. */
export {
  loginAction,
  loginErrorMessage,
  loginFailure,
  logoutAction,
  REDIRECT_PARAM,
  redirectIfLoggedIn,
} from './auth.server.ts';
export { cartStateAction, cartStateLoader } from './cart-state.server.ts';
export {
  applyOutcome,
  guardLayoutLoader,
  guardMiddleware,
  isRefused,
  requestFacts,
} from './guards.server.ts';
export { changePasswordAction } from './password.server.ts';
export { acknowledgeStep, readPendingSteps } from './post-login.server.ts';
