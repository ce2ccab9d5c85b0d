/** The public face of features/subscriptions: what pages, layouts and other features may use (server code is in index.server.ts). */
export { OfferPage } from './offer-page.tsx';
export {
  OFFER_PATH,
  offerAdvantageText,
  type SubscriptionView,
  subscriptionView,
} from './subscription-view.ts';
export { SubscriptionsPage } from './subscriptions-page.tsx';
