/** The server face of features/pro-checkout: the pro checkout's guard, loaders and actions. */
export { proBillingAction, proBillingLoader } from './billing.server.ts';
export { proConfirmationLoader } from './confirmation.server.ts';
export { proCheckoutMiddleware } from './guard.server.ts';
export { proMainStepAction, proMainStepLoader } from './main-step.server.ts';
