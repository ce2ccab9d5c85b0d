/** The server face of features/delivery-eligibility: loaders, actions and server helpers that other features and routes may use. */
export { eligibilityResourceLoader, eligibilityState, homeEligibility } from './eligibility.server.ts';
