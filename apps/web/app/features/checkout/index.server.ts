/** The server face of features/checkout: loaders, actions and server helpers that other features and routes may use. */
export { addressStepAction, addressStepLoader } from './address-step.server.ts';
export { publicCalls } from './checkout-api.server.ts';
export { checkoutShopperMiddleware, checkoutStepMiddleware } from './checkout-guard.server.ts';
export { communesLoader } from './communes.server.ts';
export { confirmationLoader, confirmedOrder } from './confirmation.server.ts';
export { incompatibleLoader } from './incompatible.server.ts';
export { modeStepAction, modeStepLoader, slotView } from './mode-step.server.ts';
export { paymentStepAction, paymentStepLoader } from './payment-step.server.ts';
export { planningLoader } from './planning.server.ts';
export { startStepAction, startStepLoader } from './start-step.server.ts';
