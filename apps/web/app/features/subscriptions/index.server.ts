/** The server face of features/subscriptions: loaders, actions and server helpers that other features and routes may use. */
export { offerAction, offerLoader } from './offer.server.ts';
export { subscriptionsLoader } from './subscriptions.server.ts';
export { subscriptionCalls } from './subscriptions-api.server.ts';
