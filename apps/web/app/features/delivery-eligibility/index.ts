/** The public face of features/delivery-eligibility: what pages, layouts and other features may use (server code is in index.server.ts). */
export { DeliveryEligibility } from './delivery-eligibility.tsx';
export type { EligibilityState } from './eligibility.ts';
