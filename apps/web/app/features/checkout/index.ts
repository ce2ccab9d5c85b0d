/** The public face of features/checkout: what pages, layouts and other features may use (server code is in index.server.ts). */
export { AddressStepPage } from './address-step-page.tsx';
export { checkoutPage, checkoutPageOf } from './checkout-page.ts';
export { ConfirmationPage } from './confirmation-page.tsx';
export { IncompatiblePage } from './incompatible-page.tsx';
export { ModeStepPage } from './mode-step-page.tsx';
export { failedOutcome } from './outcomes.ts';
export { PaymentFailedPage } from './payment-failed-page.tsx';
export { PaymentStepPage } from './payment-step-page.tsx';
export { PlanningPage } from './planning-page.tsx';
export { SlotGrid } from './slot-grid.tsx';
export type { SlotDay } from './slot-model.ts';
export { holdAnnouncement, type SlotView } from './slot-model.ts';
export { StartStepPage } from './start-step-page.tsx';
